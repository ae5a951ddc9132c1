import Decimal from 'decimal.js';
import type { MonthGrid } from '../../domain/month-grid';
import { isWorkingDay, type GridDay } from './month-days';

// The grid as data, free of React: rows (work order, optionally a task), cells by row and day, what the
// employee typed (edits, as text), the totals and the writes that turn the edits into entries.

export type GridRow = { key: string; workOrderId: number; taskId: number | null; label: string; title: string };
export type Cell = { entryId: number; version: number; hours: number };
/** Typed texts by cell key, until saved. */
export type Edits = Readonly<Record<string, string>>;
export type CellWrite =
  | { kind: 'create'; cellKey: string; date: string; workOrderId: number; taskId: number | null; hours: number }
  | { kind: 'update'; cellKey: string; entryId: number; version: number; hours: number }
  | { kind: 'delete'; cellKey: string; entryId: number };

export const rowKeyOf = (workOrderId: number, taskId: number | null) => `${workOrderId}:${taskId ?? ''}`;
export const cellKeyOf = (rowKey: string, date: string) => `${rowKey}|${date}`;
const dateOfCell = (cellKey: string) => cellKey.slice(cellKey.indexOf('|') + 1);

/** A task row chosen on the grid, not saved yet. */
export type AddedRow = { workOrderId: number; taskId: number };

/**
 * One row per work order the employee may book on, plus one per (work order, task) the month's entries name,
 * one per row the edits name (a task row copied from last month) and one per task row chosen on the grid.
 */
export const gridRows = (grid: MonthGrid, edits: Edits = {}, added: readonly AddedRow[] = []): GridRow[] => {
  const orders = new Map(grid.workOrders.map((order) => [order.id, order]));
  const tasks = new Map([...(grid.bookableTasks ?? []), ...grid.tasks].map((task) => [task.id, task]));
  const rows = new Map<string, GridRow>();
  const add = (workOrderId: number, taskId: number | null) => {
    const key = rowKeyOf(workOrderId, taskId);
    if (rows.has(key)) return;
    const order = orders.get(workOrderId);
    const task = taskId === null ? undefined : tasks.get(taskId);
    const label = order ? order.number : `#${workOrderId}`;
    rows.set(key, { key, workOrderId, taskId, label: task ? `${label} · ${task.number}` : label, title: task ? task.title : (order?.name ?? '') });
  };
  for (const order of grid.workOrders) add(order.id, null);
  for (const entry of grid.entries) add(entry.workOrderId, entry.taskId);
  for (const cellKey of Object.keys(edits)) {
    const [workOrderId, taskId] = cellKey.slice(0, cellKey.indexOf('|')).split(':');
    add(Number(workOrderId), taskId ? Number(taskId) : null);
  }
  for (const row of added) add(row.workOrderId, row.taskId);
  return [...rows.values()].sort((a, b) => a.label.localeCompare(b.label));
};

/** Saved cells. Two entries on the same cell (a note each) show as their sum and are edited as the first. */
export const gridCells = (grid: MonthGrid): Map<string, Cell & { extra: number[] }> => {
  const cells = new Map<string, Cell & { extra: number[] }>();
  for (const entry of grid.entries) {
    const key = cellKeyOf(rowKeyOf(entry.workOrderId, entry.taskId), entry.date);
    const cell = cells.get(key);
    if (cell) {
      cell.hours = new Decimal(cell.hours).plus(entry.hours).toNumber();
      cell.extra.push(entry.id);
    } else cells.set(key, { entryId: entry.id, version: entry.version, hours: entry.hours, extra: [] });
  }
  return cells;
};

/** Typed text to hours: empty is none, a comma is a decimal point (7,5); anything else is invalid. */
export const parseHours = (text: string): number | null | 'invalid' => {
  const trimmed = text.trim().replace(',', '.');
  if (trimmed === '') return null;
  if (!/^\d{1,2}(\.\d{1,2})?$/.test(trimmed)) return 'invalid';
  return Number(trimmed);
};

export const formatHours = (hours: number | null | undefined) => (hours === null || hours === undefined || hours === 0 ? '' : String(hours));

/** The hours a cell shows: the typed text when valid, else the saved value. */
export const hoursOf = (cells: ReadonlyMap<string, Cell>, edits: Edits, cellKey: string): number => {
  if (cellKey in edits) {
    const parsed = parseHours(edits[cellKey]);
    return typeof parsed === 'number' ? parsed : 0;
  }
  return cells.get(cellKey)?.hours ?? 0;
};

/** Approved leave per day in hours (whole days count the daily hours, on working days only). */
export const leaveByDay = (grid: MonthGrid, days: readonly GridDay[]): Map<string, { hours: number; causes: string[] }> => {
  const byDay = new Map<string, { hours: number; causes: string[] }>();
  for (const day of days)
    for (const request of grid.leave) {
      if (day.date < request.startDate || day.date > request.endDate) continue;
      if (request.hours === null && !isWorkingDay(day)) continue;
      const current = byDay.get(day.date) ?? { hours: 0, causes: [] };
      byDay.set(day.date, { hours: new Decimal(current.hours).plus(request.hours ?? grid.dailyHours).toNumber(), causes: [...current.causes, request.cause] });
    }
  return byDay;
};

const sum = (values: number[]) => values.reduce((total, value) => total.plus(value), new Decimal(0)).toNumber();

export const rowTotal = (cells: ReadonlyMap<string, Cell>, edits: Edits, row: GridRow, days: readonly GridDay[]) =>
  sum(days.map((day) => hoursOf(cells, edits, cellKeyOf(row.key, day.date))));

/** Work of the day (all rows) plus its leave. */
export const dayTotal = (cells: ReadonlyMap<string, Cell>, edits: Edits, rows: readonly GridRow[], date: string, leave = 0) =>
  sum([...rows.map((row) => hoursOf(cells, edits, cellKeyOf(row.key, date))), leave]);

export const monthTotal = (cells: ReadonlyMap<string, Cell>, edits: Edits, rows: readonly GridRow[], days: readonly GridDay[]) =>
  sum(rows.map((row) => rowTotal(cells, edits, row, days)));

/** The writes that make the saved entries match the edits; cells whose text is invalid are left out. */
export const writesOf = (cells: ReadonlyMap<string, Cell>, edits: Edits, rows: readonly GridRow[]): CellWrite[] => {
  const rowsByKey = new Map(rows.map((row) => [row.key, row]));
  const writes: CellWrite[] = [];
  for (const [cellKey, text] of Object.entries(edits)) {
    const hours = parseHours(text);
    if (hours === 'invalid') continue;
    const saved = cells.get(cellKey);
    if (saved && (hours === null || hours === 0)) writes.push({ kind: 'delete', cellKey, entryId: saved.entryId });
    else if (saved && hours !== null && hours !== saved.hours) writes.push({ kind: 'update', cellKey, entryId: saved.entryId, version: saved.version, hours });
    else if (!saved && hours !== null && hours > 0) {
      const row = rowsByKey.get(cellKey.slice(0, cellKey.indexOf('|')));
      if (row) writes.push({ kind: 'create', cellKey, date: dateOfCell(cellKey), workOrderId: row.workOrderId, taskId: row.taskId, hours });
    }
  }
  return writes;
};
