import { Calendar, Card, Popover, Space, Tag } from 'antd';
import { Link } from 'react-router';
import { formatDate, kindOf } from '../../../src/fields';
import type { Dayjs } from 'dayjs';
import { publicHolidaysOf } from '../domain/leave-balance';
import { italianHolidays } from '../../../resources/italian-holidays';
import { statusFieldOf } from '../../../resources/workflow';
import type { ResourceScreenProps } from '../../../src/screens/generic/screen-props';
import { translate } from '../../../src/i18n';
import { useActionReply } from '../../../src/screens/generic/actions';
import { hrTimesheetRequests } from '../hr-timesheet-requests.resource';

// The employee's calendar (/calendar): their requests (GET /hr_timesheet_little, the compact shape) on a month
// calendar, coloured by state, named by their cause, each opening its days and state; Italian public holidays marked.


const holidayName = (day: string) => {
  if (!publicHolidaysOf(Number(day.slice(0, 4))).has(day)) return undefined;
  const found = italianHolidays.isHoliday(new Date(`${day}T12:00:00`));
  return Array.isArray(found) ? found[0]?.name : undefined;
};

export const MyLeaveCalendarScreen = ({ declaration }: ResourceScreenProps) => {
  const requests = useActionReply(hrTimesheetRequests, 'little').data ?? [];
  const colors = (statusFieldOf(declaration)?.field.colors ?? {}) as Record<string, string>;
  // Causes are named the way every reference is (the lookup, one call for all the requests shown).
  const causeField = declaration.fields.exceptionId;
  const Cause = kindOf(causeField).Display;
  const causeContext = { scope: 'own' as const, columnValues: requests.map((request) => request.exceptionId) };
  const cell = (date: Dayjs) => {
    const day = date.format('YYYY-MM-DD');
    const holiday = holidayName(day);
    const onDay = requests.filter((request) => request.startDate <= day && request.endDate >= day);
    return (
      <div>
        {holiday && <Tag color="purple">{holiday}</Tag>}
        {onDay.map((request) => (
          <Popover
            key={request.id}
            trigger="click"
            title={`${request.number} · ${translate(request.state)}`}
            content={
              <Space direction="vertical" size={4}>
                <Cause value={request.exceptionId} field={causeField} context={causeContext} />
                <span>
                  {formatDate(request.startDate)} – {formatDate(request.endDate)}
                  {request.hours ? ` · ${request.hours} h` : ''}
                </span>
                <Link to="/leave_requests">{translate('My requests')}</Link>
              </Space>
            }
          >
            {/* The chip names the cause (Ferie, Permesso), not the request's number; a click opens the request. */}
            <Tag color={colors[request.state]} style={{ cursor: 'pointer' }} data-request={request.number} role="button" tabIndex={0}>
              <Cause value={request.exceptionId} field={causeField} context={causeContext} />
              {request.hours ? ` · ${request.hours} h` : ''}
            </Tag>
          </Popover>
        ))}
      </div>
    );
  };
  return (
    <Card title={translate('My calendar')}>
      <Calendar cellRender={(date, info) => (info.type === 'date' ? cell(date) : info.originNode)} />
    </Card>
  );
};
