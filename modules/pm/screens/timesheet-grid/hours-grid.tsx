import { Table, theme, Tooltip, Typography } from 'antd';
import type { ColumnsType } from 'antd/es/table';
import { cellKeyOf, dayTotal, formatHours, monthTotal, rowTotal, type Cell, type Edits, type GridRow } from './grid-model';
import { HoursCell } from './hours-cell';
import { TaskRowPicker, type TaskRowPickerProps } from './task-row-picker';
import type { GridDay } from './month-days';
import { translate } from '../../../../src/i18n';

// The month as a table: a row per work order (and task), a column per day (weekends and holidays shaded),
// the approved leave as its own row, totals per row, per day and for the month.

export type HoursGridProps = {
  rows: readonly GridRow[];
  days: readonly GridDay[];
  cells: ReadonlyMap<string, Cell & { extra: number[] }>;
  edits: Edits;
  errors: Readonly<Record<string, string>>;
  /** The server's warnings on saved cells, by cell key. */
  warnings: Readonly<Record<string, string>>;
  /** Cells that differ from the approved hours (same keys as the grid's cells). */
  changedCells?: ReadonlySet<string>;
  leave: ReadonlyMap<string, { hours: number; causes: string[] }>;
  isReadOnly: boolean;
  onEdit: (cellKey: string, text: string) => void;
  onFocusDay?: (date: string) => void;
  /** The tasks a work order's row may add a row for; none when the grid is read-only. */
  bookableTasks?: TaskRowPickerProps['tasks'];
  onAddTaskRow?: TaskRowPickerProps['onPick'];
};

type Line = { key: string; row?: GridRow; index: number };


export const HoursGrid = ({ rows, days, cells, edits, errors, warnings, changedCells, leave, isReadOnly, onEdit, onFocusDay, bookableTasks = [], onAddTaskRow }: HoursGridProps) => {
  const { token } = theme.useToken();
  const shownTasks = (workOrderId: number) => new Set(rows.filter((row) => row.workOrderId === workOrderId && row.taskId !== null).map((row) => row.taskId!));
  // Holidays and weekends tinted from the theme, so that the dark page keeps dark cells; their day names and the
  // day totals in the 8th red and 9th gold, which read 4.5:1 or more on the table in both modes.
  const shade = (day: GridDay) => (day.holiday ? token.colorErrorBg : day.isWeekend ? token.colorFillAlter : undefined);
  const offDayText = (day: GridDay) => (day.holiday || day.isWeekend ? token.red8 : undefined);
  const textOf = (cellKey: string) => (cellKey in edits ? edits[cellKey] : formatHours(cells.get(cellKey)?.hours));
  const pasteRow = (row: GridRow, from: number, texts: string[]) =>
    texts.forEach((text, offset) => {
      const day = days[from + offset];
      if (day) onEdit(cellKeyOf(row.key, day.date), text);
    });

  const dayColumns: ColumnsType<Line> = days.map((day, column) => ({
    key: day.date,
    align: 'center',
    width: 52,
    title: (
      <Tooltip title={day.holiday}>
        <div data-day={day.date} aria-label={`${day.date}${day.holiday ? ` ${day.holiday}` : ''}${day.isWeekend ? ' weekend' : ''}`} style={{ color: offDayText(day), lineHeight: 1.2 }}>
          <div>{day.dayOfMonth}</div>
          <small>{day.weekday}</small>
        </div>
      </Tooltip>
    ),
    onCell: () => ({ style: { background: shade(day), padding: 2 } }),
    render: (_, line) => {
      if (!line.row) {
        const dayLeave = leave.get(day.date);
        return dayLeave ? (
          <Tooltip title={dayLeave.causes.join(', ')}>
            <span aria-label={translate('Leave {{date}}', { date: day.date })}>{formatHours(dayLeave.hours)}</span>
          </Tooltip>
        ) : null;
      }
      const cellKey = cellKeyOf(line.row.key, day.date);
      const isMulti = (cells.get(cellKey)?.extra.length ?? 0) > 0;
      return (
        <span
          onFocus={() => onFocusDay?.(day.date)}
          data-changed-since-approval={changedCells?.has(cellKey) || undefined}
          style={changedCells?.has(cellKey) ? { display: 'inline-block', outline: '2px dashed #d48806' } : undefined}
        >
          <HoursCell
            row={line.index}
            column={column}
            label={`${line.row.label} ${day.date}`}
            value={textOf(cellKey)}
            error={errors[cellKey]}
            warning={warnings[cellKey]}
            isDirty={cellKey in edits}
            isReadOnly={isReadOnly || isMulti}
            onChange={(text) => onEdit(cellKey, text)}
            onPasteRow={(texts) => pasteRow(line.row!, column, texts)}
          />
        </span>
      );
    },
  }));

  const columns: ColumnsType<Line> = [
    {
      key: 'row',
      title: translate('Work order'),
      fixed: 'left',
      width: 200,
      render: (_, line) =>
        line.row ? (
          <>
            <Tooltip title={line.row.title}>
              <Typography.Text ellipsis style={{ maxWidth: 190 }}>
                {line.row.label} <Typography.Text type="secondary">{line.row.title}</Typography.Text>
              </Typography.Text>
            </Tooltip>
            {line.row.taskId === null && !isReadOnly && onAddTaskRow && (
              <div>
                <TaskRowPicker row={line.row} tasks={bookableTasks} shown={shownTasks(line.row.workOrderId)} onPick={onAddTaskRow} />
              </div>
            )}
          </>
        ) : (
          <Typography.Text type="secondary">{translate('Approved leave')}</Typography.Text>
        ),
    },
    ...dayColumns,
    {
      key: 'total',
      title: translate('Total'),
      fixed: 'right',
      width: 64,
      align: 'right',
      render: (_, line) =>
        line.row ? formatHours(rowTotal(cells, edits, line.row, days)) : formatHours([...leave.values()].reduce((total, day) => total + day.hours, 0)),
    },
  ];

  const warnedDays = new Set(Object.keys(warnings).map((cellKey) => cellKey.slice(cellKey.indexOf('|') + 1)));
  const lines: Line[] = [...rows.map((row, index) => ({ key: row.key, row, index })), { key: 'leave', index: rows.length }];
  return (
    <div data-hours-grid>
      <Table<Line>
        size="small"
        bordered
        pagination={false}
        rowKey="key"
        columns={columns}
        dataSource={lines}
        scroll={{ x: 'max-content' }}
        summary={() => (
          <Table.Summary fixed>
            <Table.Summary.Row>
              <Table.Summary.Cell index={0}>
                <strong>{translate('Day total')}</strong>
              </Table.Summary.Cell>
              {days.map((day, index) => {
                const total = dayTotal(cells, edits, rows, day.date, leave.get(day.date)?.hours ?? 0);
                return (
                  <Table.Summary.Cell key={day.date} index={index + 1} align="center">
                    <span
                      data-day-total={day.date}
                      data-day-warning={warnedDays.has(day.date) || undefined}
                      style={{ color: total > 24 ? token.red8 : warnedDays.has(day.date) ? token.gold9 : undefined }}
                    >
                      {formatHours(total)}
                    </span>
                  </Table.Summary.Cell>
                );
              })}
              <Table.Summary.Cell index={days.length + 1} align="right">
                <strong data-month-total>{formatHours(monthTotal(cells, edits, rows, days)) || '0'}</strong>
              </Table.Summary.Cell>
            </Table.Summary.Row>
          </Table.Summary>
        )}
      />
    </div>
  );
};
