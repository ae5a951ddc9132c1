// An employee writes their own records through the generic screens: the own path, the own permissions of
// the declaration, and the owner filled in by the server (the form does not ask who they are).
import type { Browser } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import type { SeededPortal } from './helpers/seeded-portal';
import { withSeededBrowser } from './helpers/seeded-browser';
import { signIn } from './helpers/sign-in';
import { chooseUntil, clickUntil } from './helpers/act-until';

type Workout = { id: number; employeeId: number; minutes: number; activity: string };

let browser: Browser;
let server: SeededPortal;

withSeededBrowser((started) => ({ server, browser } = started));

describe('own records in the browser', () => {
  it('an employee logs a workout of their own, without being asked who they are', async () => {
    const context = await browser.newContext({ viewport: { width: 1280, height: 800 } });
    const page = await context.newPage();
    await signIn(page, 'employee', server.origin);
    const employeeId = (await server.api<{ employeeId: number }>('employee', 'GET', '/users/currentUser')).employeeId;
    const latest = async () => (await server.api<Workout[]>('employee', 'GET', '/workouts?_sort=id&_order=desc&_end=1'))[0];
    const before = await latest();

    await page.goto(`${server.origin}/work_out`);
    // The week's figures of the area (the server's sums) count the new workout once it is saved.
    const week = page.getByTestId('workout-week');
    const workoutsThisWeek = async () => Number(await week.locator('.ant-statistic-content-value').first().innerText());
    await week.waitFor();
    const countBefore = await workoutsThisWeek();
    const drawer = page.getByRole('dialog');
    await clickUntil(page.getByRole('button', { name: /Create/ }), 'the new workout form is open', () => drawer.getByText('New Workout').isVisible());
    expect(await drawer.getByLabel('Employee').count()).toBe(0);
    const activity = drawer.locator('.ant-select', { has: page.getByRole('combobox', { name: /Activity/ }) });
    await chooseUntil(page, drawer.getByRole('combobox', { name: /Activity/ }), page.locator('.ant-select-dropdown:visible').getByTitle('Gym'), 'Gym is the activity', async () =>
      (await activity.locator('.ant-select-selection-item').allInnerTexts()).includes('Gym'),
    );
    await drawer.getByRole('spinbutton', { name: /minutes/i }).fill('47');
    await clickUntil(drawer.getByRole('button', { name: 'Save' }), 'a new workout is stored', async () => (await latest())?.id !== before?.id, { writes: true });
    expect(await latest()).toMatchObject({ employeeId, activity: 'Gym', minutes: 47 });
    await expect.poll(workoutsThisWeek, { timeout: 10_000 }).toBe(countBefore + 1);

    // The team board: the employee is on it, marked; the switch shows them to colleagues or hides them again.
    const board = page.locator('.ant-card').filter({ hasText: 'Team board' });
    const share = board.getByRole('switch', { name: 'Show me on the team board' });
    const wasShared = (await share.getAttribute('aria-checked')) === 'true';
    // A switch: pressed again only while it still shows the old position and nothing has been sent.
    await clickUntil(share, 'the switch has turned', async () => (await share.getAttribute('aria-checked')) === String(!wasShared), {
      writes: true,
      mayRepeat: async () => (await share.getAttribute('aria-checked')) === String(wasShared),
    });
    const myTag = board.locator('.ant-tag').filter({ hasText: /^you/ });
    await expect.poll(() => myTag.innerText()).toBe(wasShared ? 'you (only you see this)' : 'you');
    await context.close();
  });
});
