// The side menu's sections are what the modules bring (resources/module.ts `menuSections`, icons in each module's
// screens/menu-icons.tsx): no central list names them, and every section a route names is one a module brings.
import { menuSections, modules, modulesInMenuOrder, registry } from '../../resources.config';
import { SECTION_ICONS, sectionIconOf } from '../../src/shell/layout/section-icons';

describe('menu sections contributed by the modules', () => {
  test('each section is brought once, with a place of its own and an icon', () => {
    const labels = menuSections.map((section) => section.label);
    expect(new Set(labels).size).toBe(labels.length);
    expect(new Set(menuSections.map((section) => section.place)).size).toBe(menuSections.length);
    expect(Object.keys(SECTION_ICONS).sort()).toEqual([...labels].sort());
    for (const label of labels) expect(sectionIconOf(label.toLowerCase()), label).toBeTruthy();
  });

  test("every route's menu section, and every module's place, is a section some module brings", () => {
    const labels = new Set(menuSections.map((section) => section.label));
    const named = registry.flatMap((entry) => (entry.routes ?? []).flatMap((route) => (route.menu ? [route.menu.section] : [])));
    expect(named.filter((section) => !labels.has(section))).toEqual([]);
    expect(Object.values(modules).filter((module) => !labels.has(module.menuPlace))).toEqual([]);
  });

  test("the registry takes the modules in the order of their sections' places", () => {
    const placeOf = (label: string) => menuSections.find((section) => section.label === label)!.place;
    const places = modulesInMenuOrder.map((module) => placeOf(module.menuPlace));
    expect(places).toEqual([...places].sort((a, b) => a - b));
  });
});
