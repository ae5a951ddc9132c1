import { Alert, App, Button, Empty, Grid, Space, Spin, Typography } from 'antd';
import { Suspense, useMemo, useState } from 'react';
import type { ResourceDeclaration } from '../../../../resources/declaration';
import { isOffered } from '../../../../resources/workflow';
import { EnumValue } from '../../../../src/fields/kinds/enum-value';
import { useSignedInUser } from '../../../../src/providers/signed-in-user';
import { ActionButton } from '../../../../src/screens/generic/actions/action-button';
import { CellMessages } from './cell-messages';
import { copyLastMonth, copyLastWeek } from './copy-hours';
import { leaveByDay } from './grid-model';
import { HoursDayList } from './hours-day-list';
import type { HoursGridProps } from './hours-grid';
import { ChangesSinceApproval, MonthBalanceText } from './month-summary';
import { useMonthGrid, type MonthGridSource } from './use-month-grid';
import { formatUpTo, translate } from '../../../../src/i18n';
import { firmToday } from '../../../../resources/firm-calendar';
import { lazyNamed, preloadComponent } from '../../../../src/screens/lazy';

// A phone books one day at a time (HoursDayList); the month's table (rc-table, rc-select) loads only where it is
// shown, and at once on a screen as wide as antd's md (768 px), so a laptop does not wait for it after the month.
const HoursGrid = lazyNamed<HoursGridProps>(() => import('./hours-grid'), 'HoursGrid');
if (typeof window !== 'undefined' && window.matchMedia?.('(min-width: 768px)').matches) preloadComponent(HoursGrid);

// One month of one employee: status, the grid, Save, Copy last week / last month and Send. Shared by the employee's
// /timesheet, the month page /timesheet/:id and the approvals screen (read-only there).

export type MonthGridPanelProps = {
  /** The month sheets' declaration (its status field and the send action). */
  declaration: ResourceDeclaration;
  identifier: string;
  source: MonthGridSource;
  isReadOnly?: boolean;
};

export const MonthGridPanel = ({ declaration, identifier, source, isReadOnly = false }: MonthGridPanelProps) => {
  const { message } = App.useApp();
  const sheet = useMonthGrid(source);
  const { grid, days, rows, cells, edits, errors, warnings, pending } = sheet;
  const [focusedDay, setFocusedDay] = useState<string>();
  const { roles, employeeId } = useSignedInUser();
  // Below antd's md (768 px) a month of day columns leaves no room for the days: a phone books one day at a time.
  const isPhone = Grid.useBreakpoint().md === false;
  const leave = useMemo(() => (grid ? leaveByDay(grid, days) : new Map()), [grid, days]);
  const changedCells = useMemo(() => new Set(grid?.changesSinceApproval.map((change) => change.cell)), [grid]);

  if (sheet.state.isError) return <Alert type="error" showIcon message={translate('The month could not be loaded')} />;
  if (!grid) return <Spin />;

  const status = declaration.fields.status;
  const send = declaration.actions?.find((action) => action.name === 'send');
  // An approver decides from the month itself: Approve, or Set status / send back with a note; never on their own month.
  const approverActions =
    source.scope === 'admin' && grid.month.id !== null
      ? (declaration.actions ?? []).filter((action) => action.scope === 'admin' && ['approve', 'setStatus'].includes(action.name) && isOffered(declaration, action, grid.month, roles, employeeId))
      : [];
  const canEdit = !isReadOnly && !sheet.isLocked;
  const MonthHours = isPhone ? HoursDayList : HoursGrid;

  const save = async () => {
    const failed = await sheet.save();
    if (failed === 0) void message.success('Hours saved');
    else void message.error(`${failed} cell${failed === 1 ? '' : 's'} not saved: see the messages`);
  };
  const copyWeek = () => {
    const anchor = focusedDay ?? days.find((day) => day.date >= firmToday())?.date ?? days[days.length - 1].date;
    sheet.setEdits(copyLastWeek(cells, edits, rows, days, anchor));
  };
  const copyMonth = () => {
    const next = copyLastMonth(grid, cells, edits, days);
    const count = Object.keys(next).length - Object.keys(edits).length;
    sheet.setEdits(next);
    void message.info(count === 0 ? 'Nothing to copy from last month' : `${count} cell${count === 1 ? '' : 's'} copied from last month: check and save`);
  };

  return (
    <Space direction="vertical" style={{ width: '100%' }}>
      <Space wrap align="center">
        <Typography.Text strong>{grid.employee.name}</Typography.Text>
        <span data-month-status>
          {status.type === 'enum' && <EnumValue value={grid.month.status} field={status} />}
        </span>
        <Typography.Text type="secondary">{translate('{{hours}} h saved', { hours: formatUpTo(grid.month.totalHours ?? 0) })}</Typography.Text>
        <MonthBalanceText balance={grid.balance} />
        {canEdit && (
          <>
            <Button type="primary" onClick={() => void save()} loading={sheet.isSaving} disabled={pending.length === 0}>
              {translate('Save')}
              {pending.length > 0 ? ` (${pending.length})` : ''}
            </Button>
            <Button onClick={copyWeek}>{translate('Copy last week')}</Button>
            <Button onClick={copyMonth}>{translate('Copy last month')}</Button>
          </>
        )}
        {source.scope === 'own' && send && !isReadOnly && grid.month.status === 'Open' && (
          <ActionButton
            declaration={declaration}
            identifier={identifier}
            scope="own"
            action={send}
            input={{ year: grid.month.year, month: grid.month.month }}
            isDisabled={pending.length > 0}
            onDone={() => void sheet.reload()}
          />
        )}
        {approverActions.map((action) => (
          <ActionButton
            key={action.name}
            declaration={declaration}
            identifier={identifier}
            scope="admin"
            action={action}
            id={action.target === 'record' ? grid.month.id! : undefined}
            ids={action.target === 'selection' ? [grid.month.id!] : undefined}
            version={grid.month.version ?? undefined}
            versions={grid.month.version === null ? undefined : [grid.month.version]}
            type={action.name === 'approve' ? 'primary' : 'default'}
            onDone={() => void sheet.reload()}
          />
        ))}
      </Space>
      {grid.month.note && grid.month.status === 'Open' && <Alert type="warning" showIcon message={translate('Sent back')} description={grid.month.note} />}
      {sheet.isLocked && !isReadOnly && <Alert type="info" showIcon message={translate('This month is {{status}}: its hours can no longer be changed.', { status: translate(grid.month.status) })} />}
      {sheet.isCorrection && canEdit && (
        <Alert type="info" showIcon message={translate('A correction after approval sends this month back for approval; the approver sees each changed cell.')} />
      )}
      <ChangesSinceApproval grid={grid} rows={rows} />
      {rows.length === 0 ? (
        <Empty description={translate('You are not assigned to any work order open this month')} />
      ) : (
        <Suspense fallback={<Spin />}>
          <MonthHours
            key={days[0]?.date}
            rows={rows}
            days={days}
            cells={cells}
            edits={edits}
            errors={errors}
            warnings={warnings}
            changedCells={changedCells}
            leave={leave}
            isReadOnly={!canEdit}
            onEdit={sheet.edit}
            onFocusDay={setFocusedDay}
            bookableTasks={grid.bookableTasks}
            onAddTaskRow={sheet.addTaskRow}
          />
        </Suspense>
      )}
      <CellMessages kind="error" messages={errors} rows={rows} />
      <CellMessages kind="warning" messages={warnings} rows={rows} />
    </Space>
  );
};
