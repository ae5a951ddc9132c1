import { Card, Descriptions, Empty, List, Space, Tag, Typography } from 'antd';
import { findResource } from '../../../../resources.config';
import { PolicyLink } from '../../../access/policy-link';
import { ownMonthSheetRoute, ownPayslipRoute } from '../../../../resources/paths';
import { formatDate, kindOf } from '../../../fields';
import { PROFILE_SOURCES, useOwnRecords, type OwnRow } from './use-own-records';
import { formatMoney, translate } from '../../../i18n';
import { firmTodayDayjs } from '../../../config/firm-today';
import { firmToday } from '../../../../resources/firm-calendar';

const monthLabel = (row: OwnRow) => `${String(row.month).padStart(2, '0')}/${row.year}`;

const SectionList = ({ title, rows, isLoading, link, render }: { title: string; rows: OwnRow[]; isLoading: boolean; link?: string; render: (row: OwnRow) => React.ReactNode }) => (
  <Card size="small" title={title} extra={link && <PolicyLink to={link} fallback={null}>{translate('All')}</PolicyLink>}>
    <List size="small" loading={isLoading} dataSource={rows} locale={{ emptyText: <Empty description={translate('Nothing here yet')} /> }} renderItem={(row) => <List.Item>{render(row)}</List.Item>} />
  </Card>
);

/** The contract in force today: started, and not ended yet. */
export const CurrentContract = () => {
  const { rows, isLoading } = useOwnRecords('contracts', { sorters: [{ field: 'startDate', order: 'desc' }], pageSize: 10 });
  const today = firmToday();
  const current = rows.find((row) => String(row.startDate) <= today && (!row.endDate || String(row.endDate) >= today));
  return (
    <Card size="small" title={translate('Current contract')} loading={isLoading}>
      {current ? (
        <Descriptions size="small" column={1}>
          <Descriptions.Item label={translate('Contract')}>{String(current.title)}</Descriptions.Item>
          <Descriptions.Item label={translate('From')}>{formatDate(current.startDate)}</Descriptions.Item>
          <Descriptions.Item label={translate('Until')}>{current.endDate ? formatDate(current.endDate) : translate('Open-ended')}</Descriptions.Item>
          {current.weeklyHours != null && <Descriptions.Item label={translate('Weekly hours')}>{String(current.weeklyHours)}</Descriptions.Item>}
        </Descriptions>
      ) : (
        <Empty description={translate('No contract in force')} />
      )}
    </Card>
  );
};

export const MonthSheetStatus = () => {
  const today = firmTodayDayjs();
  const { rows, isLoading } = useOwnRecords('monthSheets', {
    filters: [
      { field: 'year', operator: 'eq', value: today.year() },
      { field: 'month', operator: 'eq', value: today.month() + 1 },
    ],
    pageSize: 1,
  });
  const sheet = rows[0];
  return (
    <Card size="small" title={translate('Time sheet this month')} loading={isLoading}>
      {sheet ? (
        <PolicyLink to={ownMonthSheetRoute(sheet.id)}>
          {monthLabel(sheet)} <Tag>{translate(String(sheet.status))}</Tag>
        </PolicyLink>
      ) : (
        <Typography.Text type="secondary">{translate('No month sheet yet')}</Typography.Text>
      )}
    </Card>
  );
};

export const MyRequests = () => {
  const { rows, isLoading } = useOwnRecords('requests', { sorters: [{ field: 'startDate', order: 'desc' }] });
  return (
    <SectionList title={translate('Requests')} rows={rows} isLoading={isLoading} link="/leave_requests" render={(row) => (
      // Wraps between its parts, never inside a number or a date range (a narrow column broke "HRQ-000131").
      <Space wrap size={[8, 0]}>
        <Typography.Text strong style={{ whiteSpace: 'nowrap' }}>{String(row.number)}</Typography.Text>
        <span style={{ whiteSpace: 'nowrap' }}>{formatDate(row.startDate)} – {formatDate(row.endDate)}</span>
        <Tag>{translate(String(row.state))}</Tag>
      </Space>
    )} />
  );
};

export const MyPayslips = () => {
  const { rows, isLoading } = useOwnRecords('payslips', { sorters: [{ field: 'year', order: 'desc' }, { field: 'month', order: 'desc' }], pageSize: 6 });
  return (
    <SectionList title={translate('Payslips')} rows={rows} isLoading={isLoading} render={(row) => (
      <PolicyLink to={ownPayslipRoute(row.id)}>
        {monthLabel(row)} <Tag>{translate(String(row.status))}</Tag> {row.netSalary != null && formatMoney(Number(row.netSalary))}
      </PolicyLink>
    )} />
  );
};

// A course is named by its title, read the way every reference is (the lookup path, one call for the list).
const courseField = findResource(PROFILE_SOURCES.courses)!.fields.safetyCourseId;
const CourseTitle = kindOf(courseField).Display;

export const MyCourses = () => {
  const { rows, isLoading } = useOwnRecords('courses', { sorters: [{ field: 'dueDate', order: 'asc' }], pageSize: 10 });
  const context = { scope: 'own' as const, columnValues: rows.map((row) => row.safetyCourseId) };
  return (
    <SectionList title={translate('Courses')} rows={rows} isLoading={isLoading} link="/my_courses" render={(row) => (
      <PolicyLink to={`/my_courses/${row.id}`}>
        <CourseTitle value={row.safetyCourseId} field={courseField} context={context} />{' '}
        {row.isCompleted ? (
          <Tag color="success">{translate('Completed {{date}}', { date: formatDate(row.completedDate) })}</Tag>
        ) : (
          <Tag color="warning">{row.dueDate ? translate('Due {{date}}', { date: formatDate(row.dueDate) }) : translate('To complete')}</Tag>
        )}
      </PolicyLink>
    )} />
  );
};
