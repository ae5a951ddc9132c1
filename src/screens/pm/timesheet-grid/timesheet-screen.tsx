import { useOne } from '@refinedev/core';
import { Button, Card, DatePicker, Space } from 'antd';
import dayjs, { type Dayjs } from 'dayjs';
import { useEffect, useState } from 'react';
import { useSearchParams } from 'react-router';
import type { ResourceScreenProps } from '../../generic/screen-props';
import { MonthGridPanel } from './month-grid-panel';
import { translate } from '../../../i18n';
import { firmTodayDayjs } from '../../../config/firm-today';

// /timesheet: the signed-in employee's month grid, this month first, with the month to move through.
// `?monthId=` (a search pick or the profile) opens that month sheet's month.

export const TimesheetScreen = ({ declaration, identifier }: ResourceScreenProps) => {
  const [searchParams] = useSearchParams();
  const monthId = searchParams.get('monthId');
  const [period, setPeriod] = useState<Dayjs>(() => firmTodayDayjs().startOf('month'));
  const picked = useOne<{ year: number; month: number }>({ resource: identifier, id: monthId ?? '', meta: { scope: 'own' }, queryOptions: { enabled: Boolean(monthId) } });
  const pickedSheet = picked.result;
  useEffect(() => {
    if (pickedSheet?.year) setPeriod(dayjs(new Date(pickedSheet.year, pickedSheet.month - 1, 1)));
  }, [pickedSheet?.year, pickedSheet?.month]);

  return (
    <Card
      title={translate('Time Sheet')}
      extra={
        <Space>
          <Button aria-label={translate('Previous month')} onClick={() => setPeriod(period.subtract(1, 'month'))}>
            ‹
          </Button>
          <DatePicker picker="month" allowClear={false} value={period} format="MMMM YYYY" onChange={(value) => value && setPeriod(value.startOf('month'))} />
          <Button aria-label={translate('Next month')} onClick={() => setPeriod(period.add(1, 'month'))}>
            ›
          </Button>
        </Space>
      }
    >
      <MonthGridPanel
        key={period.format('YYYY-MM')}
        declaration={declaration}
        identifier={identifier}
        source={{ scope: 'own', year: period.year(), month: period.month() + 1 }}
      />
    </Card>
  );
};
