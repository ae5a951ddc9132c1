import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { confirmDelete } from '../../src/shell/feedback/confirm-delete';
import { confirmDelete as confirmRecordDelete } from '../../src/screens/generic/confirm-delete';
import { i18n } from '../../src/i18n/translate';
import { ShellLayout } from '../../src/shell/layout/shell-layout';
import { DARK_CLASS, THEME_STORAGE_KEY } from '../../src/shell/theme/theme-mode';
import { fakeApi } from '../helpers/shell-fake-api';
import { mediaQueryList } from '../helpers/media-query';
import { ADMIN, EMPLOYEE, renderInShell, type TestUser } from '../helpers/shell-wrapper';
import { registry } from '../../resources.config';
import { refineResources } from '../../src/routing';
import { menuItems } from '../../src/access/resource-routes';
import { withProductName } from '../../src/config';

vi.mock('../../src/providers/http-client', async (importOriginal) => {
  const real = await importOriginal<typeof import('../../src/providers/http-client')>();
  const { fakeApi } = await import('../helpers/shell-fake-api');
  return { ...real, httpClient: () => fakeApi.client(real.createHttpClient) };
});

const COMPANY = { name: 'Rossi & Bianchi S.r.l.', address: 'Via Roma 12, 20121 Milano (MI)', url: 'https://www.example.com' };
const RESOURCES = [
  { name: 'HR', meta: { label: 'HR' } },
  { name: 'employees', list: '/admin/employees', meta: { parent: 'HR', label: 'Employees' } },
];

const renderLayout = ({ user = ADMIN, environment = 'production' }: { user?: TestUser; environment?: string } = {}) =>
  renderInShell(
    <ShellLayout environment={environment} company={COMPANY}>
      <p>page content</p>
    </ShellLayout>,
    { user, resources: RESOURCES },
  );

/** A screen this wide answers the layout's width queries (jsdom's own window is 1024 px). */
const useWidth = (width: number) =>
  vi.spyOn(window, 'matchMedia').mockImplementation((query: string) => mediaQueryList(query, /min-width/.test(query) && Number(/(\d+)px/.exec(query)?.[1]) <= width));
const useDesktopWidth = () => useWidth(1280);

beforeEach(() => {
  window.localStorage.clear();
  fakeApi.reset();
  fakeApi.on('GET /notifications/current_user/', { body: [] });
  fakeApi.on(`GET /users/${ADMIN.id}`, { body: { id: ADMIN.id, profilePicture: null } });
  fakeApi.on(`GET /users/${EMPLOYEE.id}`, { body: { id: EMPLOYEE.id, profilePicture: null } });
  fakeApi.on('GET /admin/hr_timesheet/count-pending', { body: { count: 3 } });
});
afterEach(() => vi.restoreAllMocks());

describe('top bar', () => {
  it('shows the page inside the layout with a logo linking home and the search box', async () => {
    renderLayout();
    expect(await screen.findByText('page content')).toBeInTheDocument();
    expect(screen.getAllByRole('link', { name: 'Staff Portal home' })[0]).toHaveAttribute('href', '/');
    expect(screen.getByPlaceholderText('Search For Number...')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: /^Notifications/ })).toBeInTheDocument();
  });

  it('hides the environment badge in production and shows it elsewhere', async () => {
    const { unmount } = renderLayout();
    await screen.findByText('page content');
    expect(screen.queryByText('PRODUCTION')).not.toBeInTheDocument();
    unmount();
    renderLayout({ environment: 'staging' });
    expect(await screen.findByText('STAGING')).toBeInTheDocument();
  });

  it('gives an admin the HR inbox with the pending count, fetched once', async () => {
    renderLayout();
    const inbox = await screen.findByRole('link', { name: 'HR requests, 3 pending' });
    expect(inbox).toHaveAttribute('href', '/admin/leave_requests');
    expect(within(inbox).getByText('3')).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Calendar' })).not.toBeInTheDocument();
    expect(fakeApi.callsTo('GET /admin/hr_timesheet/count-pending')).toHaveLength(1);
  });

  it('logs a failed pending count', async () => {
    const logged = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    fakeApi.on('GET /admin/hr_timesheet/count-pending', { status: 500 });
    renderLayout();
    await waitFor(() => expect(logged).toHaveBeenCalledWith('Errore nel recupero richieste pendenti', expect.anything()));
  });

  it('gives an employee the calendar and no inbox', async () => {
    renderLayout({ user: EMPLOYEE });
    expect(await screen.findByRole('link', { name: 'Calendar' })).toHaveAttribute('href', '/calendar');
    expect(screen.queryByRole('link', { name: /HR requests/ })).not.toBeInTheDocument();
    expect(fakeApi.callsTo('GET /admin/hr_timesheet/count-pending')).toHaveLength(0);
  });

  it('shows the company link in the footer', async () => {
    renderLayout();
    expect(await screen.findByRole('link', { name: COMPANY.name })).toHaveAttribute('href', COMPANY.url);
    expect(screen.getByText(new RegExp(COMPANY.address.replace(/[()]/g, '.')))).toBeInTheDocument();
  });
});

describe('theme', () => {
  it('starts dark, switches to light on toggle and remembers it after a reload', async () => {
    const { unmount } = renderLayout();
    await screen.findByText('page content');
    expect(document.documentElement).toHaveClass(DARK_CLASS);
    expect(document.body).toHaveClass(DARK_CLASS);
    fireEvent.click(screen.getByRole('button', { name: 'Switch to light theme' }));
    expect(document.documentElement).not.toHaveClass(DARK_CLASS);
    expect(JSON.parse(window.localStorage.getItem(THEME_STORAGE_KEY)!)).toMatchObject({ mode: 'light' });
    unmount();
    renderLayout();
    await screen.findByText('page content');
    expect(document.documentElement).not.toHaveClass(DARK_CLASS);
    expect(screen.getByRole('button', { name: 'Switch to dark theme' })).toBeInTheDocument();
  });
});

describe('theme from the system', () => {
  /** A system whose colour scheme is `scheme`, telling its listeners when `change` is called. */
  const useSystemScheme = (initial: 'light' | 'dark') => {
    let scheme = initial;
    const listeners = new Set<() => void>();
    vi.spyOn(window, 'matchMedia').mockImplementation((query: string) =>
      query.includes('prefers-color-scheme')
        ? ({
            ...mediaQueryList(query, query.includes(scheme)),
            addEventListener: (_type: string, listener: () => void) => void listeners.add(listener),
            removeEventListener: (_type: string, listener: () => void) => void listeners.delete(listener),
          } as unknown as MediaQueryList)
        : mediaQueryList(query, /min-width/.test(query) && Number(/(\d+)px/.exec(query)?.[1]) <= 1280),
    );
    return { change: (next: 'light' | 'dark') => ((scheme = next), listeners.forEach((listener) => listener())) };
  };

  it("starts as the system's scheme and follows it until the person chooses; then the choice holds", async () => {
    const system = useSystemScheme('light');
    renderLayout();
    await screen.findByText('page content');
    expect(document.documentElement).not.toHaveClass(DARK_CLASS);
    act(() => system.change('dark'));
    expect(document.documentElement).toHaveClass(DARK_CLASS);
    expect(JSON.parse(window.localStorage.getItem(THEME_STORAGE_KEY)!).mode).toBeUndefined();
    fireEvent.click(screen.getByRole('button', { name: 'Switch to light theme' }));
    expect(document.documentElement).not.toHaveClass(DARK_CLASS);
    act(() => system.change('dark'));
    expect(document.documentElement).not.toHaveClass(DARK_CLASS);
    expect(JSON.parse(window.localStorage.getItem(THEME_STORAGE_KEY)!)).toMatchObject({ mode: 'light', isChosen: true });
  });
});

describe('side menu', () => {
  it('opens as an overlay drawer on a narrow screen, with section icons', async () => {
    useWidth(390);
    renderLayout();
    await screen.findByText('page content');
    expect(screen.queryByRole('link', { name: 'Employees' })).not.toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'Toggle menu' }));
    const drawer = (await screen.findByText('HR')).closest('.ant-drawer') as HTMLElement;
    expect(drawer).not.toBeNull();
    expect(drawer.querySelector('.anticon-team')).not.toBeNull();
  });

  // The menu's rules, not a copy of today's menu: sections in registry order (where their first item is), an item
  // only for a role its route allows (or a route with no role limit), and no section left without items.
  it('shows each role only the items their roles open, sections in registry order and none empty', async () => {
    useDesktopWidth();
    const items = menuItems(registry);
    const opens = (roles: readonly string[], path: string) => {
      const route = registry.flatMap((entry) => entry.routes ?? []).find((candidate) => candidate.path === path)!;
      return !route.roles?.length || route.roles.some((role) => roles.includes(role));
    };
    const sectionsInOrder = [...new Set(items.map((item) => item.section))];
    for (const user of [EMPLOYEE, ADMIN]) {
      const { unmount } = renderInShell(
        <ShellLayout environment="production" company={COMPANY}>
          <p>page content</p>
        </ShellLayout>,
        { user, resources: refineResources(registry) },
      );
      const theirs = items.filter((item) => opens(user.roles, item.path));
      const expected = sectionsInOrder.filter((section) => theirs.some((item) => item.section === section)).map((section) => withProductName(section));
      await waitFor(() => expect([...document.querySelectorAll('.ant-menu-submenu-title')].map((title) => title.textContent)).toEqual(expected));
      // An employee sees fewer sections than there are: the hiding rule is at work, not merely allowed.
      if (user === EMPLOYEE) expect(expected.length).toBeLessThan(sectionsInOrder.length);
      for (const section of expected) fireEvent.click(screen.getByText(section));
      // Each section holds exactly the items of the role, in registry order.
      await waitFor(() => {
        const shown = [...document.querySelectorAll('.ant-menu-root > .ant-menu-submenu')].map((submenu) => [
          submenu.querySelector('.ant-menu-submenu-title')?.textContent,
          [...submenu.querySelectorAll('.ant-menu-sub a')].map((link) => link.textContent),
        ]);
        expect(shown).toEqual(
          expected.map((section) => [section, theirs.filter((item) => withProductName(item.section) === section).map((item) => withProductName(item.label))]),
        );
      });
      // Each section shows an icon of its own, whether a module gives one or the default.
      for (const title of document.querySelectorAll('.ant-menu-submenu-title')) expect(title.querySelector('.anticon')).not.toBeNull();
      unmount();
    }
  });

  it('is static and collapsible on a desktop screen', async () => {
    useDesktopWidth();
    renderLayout();
    const section = await screen.findByText('HR');
    const sider = section.closest('.ant-layout-sider') as HTMLElement;
    expect(sider).not.toHaveClass('ant-layout-sider-collapsed');
    fireEvent.click(screen.getByRole('button', { name: 'Toggle menu' }));
    await waitFor(() => expect(sider).toHaveClass('ant-layout-sider-collapsed'));
  });
});

describe('delete confirmation', () => {
  it('resolves true on Delete and false on Cancel', async () => {
    renderLayout();
    await screen.findByText('page content');
    let answer: Promise<boolean> | undefined;
    act(() => void (answer = confirmDelete({ content: 'Delete employee EMP-000007?' })));
    expect(await screen.findByText('Delete employee EMP-000007?')).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'Delete' }));
    await expect(answer).resolves.toBe(true);
    act(() => void (answer = confirmDelete()));
    await screen.findAllByText('Are you sure you want to delete this record?');
    fireEvent.click(screen.getAllByRole('button', { name: 'Cancel' }).at(-1)!);
    await expect(answer).resolves.toBe(false);
  });

  it('asks in Italian for an Italian user, naming the record', async () => {
    renderLayout();
    await screen.findByText('page content');
    await act(() => i18n.changeLanguage('it'));
    try {
      let answer: Promise<boolean> | undefined;
      act(() => void (answer = confirmRecordDelete('dipendente EMP-000007')));
      expect(await screen.findByText('Eliminare dipendente EMP-000007?')).toBeInTheDocument();
      fireEvent.click(screen.getAllByRole('button', { name: 'Annulla' }).at(-1)!);
      await expect(answer).resolves.toBe(false);
      act(() => void (answer = confirmDelete()));
      await screen.findAllByText('Eliminare questo record?');
      fireEvent.click(screen.getAllByRole('button', { name: 'Elimina' }).at(-1)!);
      await expect(answer).resolves.toBe(true);
    } finally {
      await act(() => i18n.changeLanguage('en'));
    }
  });
});
