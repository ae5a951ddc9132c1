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

  it('shows an employee only the sections and items their roles open, and no empty section', async () => {
    useDesktopWidth();
    renderInShell(
      <ShellLayout environment="production" company={COMPANY}>
        <p>page content</p>
      </ShellLayout>,
      { user: EMPLOYEE, resources: refineResources(registry) },
    );
    expect(await screen.findByText('PM')).toBeInTheDocument();
    // Hidden sections leave no empty entry behind (an icon with no label).
    const sections = [...document.querySelectorAll('.ant-menu-submenu-title')].map((title) => title.textContent);
    expect(sections).toEqual(['Home', 'PM', 'My pages', 'FitPortal']);
    fireEvent.click(screen.getByText('PM'));
    expect(await screen.findByRole('link', { name: 'Time Sheet' })).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Time Sheet - Approvals' })).not.toBeInTheDocument();
    // Their own pages, the time sheet first (issue 26), beside SPEC's PM item.
    fireEvent.click(screen.getByText('My pages'));
    expect(await screen.findByRole('link', { name: 'My time' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'My requests' })).toBeInTheDocument();
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
