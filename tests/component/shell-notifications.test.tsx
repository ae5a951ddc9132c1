import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { NotificationsBell } from '../../src/shell/notifications/notifications-bell';
import { NOTIFICATION_POLL_MS } from '../../src/shell/notifications/use-unread-notifications';
import { fakeApi } from '../helpers/shell-fake-api';
import { ADMIN, currentLocation, EMPLOYEE, renderInShell } from '../helpers/shell-wrapper';

vi.mock('../../src/providers/http-client', async (importOriginal) => {
  const real = await importOriginal<typeof import('../../src/providers/http-client')>();
  const { fakeApi } = await import('../helpers/shell-fake-api');
  return { ...real, httpClient: () => fakeApi.client(real.createHttpClient) };
});

const UNREAD = [
  { id: 5, message: 'You were assigned task TSK-000051', parentTable: 'tasks', parent: 51, seen: false },
  { id: 6, message: 'Your request HR-000031 was approved', parentTable: 'hr_timesheet_requests', parent: 31, seen: false },
  { id: 7, message: 'Welcome to the portal', parentTable: null, parent: null, seen: false },
];

const openPopup = async () => {
  fireEvent.click(await screen.findByRole('button', { name: /^Notifications/ }));
};

const toast = async (summary: string, detail: string) => {
  const notice = (await screen.findByText(detail)).closest('.ant-notification-notice') as HTMLElement;
  expect(notice).toHaveTextContent(summary);
  return notice;
};

beforeEach(() => {
  fakeApi.reset();
  fakeApi.on('GET /notifications/current_user/', { body: UNREAD });
  fakeApi.on('POST /notifications/seen/5', { body: { ...UNREAD[0], seen: true } });
  fakeApi.on('POST /notifications/seen/6', { body: { ...UNREAD[1], seen: true } });
  fakeApi.on('POST /notifications/seen/7', { body: { ...UNREAD[2], seen: true } });
  fakeApi.on(`POST /notifications/seen/user/${ADMIN.id}`, { body: { count: 3 } });
});
afterEach(() => vi.restoreAllMocks());

describe('notifications bell', () => {
  it('shows Loading... until the first answer', async () => {
    let answer: (value: { body: unknown }) => void = () => undefined;
    fakeApi.on('GET /notifications/current_user/', () => new Promise((resolve) => (answer = resolve)));
    renderInShell(<NotificationsBell />);
    await openPopup();
    expect(await screen.findByText('Loading...')).toBeInTheDocument();
    await act(async () => answer({ body: [] }));
    expect(await screen.findByText('No unread notifications')).toBeInTheDocument();
  });

  it('says No unread notifications and offers no Mark all when there are none', async () => {
    fakeApi.on('GET /notifications/current_user/', { body: [] });
    renderInShell(<NotificationsBell />);
    await openPopup();
    expect(await screen.findByText('No unread notifications')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Mark all as read' })).not.toBeInTheDocument();
  });

  it('lists the unread ones with a comment icon, counts them and offers Mark all', async () => {
    renderInShell(<NotificationsBell />);
    expect(await screen.findByRole('button', { name: 'Notifications, 3 unread' })).toBeInTheDocument();
    await openPopup();
    const item = await screen.findByRole('button', { name: UNREAD[0].message });
    expect(item.querySelector('.anticon-comment')).not.toBeNull();
    expect(screen.getByRole('button', { name: 'Mark all as read' })).toBeInTheDocument();
  });

  it('marks a task notification seen, drops it and opens the task', async () => {
    renderInShell(<NotificationsBell />, { path: '/somewhere' });
    await openPopup();
    fireEvent.click(await screen.findByRole('button', { name: UNREAD[0].message }));
    await waitFor(() => expect(currentLocation()).toBe('/task/51'));
    expect(fakeApi.callsTo('POST /notifications/seen/5')[0].data).toEqual({ seen: true });
    expect(await screen.findByRole('button', { name: 'Notifications, 2 unread' })).toBeInTheDocument();
  });

  it("opens any other record's screen the recipient may open: an employee's HR request opens their requests", async () => {
    renderInShell(<NotificationsBell />, { path: '/somewhere', user: EMPLOYEE });
    await openPopup();
    fireEvent.click(await screen.findByRole('button', { name: UNREAD[1].message }));
    await waitFor(() => expect(currentLocation()).toBe('/leave_requests'));
  });

  it('marks a notification about no record seen without leaving the page', async () => {
    renderInShell(<NotificationsBell />, { path: '/somewhere' });
    await openPopup();
    fireEvent.click(await screen.findByRole('button', { name: UNREAD[2].message }));
    await waitFor(() => expect(screen.queryByRole('button', { name: UNREAD[2].message })).not.toBeInTheDocument());
    expect(currentLocation()).toBe('/somewhere');
  });

  it('polls every 10 seconds', async () => {
    const setIntervalSpy = vi.spyOn(window, 'setInterval');
    renderInShell(<NotificationsBell />);
    await waitFor(() => expect(fakeApi.callsTo('GET /notifications/current_user/')).toHaveLength(1));
    const poll = setIntervalSpy.mock.calls.find(([, delay]) => delay === NOTIFICATION_POLL_MS);
    expect(NOTIFICATION_POLL_MS).toBe(10_000);
    await act(async () => (poll![0] as () => void)());
    expect(fakeApi.callsTo('GET /notifications/current_user/')).toHaveLength(2);
  });
});

describe('notification toasts', () => {
  it('says when the list cannot be loaded', async () => {
    fakeApi.on('GET /notifications/current_user/', { status: 500, body: { message: 'boom' } });
    renderInShell(<NotificationsBell />);
    await toast('Error', 'Could not load notifications.');
  });

  it('says when marking one fails and keeps it', async () => {
    fakeApi.on('POST /notifications/seen/5', { status: 500 });
    renderInShell(<NotificationsBell />);
    await openPopup();
    fireEvent.click(await screen.findByRole('button', { name: UNREAD[0].message }));
    await toast('Error', 'Action failed.');
    expect(screen.getByRole('button', { name: UNREAD[0].message })).toBeInTheDocument();
    expect(currentLocation()).toBe('/');
  });

  it('says when marking all fails', async () => {
    fakeApi.on(`POST /notifications/seen/user/${ADMIN.id}`, { status: 500 });
    renderInShell(<NotificationsBell />);
    await openPopup();
    fireEvent.click(await screen.findByRole('button', { name: 'Mark all as read' }));
    await toast('Error', 'Action failed.');
  });

  it('confirms marking all, empties the list and closes the popup', async () => {
    renderInShell(<NotificationsBell />);
    await openPopup();
    fireEvent.click(await screen.findByRole('button', { name: 'Mark all as read' }));
    await toast('Success', 'All notifications marked as read.');
    expect(fakeApi.callsTo(`POST /notifications/seen/user/${ADMIN.id}`)).toHaveLength(1);
    expect(await screen.findByRole('button', { name: 'Notifications, 0 unread' })).toBeInTheDocument();
    await waitFor(() => expect(document.querySelector('.ant-popover:not(.ant-popover-hidden):not(.ant-zoom-big-leave)')).toBeNull());
  });

  it('shows toasts for 2 seconds', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    try {
      fakeApi.on('GET /notifications/current_user/', { status: 500 });
      renderInShell(<NotificationsBell />);
      const notice = await toast('Error', 'Could not load notifications.');
      const wrapper = notice.closest('.ant-notification-notice-wrapper') as HTMLElement;
      // jsdom runs no CSS animation, so a closing toast stays in its "leave" state instead of vanishing.
      await act(async () => vi.advanceTimersByTime(1_500));
      expect(wrapper.className).not.toMatch(/-leave/);
      await act(async () => vi.advanceTimersByTime(1_000));
      expect(wrapper.className).toMatch(/-leave/);
    } finally {
      vi.useRealTimers();
    }
  });
});
