// A project manager creates a task from the project's page (the project comes from the page, so its sprint and
// owner are offered at once) and moves it across the sprint's status board on the planning page (issue 26).
import type { Browser } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import type { SeededPortal } from '../helpers/seeded-portal';
import { withSeededBrowser } from '../helpers/seeded-browser';
import { signIn } from '../helpers/sign-in';
import { chooseUntil, clickUntil } from '../helpers/act-until';
import { dragTo } from '../helpers/drag';

type Row = { id: number; [key: string]: unknown };

let browser: Browser;
let server: SeededPortal;

withSeededBrowser((started) => ({ server, browser } = started));


describe('project tasks in the browser', () => {
  it('a project manager adds a task on the project page and drags it from To Do to In Progress', async () => {
    const [project] = await server.api<Row[]>('pm', 'GET', '/admin/project?_sort=id&_order=asc&_end=1');
    const sprint = await server.api<Row>('pm', 'PUT', '/admin/sprint', { projectId: project.id, name: 'E2E board sprint', startDate: '2026-11-02', endDate: '2026-11-13', status: 'Active' });
    const [member] = await server.api<Row[]>('pm', 'GET', `/admin/project_members?projectId=${project.id}&_end=1`);
    const people = await server.api<Row[]>('pm', 'GET', '/lookup/employees?_end=1000');
    const owner = people.find((person) => person.id === member.employeeId)!;

    const page = await (await browser.newContext({ viewport: { width: 1400, height: 900 } })).newPage();
    await signIn(page, 'pm', server.origin);
    await page.goto(`${server.origin}/admin/project`);
    await page.locator('tr', { hasText: String(project.name) }).getByRole('link', { name: 'Show' }).click();
    const tasksCard = page.locator('.ant-card').filter({ has: page.locator('.ant-card-head-title', { hasText: /^Tasks$/ }) });
    const drawer = page.getByRole('dialog');
    await clickUntil(tasksCard.getByRole('button', { name: 'Add' }), 'the new task form is open', () => drawer.getByLabel('Title').isVisible());
    await drawer.getByLabel('Title').fill('E2E task from the project page');
    // The project is the page's: no project field, and sprint and owner are offered at once.
    expect(await drawer.getByLabel('Project').count()).toBe(0);
    const sprintBox = drawer.locator('.ant-select', { has: page.getByRole('combobox', { name: /Sprint/ }) });
    await chooseUntil(page, drawer.getByRole('combobox', { name: /Sprint/ }), page.locator('.ant-select-dropdown:visible').getByTitle(String(sprint.name), { exact: true }), `the sprint ${String(sprint.name)} is chosen`, async () =>
      (await sprintBox.locator('.ant-select-selection-item').allInnerTexts()).includes(String(sprint.name)),
    );
    const ownerBox = drawer.locator('.ant-select', { has: page.getByRole('combobox', { name: /Owner/ }) });
    await chooseUntil(page, drawer.getByRole('combobox', { name: /Owner/ }), page.locator(`.ant-select-dropdown:visible .ant-select-item-option[title="${String(owner.fullName)}"]`).first(), `the owner ${String(owner.fullName)} is chosen`, async () =>
      (await ownerBox.locator('.ant-select-selection-item').allInnerTexts()).includes(String(owner.fullName)),
    );
    const created = async () => (await server.api<Row[]>('pm', 'GET', `/admin/task?projectId=${project.id}&title=${encodeURIComponent('E2E task from the project page')}`))[0];
    await clickUntil(drawer.getByRole('button', { name: 'Save' }), 'the task is created', async () => (await created()) !== undefined, { writes: true });
    const task = await created();
    expect(task).toMatchObject({ projectId: project.id, sprintId: sprint.id, ownerId: owner.id, status: 'To Do' });
    await expect.poll(() => tasksCard.getByText('E2E task from the project page').isVisible(), { timeout: 15_000 }).toBe(true);

    // The planning page: the sprint's board by status; the task goes from To Do to In Progress.
    const board = page.locator('.ant-card').filter({ has: page.locator('.ant-card-head-title', { hasText: /^Sprint board$/ }) });
    await clickUntil(page.getByRole('button', { name: 'Planning' }), 'the sprint board shows', () => board.isVisible(), { timeout: 60_000, patience: 20_000 });
    // The sprint is chosen above the board (another active sprint of the project may come first).
    await chooseUntil(
      page,
      board.locator('.ant-card-extra .ant-select-selector'),
      page.locator('.ant-select-dropdown:visible').getByTitle(`${String(sprint.name)} · Active`, { exact: true }),
      `the board shows ${String(sprint.name)}`,
      async () => (await board.locator('.ant-card-extra .ant-select-selection-item').allInnerTexts()).includes(`${String(sprint.name)} · Active`),
    );
    const toDo = board.getByRole('region', { name: 'To Do' });
    const inProgress = board.getByRole('region', { name: 'In Progress' });
    const card = toDo.getByTestId(`status-task-${task.id}`);
    await card.waitFor({ timeout: 30_000 });
    await card.scrollIntoViewIfNeeded();
    await dragTo(page, card, inProgress);
    await expect.poll(async () => (await server.api<Row>('pm', 'GET', `/admin/task/${task.id}`)).status, { timeout: 15_000 }).toBe('In Progress');
    await expect.poll(() => inProgress.getByTestId(`status-task-${task.id}`).count(), { timeout: 15_000 }).toBe(1);
    // The keyboard's way: its Status select moves it on to Done.
    await chooseUntil(
      page,
      inProgress.getByTestId(`status-task-${task.id}`).locator('.ant-select-selector'),
      page.locator('.ant-select-dropdown:visible').getByTitle('Done', { exact: true }),
      'the task is Done',
      async () => (await server.api<Row>('pm', 'GET', `/admin/task/${task.id}`)).status === 'Done',
      { writes: true },
    );
    await expect.poll(() => board.getByRole('region', { name: 'Done' }).getByTestId(`status-task-${task.id}`).count(), { timeout: 15_000 }).toBe(1);
  }, 240_000);
});
