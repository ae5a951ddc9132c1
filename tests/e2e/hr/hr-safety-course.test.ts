// Safety course completion in the browser (issue 26): HR sees on the course's page who is missing it, the
// employee opens My pages → My courses, completes their assignment with the certificate, and HR sees them no
// longer missing; HR completes a colleague's from the same list.
import type { Browser } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import type { SeededPortal } from '../helpers/seeded-portal';
import { withSeededBrowser } from '../helpers/seeded-browser';
import { signIn } from '../helpers/sign-in';
import { clickUntil } from '../helpers/act-until';
import { openFromSideMenu } from '../helpers/side-menu';

type Course = { id: number; title: string };
type Assignment = { id: number; employeeId: number; safetyCourseId: number; isCompleted: boolean; completedDate: string | null };
type Employee = { id: number; fullName: string };

let browser: Browser;
let server: SeededPortal;

withSeededBrowser((started) => ({ server, browser } = started));

const COURSE = 'Uso sicuro dei videoterminali';
const PDF = Buffer.from('%PDF-1.4\n1 0 obj<<>>endobj\ntrailer<<>>\n%%EOF\n');

describe('safety course completion in the browser', () => {
  it('HR sees who is missing, the employee completes with the certificate, HR completes a colleague', async () => {
    const [course] = await server.api<Course[]>('hr', 'GET', `/admin/safety_course?title=${encodeURIComponent(COURSE)}`);
    const [me] = await server.api<Employee[]>('employee', 'GET', '/employees');
    const open = await server.api<Assignment[]>('hr', 'GET', `/admin/safety_course_assignments?safetyCourseId=${course.id}&isCompleted=false`);
    const colleagueAssignment = open.find((row) => row.employeeId !== me.id)!;
    const colleague = await server.api<Employee>('hr', 'GET', `/admin/employees/${colleagueAssignment.employeeId}`);

    // HR: the course list → the course's page lists the employee as not completed.
    const hr = await (await browser.newContext({ viewport: { width: 1400, height: 900 } })).newPage();
    await signIn(hr, 'hr', server.origin);
    await hr.goto(`${server.origin}/admin/safety_course`);
    await hr.locator('tr', { hasText: COURSE }).getByRole('link', { name: 'Show' }).click();
    const missing = hr.locator('.ant-card', { hasText: 'Missing or expiring' });
    const myRow = missing.locator('tr', { hasText: me.fullName });
    await expect.poll(() => myRow.getByText('Not completed').isVisible(), { timeout: 30_000 }).toBe(true);

    // The employee: My pages → My courses, Complete on the course with the certificate.
    const employee = await (await browser.newContext({ viewport: { width: 1280, height: 900 } })).newPage();
    await signIn(employee, 'employee', server.origin);
    await openFromSideMenu(employee, 'My pages', 'My courses', /\/my_courses$/);
    const row = employee.locator('tr', { hasText: COURSE });
    const dialog = employee.getByRole('dialog');
    await clickUntil(row.getByRole('button', { name: 'Complete' }), 'the completion form is open', () => dialog.getByLabel('Completed on').isVisible(), { timeout: 90_000 });
    await dialog.getByLabel('Completed on').fill('11/20/26');
    await dialog.getByLabel('Completed on').press('Tab');
    await dialog.getByLabel('Certificate number').fill('AT-2026-77777');
    await dialog.locator('input[type=file]').setInputFiles({ name: 'attestato.pdf', mimeType: 'application/pdf', buffer: PDF });
    // Done: the row no longer offers Complete, and the server holds the completion and the certificate.
    await clickUntil(dialog.getByRole('button', { name: 'Complete' }), 'the row no longer offers Complete', async () => (await row.getByRole('button', { name: 'Complete' }).count()) === 0, { writes: true });
    const mine = (await server.api<Assignment[]>('employee', 'GET', `/safety_course/assign?safetyCourseId=${course.id}`))[0];
    expect(mine).toMatchObject({ isCompleted: true, completedDate: '2026-11-20' });
    const files = await server.api<{ fileName: string }[]>('employee', 'GET', `/safety_course/assign/attachments/${mine.id}`);
    expect(files.map((file) => file.fileName)).toEqual(['attestato.pdf']);
    // Its page shows the certificate.
    await clickUntil(row.getByRole('link', { name: 'Show' }), 'the page shows the certificate', () => employee.getByText('attestato.pdf').isVisible(), { timeout: 90_000, patience: 30_000 });

    // HR: the employee is no longer missing; HR completes the colleague's from the list.
    await hr.reload();
    const colleagueRow = missing.locator('tr', { hasText: colleague.fullName });
    await expect.poll(() => colleagueRow.isVisible(), { timeout: 30_000 }).toBe(true);
    expect(await missing.locator('tr', { hasText: me.fullName }).count()).toBe(0);
    const form = hr.getByRole('dialog');
    await clickUntil(colleagueRow.getByRole('button', { name: 'Complete' }), 'the completion form is open', () => form.getByLabel('Completed on').isVisible());
    await form.getByLabel('Completed on').fill('11/21/26');
    await form.getByLabel('Completed on').press('Tab');
    await clickUntil(form.getByRole('button', { name: 'Complete' }), 'the colleague leaves the missing list', async () => (await missing.locator('tr', { hasText: colleague.fullName }).count()) === 0, { writes: true });
    expect(await server.api<Assignment>('hr', 'GET', `/admin/safety_course_assignments/${colleagueAssignment.id}`)).toMatchObject({ isCompleted: true, completedDate: '2026-11-21' });
  }, 240_000);
});
