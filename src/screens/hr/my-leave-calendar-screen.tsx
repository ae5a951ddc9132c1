import { useCustom } from '@refinedev/core';
import { Calendar, Card, Tag } from 'antd';
import type { Dayjs } from 'dayjs';
import { publicHolidaysOf } from '../../../resources/hr/leave-balance';
import { statusFieldOf } from '../../../resources/workflow';
import type { ResourceScreenProps } from '../generic/screen-props';
import Holidays from 'date-holidays';
import { translate } from '../../i18n';

// The employee's calendar (/calendar): their requests (GET /hr_timesheet_little, the compact shape) on a month
// calendar, coloured by state, with Italian public holidays marked.

export type LittleRequest = { id: number; number: string; employeeId: number; exceptionId: number; startDate: string; endDate: string; hours: number | null; state: string };

const holidays = new Holidays('IT');
const holidayName = (day: string) => {
  if (!publicHolidaysOf(Number(day.slice(0, 4))).has(day)) return undefined;
  const found = holidays.isHoliday(new Date(`${day}T12:00:00`));
  return Array.isArray(found) ? found[0]?.name : undefined;
};

export const MyLeaveCalendarScreen = ({ declaration }: ResourceScreenProps) => {
  const { result } = useCustom<LittleRequest[]>({ url: '/hr_timesheet_little', method: 'get' });
  const requests = Array.isArray(result.data) ? result.data : [];
  const colors = (statusFieldOf(declaration)?.field.colors ?? {}) as Record<string, string>;
  const cell = (date: Dayjs) => {
    const day = date.format('YYYY-MM-DD');
    const holiday = holidayName(day);
    const onDay = requests.filter((request) => request.startDate <= day && request.endDate >= day);
    return (
      <div>
        {holiday && <Tag color="purple">{holiday}</Tag>}
        {onDay.map((request) => (
          <Tag key={request.id} color={colors[request.state]}>
            {request.number} {request.state}
            {request.hours ? ` · ${request.hours} h` : ''}
          </Tag>
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
