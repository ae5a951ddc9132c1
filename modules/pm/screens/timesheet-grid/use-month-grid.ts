import { useCustom, useDataProvider, useInvalidate } from '@refinedev/core';
import { useMemo, useState } from 'react';
import type { MonthGrid } from '../../domain/month-grid';
import { isAdminCorrection } from '../../domain/month-difference';
import { ENTRY_LOCKING_STATUSES } from '../../month-sheets.resource';
import { useSignedInUser } from '../../../../src/providers/signed-in-user';
import type { Scope } from '../../../../src/providers/dataProvider';
import { gridCells, gridRows, writesOf, type AddedRow, type CellWrite, type Edits } from './grid-model';
import { monthDays } from './month-days';
import { FIRM_CLOSING_DAYS, type ClosingDayOfCalendar } from '../../../firm/firm-paths';
import { actionPathOf } from '../../../../resources/paths';
import { monthSheets } from '../../month-sheets.resource';
import { timesheetEntries } from '../../timesheet-entries.resource';

// Loads one month (own by year and month, or anyone's by month sheet id for an approver), keeps what is
// typed until saved, and saves cell by cell through the generic entry calls: each refusal stays on its cell,
// and so does each warning of a cell that was saved (a day above the contract's hours).

export type MonthGridSource = { scope: 'own'; year: number; month: number } | { scope: 'admin'; monthId: number };

const ENTRIES = timesheetEntries.name;

/** The `warnings` a write's reply carries beside the row (server/operations/write-rules.ts). */
const warningOf = (reply: unknown): string | undefined => {
  const warnings = (reply as { data?: { warnings?: { message: string }[] } } | undefined)?.data?.warnings;
  return warnings && warnings.length > 0 ? warnings.map((warning) => warning.message).join('; ') : undefined;
};

const messageOf = (error: unknown) => {
  const failure = error as { errors?: Record<string, unknown>; detail?: string; message?: string };
  const fieldMessage = failure.errors ? Object.values(failure.errors).find((value) => typeof value === 'string') : undefined;
  return failure.detail ?? (typeof fieldMessage === 'string' ? fieldMessage : undefined) ?? failure.message ?? 'Not saved';
};

export const useMonthGrid = (source: MonthGridSource) => {
  const url = source.scope === 'own' ? actionPathOf(monthSheets, 'sheet') : actionPathOf(monthSheets, 'sheetOf', source.monthId);
  const query = source.scope === 'own' ? { year: source.year, month: source.month } : undefined;
  const { result, query: state } = useCustom<MonthGrid>({ url, method: 'get', config: { query }, meta: { scope: source.scope } });
  const grid = state.isSuccess ? result.data : undefined;
  const [edits, setEdits] = useState<Edits>({});
  const [addedRows, setAddedRows] = useState<AddedRow[]>([]);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [warnings, setWarnings] = useState<Record<string, string>>({});
  const [isSaving, setIsSaving] = useState(false);
  const dataProvider = useDataProvider()();
  const invalidate = useInvalidate();

  // The firm's closing days are off like public holidays (GET /firm/closing_days, any signed-in user).
  const { result: closing } = useCustom<ClosingDayOfCalendar[]>({ url: FIRM_CLOSING_DAYS.path, method: 'get' });
  const closingDays = useMemo(() => new Map((Array.isArray(closing.data) ? closing.data : []).map((day) => [day.day, day.name])), [closing.data]);
  const days = useMemo(() => (grid ? monthDays(grid.month.year, grid.month.month, closingDays) : []), [grid, closingDays]);
  const rows = useMemo(() => (grid ? gridRows(grid, edits, addedRows) : []), [grid, edits, addedRows]);
  /** A task chosen on a work order's row: a row of its own, booked as entries of the work order with the task. */
  const addTaskRow = (workOrderId: number, taskId: number) => setAddedRows((current) => [...current, { workOrderId, taskId }]);
  const cells = useMemo(() => (grid ? gridCells(grid) : new Map()), [grid]);
  const { roles } = useSignedInUser();
  // An admin may still correct an approved month from its page (the server sends it back for approval).
  const isCorrection = grid !== undefined && source.scope === 'admin' && isAdminCorrection(grid.month, roles);
  const isLocked = grid ? ENTRY_LOCKING_STATUSES.includes(grid.month.status) && !isCorrection : true;
  const pending = writesOf(cells, edits, rows).filter((write) => !cells.get(write.cellKey)?.extra.length);

  const write = (change: CellWrite) => {
    const meta = { scope: source.scope };
    if (change.kind === 'delete') return dataProvider.deleteOne({ resource: ENTRIES, id: change.entryId, meta });
    if (change.kind === 'update')
      return dataProvider.update({ resource: ENTRIES, id: change.entryId, variables: { hours: change.hours, version: change.version }, meta });
    const owner = source.scope === 'admin' && grid ? { employeeId: grid.month.employeeId } : {};
    const { date, workOrderId, taskId, hours } = change;
    return dataProvider.create({ resource: ENTRIES, variables: { ...owner, date, workOrderId, ...(taskId ? { taskId } : {}), hours }, meta });
  };

  /** Saves the edits one cell at a time (the first booking opens the month sheet); keeps the refused ones. */
  const save = async () => {
    setIsSaving(true);
    const failed: Record<string, string> = {};
    const warned: Record<string, string> = {};
    for (const change of pending) {
      try {
        const warning = warningOf(await write(change));
        if (warning) warned[change.cellKey] = warning;
      } catch (error) {
        failed[change.cellKey] = messageOf(error);
      }
    }
    setErrors(failed);
    setWarnings(warned);
    setEdits((current) => Object.fromEntries(Object.entries(current).filter(([key]) => key in failed)));
    await state.refetch();
    await invalidate({ resource: 'timesheetMonths', invalidates: ['list', 'detail'] });
    setIsSaving(false);
    return Object.keys(failed).length;
  };

  const edit = (cellKey: string, text: string) => {
    setEdits((current) => ({ ...current, [cellKey]: text }));
    setErrors(({ [cellKey]: _cleared, ...rest }) => rest);
    setWarnings(({ [cellKey]: _cleared, ...rest }) => rest);
  };

  return { grid, state, days, rows, cells, edits, setEdits, edit, addTaskRow, errors, warnings, isLocked, isCorrection, pending, save, isSaving, reload: state.refetch };
};
