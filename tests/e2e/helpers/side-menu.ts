// The side menu as a person sees it, and as the registry says it should be for a role (SPEC §2 Side menu:
// an item shows when its route allows one of the user's roles or sets no role limit; a section shows when
// one of its items does; sections in the spec's order, items in registry order).
import type { Page } from 'playwright-core';
import { actUntil } from './act-until';
import { menuSections, registry } from '../../../resources.config';
import { splitOptionalId } from '../../../resources/paths';
import type { Role } from '../../../resources/vocabulary';
import { DEFAULT_PRODUCT_NAME, withProductName } from '../../../src/config/runtime-config';

export type MenuSectionView = { section: string; items: string[] };

/** Every menu route of the registry with its section, label and allowed roles. */
export const menuRoutes = () =>
  registry.flatMap((entry) =>
    (entry.routes ?? []).flatMap((route) => (route.menu ? [{ ...route.menu, path: route.path, roles: route.roles }] : [])),
  );

export const isMenuRouteOpenTo = (route: { roles?: readonly Role[] }, roles: readonly Role[]) =>
  !route.roles?.length || route.roles.some((role) => roles.includes(role));

/**
 * The distinct pages the side menu of these roles opens, except Dashboard (`/`): it leads to the role's home page,
 * where signing in lands (and, for a role with none, to the access page, SPEC §2). A route with an optional id
 * opens as its list.
 */
export const menuPagesOf = (roles: readonly Role[]) => [
  ...new Set(
    menuRoutes()
      .filter((route) => route.path !== '/' && isMenuRouteOpenTo(route, roles))
      .map((route) => splitOptionalId(route.path).listPath),
  ),
];

/**
 * The menu a role should see: the Dashboard (`/`) only for a role with a home page (for anyone else `/` is the
 * access page), and section names with the configured product name (the test portal runs with the default).
 */
export const expectedSideMenu = (roles: readonly Role[]): MenuSectionView[] =>
  menuSections.map(({ label: section }) => ({
    section: withProductName(section, DEFAULT_PRODUCT_NAME),
    items: menuRoutes()
      .filter((route) => route.section === section && isMenuRouteOpenTo(route, roles))
      // Dashboard (`/`) is every role's: a role without a dashboard starts on /auth/access's start page.
      .map((route) => route.label),
  })).filter((view) => view.items.length > 0);

const sideMenuOf = (page: Page) => page.locator('aside').getByRole('menu').first();

/**
 * Opens every collapsed section of the side menu and reads the sections with their items' visible text.
 * An item rendered with no text (access denied but still drawn) shows up as an empty string.
 */
export const readSideMenu = async (page: Page): Promise<MenuSectionView[]> => {
  const menu = sideMenuOf(page);
  const sections = menu.locator(':scope > li[role="none"]');
  const views: MenuSectionView[] = [];
  for (let index = 0; index < (await sections.count()); index += 1) {
    const section = sections.nth(index);
    const title = section.locator(':scope > [role="menuitem"][aria-haspopup="true"]');
    if ((await title.getAttribute('aria-expanded')) !== 'true') await title.click();
    await section.locator(':scope > [aria-expanded="true"]').waitFor({ timeout: 5_000 });
    const items = section.getByRole('menu').getByRole('menuitem');
    views.push({
      section: (await title.innerText()).trim(),
      items: (await items.allInnerTexts()).map((text) => text.trim()),
    });
  }
  // Items outside any section (none are declared) would be listed here.
  const loose = await menu.locator(':scope > li[role="menuitem"]').allInnerTexts();
  if (loose.length) views.push({ section: '(no section)', items: loose.map((text) => text.trim()) });
  return views;
};

/**
 * Opens a page from the side menu as a person does — the section, then its item — until the address is the
 * page's. The menu may open the current page's section by itself once the page has loaded, so a section title
 * clicked at the wrong moment closes it again: the section is clicked only while it is closed, and the whole is
 * done again until the address changes (a busy machine can lose a click to the section's animation).
 */
export const openFromSideMenu = (page: Page, section: string, item: string, address: RegExp) => {
  const menu = sideMenuOf(page);
  return actUntil({
    action: `open ${section} → ${item} from the side menu`,
    act: async () => {
      const title = menu.getByRole('menuitem', { name: section });
      if ((await title.getAttribute('aria-expanded')) !== 'true') await title.click();
      await menu.getByRole('menuitem', { name: item }).click({ timeout: 10_000 });
    },
    until: `the address matches ${String(address)}`,
    done: async () => address.test(page.url()),
  });
};
