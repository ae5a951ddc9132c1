import { useGetIdentity } from '@refinedev/core';
import { Alert, Card, Descriptions, Empty, Space, Tag, Typography } from 'antd';
import { findResource } from '../../../resources.config';
import { ownPayslipRoute } from '../../../resources/paths';
import { firmToday } from '../../../resources/firm-calendar';
import { PolicyLink } from '../../../src/access/policy-link';
import { formatDate, kindOf } from '../../../src/fields';
import { formatMoney, translate } from '../../../src/i18n';
import { monthLabel, SectionList, type ProfileSection } from '../../../src/screens/home/profile/profile-contributions';
import { useOwnRecords } from '../../../src/screens/home/profile/use-own-records';
import type { ShellIdentity } from '../../../src/shell/identity';
import { employeeContracts } from '../employee-contracts.resource';
import { employees } from '../employees.resource';
import { hrTimesheetRequests } from '../hr-timesheet-requests.resource';
import { payrolls } from '../payrolls.resource';
import { safetyCourseAssignments } from '../safety-course-assignments.resource';
import { MyLeaveBalances } from './leave-balances';

// The hr module's part of the profile (src/screens/home/profile): the person's employee record, contract, leave
// balances, requests, payslips and safety courses, read through the own paths.

/** The employee record beside the picture; without one, the user's name and why there is nothing more. */
const Person = () => {
  const { data: identity } = useGetIdentity<ShellIdentity>();
  const { rows, isLoading, isError } = useOwnRecords(employees, { pageSize: 1 });
  const person = rows[0];
  return (
    <div>
      <Typography.Title level={4} style={{ margin: 0 }}>
        {person ? String(person.fullName) : identity?.name}
      </Typography.Title>
      {person && (
        <Descriptions size="small" column={1} style={{ marginTop: 8 }}>
          <Descriptions.Item label={translate('Number')}>{String(person.number ?? '')}</Descriptions.Item>
          <Descriptions.Item label={translate('Job title')}>{String(person.jobTitle ?? '')}</Descriptions.Item>
          <Descriptions.Item label={translate('E-mail')}>{String(person.email ?? '')}</Descriptions.Item>
          <Descriptions.Item label={translate('Hired')}>{formatDate(person.hireDate)}</Descriptions.Item>
        </Descriptions>
      )}
      {!isLoading && (isError || !person) && <Alert style={{ marginTop: 8 }} type="info" showIcon message={translate('Your user is not linked to an employee record.')} />}
    </div>
  );
};

/** The contract in force today: started, and not ended yet. */
const CurrentContract = () => {
  const { rows, isLoading } = useOwnRecords(employeeContracts, { sorters: [{ field: 'startDate', order: 'desc' }], pageSize: 10 });
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

const MyRequests = () => {
  const { rows, isLoading } = useOwnRecords(hrTimesheetRequests, { sorters: [{ field: 'startDate', order: 'desc' }] });
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

const MyPayslips = () => {
  const { rows, isLoading } = useOwnRecords(payrolls, { sorters: [{ field: 'year', order: 'desc' }, { field: 'month', order: 'desc' }], pageSize: 6 });
  return (
    <SectionList title={translate('Payslips')} rows={rows} isLoading={isLoading} render={(row) => (
      <PolicyLink to={ownPayslipRoute(row.id)}>
        {monthLabel(row)} <Tag>{translate(String(row.status))}</Tag> {row.netSalary != null && formatMoney(Number(row.netSalary))}
      </PolicyLink>
    )} />
  );
};

// A course is named by its title, read the way every reference is (the lookup path, one call for the list).
const courseField = findResource(safetyCourseAssignments.name)!.fields.safetyCourseId;
const CourseTitle = kindOf(courseField).Display;

const MyCourses = () => {
  const { rows, isLoading } = useOwnRecords(safetyCourseAssignments, { sorters: [{ field: 'dueDate', order: 'asc' }], pageSize: 10 });
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

export const profileSections: readonly ProfileSection[] = [
  { key: 'person', place: 10, span: 'person', Section: Person },
  { key: 'contract', place: 10, span: 'beside', Section: CurrentContract },
  { key: 'leaveBalances', place: 10, span: 'full', Section: MyLeaveBalances },
  { key: 'requests', place: 10, span: 'third', Section: MyRequests },
  { key: 'payslips', place: 20, span: 'third', Section: MyPayslips },
  { key: 'courses', place: 30, span: 'third', Section: MyCourses },
];
