// Contract between the declarations and src/screens: every route's `screen` resolves to a component of
// the right kind (a page's screen for a page, a resource screen or a generic one for a resource), and every
// registered hand-written screen is some route's. An unknown name never silently becomes a generic screen.
import { describe, expect, test } from 'vitest';
import { modules, registry } from '../../resources.config';
import { isGenericScreen } from '../../resources/screen-names';
import { handWrittenScreens, hasScreen } from '../../src/screens';

const declaredRoutes = registry.flatMap((entry) => (entry.routes ?? []).map((route) => ({ entry, route })));

describe('screen registry', () => {
  test('every declared route has a screen to render', () => {
    const missing = declaredRoutes
      .filter(({ entry, route }) => !hasScreen(entry, route))
      .map(({ entry, route }) => `${entry.name} ${route.path}: '${route.screen}'`);
    expect(missing).toEqual([]);
  });

  test('every hand-written screen is used by some route', () => {
    const used = new Set(declaredRoutes.map(({ route }) => route.screen).filter((name) => !isGenericScreen(name)));
    expect(Object.keys(handWrittenScreens).filter((name) => !used.has(name as never))).toEqual([]);
  });

  test("the registered names are exactly those the modules' index.ts files list", () => {
    expect(Object.keys(handWrittenScreens).sort()).toEqual(Object.values(modules).flatMap((module) => module.screens).sort());
  });

  test('a route naming a screen nobody registered fails the contract', () => {
    const [{ entry, route }] = declaredRoutes;
    expect(hasScreen(entry, { ...route, screen: 'timesheetGrid' as never })).toBe(false);
  });
});
