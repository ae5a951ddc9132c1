import { useList } from '@refinedev/core';
import { Button, Popover, Radio, Space, Table, Tag, Tooltip, Typography } from 'antd';
import dayjs, { type Dayjs } from 'dayjs';
import type { ResourceDeclaration } from '../../../resources/declaration';
import { publicHolidaysOf } from '../domain/leave-balance';
import { statusFieldOf } from '../../../resources/workflow';
import { RecordActionButtons } from '../../../src/screens/generic/actions';
import { RequestCoverage } from './request-coverage';
import { formatUpTo, translate } from '../../../src/i18n';
import { formatDate } from '../../../src/fields';
import type { RowOf } from '../../../resources/reply-types';
import { absenceCauses } from '../absence-causes.resource';
import { employees as employeesDeclaration } from '../employees.resource';
import type { hrTimesheetRequests } from '../hr-timesheet-requests.resource';

/** A leave request as HR's list answers it. */
export type LeaveRequest = RowOf<typeof hrTimesheetRequests>;
type Employee = RowOf<typeof employeesDeclaration>;

// HR's team calendar: one row per employee, one column per day of the month or week; each request is a tag
// on its days, coloured by state and named by its cause's code; weekends and Italian holidays are shaded.
// A tag opens the request with the decisions HR may take on it and, while pending, its coverage.

export type CalendarView = 'month' | 'week';

type Props = {
  declaration: ResourceDeclaration;
  identifier: string;
  anchor: Dayjs;
  view: CalendarView;
  onMove: (anchor: Dayjs, view: CalendarView) => void;
  /** When set, only this request is shown (opened from search). */
  only?: LeaveRequest;
  onShowEveryone?: () => void;
};

const daysOf = (anchor: Dayjs, view: CalendarView) => {
  const first = view === 'month' ? anchor.startOf('month') : anchor.subtract((anchor.day() + 6) % 7, 'day');
  const count = view === 'month' ? anchor.daysInMonth() : 7;
  return Array.from({ length: count }, (_, index) => first.add(index, 'day').format('YYYY-MM-DD'));
};

export const TeamCalendar = ({ declaration, identifier, anchor, view, onMove, only, onShowEveryone }: Props) => {
  const days = daysOf(anchor, view);
  const [first, last] = [days[0], days[days.length - 1]];
  const requests = useList<LeaveRequest>({
    resource: identifier,
    pagination: { currentPage: 1, pageSize: 1000 },
    filters: [
      { field: 'startDate', operator: 'lte', value: last },
      { field: 'endDate', operator: 'gte', value: first },
    ],
    meta: { scope: 'admin' },
    queryOptions: { enabled: !only },
  }).result.data;
  const employees = useList<Employee>({ resource: employeesDeclaration.name, pagination: { currentPage: 1, pageSize: 1000 }, sorters: [{ field: 'lastName', order: 'asc' }] }).result.data;
  const causes = useList<RowOf<typeof absenceCauses>>({ resource: absenceCauses.name, pagination: { currentPage: 1, pageSize: 1000 } }).result.data;
  const codeOf = new Map(causes.map((cause) => [cause.id, cause.code]));
  const colors = (statusFieldOf(declaration)?.field.colors ?? {}) as Record<string, string>;
  const shown = only ? [only] : requests;
  const rows = employees.filter((employee) => (only ? employee.id === only.employeeId : employee.isActive !== false));

  const tagOf = (request: LeaveRequest) => (
    <Popover
      key={String(request.id)}
      title={`${String(request.number)} · ${String(request.state)}`}
      content={
        <Space direction="vertical">
          <span>
            {codeOf.get(request.exceptionId)} {formatDate(request.startDate)} – {formatDate(request.endDate)}
            {request.hours ? ` · ${formatUpTo(Number(request.hours))} h` : ''}
          </span>
          {request.note && <Typography.Text type="secondary">{String(request.note)}</Typography.Text>}
          {request.isBeyondBalance === true && <Tag color="red">{translate('Beyond balance')}</Tag>}
          {request.state === 'Reviewing' && request.id !== undefined && <RequestCoverage declaration={declaration} id={request.id} />}
          <Space wrap>
            <RecordActionButtons declaration={declaration} identifier={identifier} scope="admin" record={request} size="small" />
          </Space>
        </Space>
      }
    >
      <Tag color={colors[String(request.state)]} style={{ cursor: 'pointer', marginInlineEnd: 0 }} data-request={String(request.number)}>
        {codeOf.get(request.exceptionId) ?? '•'}
      </Tag>
    </Popover>
  );

  const dayColumns = days.map((day) => {
    const weekday = dayjs(day).day();
    const isHoliday = publicHolidaysOf(Number(day.slice(0, 4))).has(day);
    const shade = isHoliday ? 'rgba(146, 84, 222, 0.18)' : weekday === 0 || weekday === 6 ? 'rgba(128, 128, 128, 0.15)' : undefined;
    return {
      key: day,
      title: <Tooltip title={isHoliday ? translate('Public holiday') : undefined}>{`${dayjs(day).format('dd')} ${day.slice(8)}`}</Tooltip>,
      align: 'center' as const,
      onCell: () => ({ style: { background: shade, padding: 2 } }),
      onHeaderCell: () => ({ style: { background: shade, padding: 2 } }),
      render: (_: unknown, employee: Employee) =>
        shown.filter((request) => request.employeeId === employee.id && request.startDate <= day && request.endDate >= day).map(tagOf),
    };
  });
  const step = view === 'month' ? 'month' : 'week';
  return (
    <Space direction="vertical" style={{ width: '100%' }}>
      <Space wrap>
        <Button onClick={() => onMove(anchor.subtract(1, step), view)}>{translate('Previous')}</Button>
        <Typography.Text strong>{view === 'month' ? anchor.format('MMMM YYYY') : `${first} – ${last}`}</Typography.Text>
        <Button onClick={() => onMove(anchor.add(1, step), view)}>{translate('Next')}</Button>
        <Radio.Group value={view} onChange={(event) => onMove(anchor, event.target.value as CalendarView)} optionType="button" options={[{ label: translate('Month'), value: 'month' }, { label: translate('Week'), value: 'week' }]} />
        {only && <Button onClick={onShowEveryone}>{translate('Show everyone')}</Button>}
      </Space>
      <Table<Employee>
        size="small"
        rowKey="id"
        pagination={false}
        scroll={{ x: true }}
        dataSource={rows}
        columns={[{ key: 'employee', title: translate('Employee'), dataIndex: 'fullName', fixed: 'left' as const }, ...dayColumns]}
      />
    </Space>
  );
};
