import { describe, expect, test } from 'vitest';
import { findResource } from '../../resources.config';
import { rowsToCsv } from '../../src/screens/generic/csv-export';

// The CSV carries what the list shows: a reference column names the referenced record, not its id.

const tasks = findResource('tasks')!;
const row = { id: 7, number: 'TSK-000007', title: 'Close the month', assigneeId: 4, status: 'To Do', priority: 'High', dueDate: '2026-11-30' };

describe('CSV of a list', () => {
  test('writes a reference as the referenced title', () => {
    const csv = rowsToCsv(tasks, [row], { assigneeId: new Map([['4', 'Enrico Dipendente']]) });
    expect(csv.split('\r\n')).toEqual(['Number,Title,Assignee,Status,Priority,Due date', 'TSK-000007,Close the month,Enrico Dipendente,To Do,High,11/30/26']);
  });

  test('falls back to the id when no title was found', () => {
    expect(rowsToCsv(tasks, [row]).split('\r\n')[1]).toBe('TSK-000007,Close the month,4,To Do,High,11/30/26');
  });

  test('a typed formula leaves as text with an apostrophe, in plain cells and in reference titles', () => {
    const hostile = { ...row, title: '=HYPERLINK("http://evil.example","click")', number: '@SUM(A1)' };
    const csv = rowsToCsv(tasks, [hostile], { assigneeId: new Map([['4', '+cmd|calc']]) });
    expect(csv.split('\r\n')[1]).toBe(`'@SUM(A1),"'=HYPERLINK(""http://evil.example"",""click"")",'+cmd|calc,To Do,High,11/30/26`);
  });
});
