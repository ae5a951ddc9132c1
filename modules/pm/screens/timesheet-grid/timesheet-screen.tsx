import { useOne } from '@refinedev/core';
import { Button, Space } from 'antd';
import { TablessCard } from '../../../../src/screens/generic/tabless-card';
import dayjs, { type Dayjs } from 'dayjs';
import { useEffect } from 'react';
import { useSearchParams } from 'react-router';
import type { ResourceScreenProps } from '../../../../src/screens/generic/screen-props';
import { MonthGridPanel } from './month-grid-panel';
import { translate } from '../../../../src/i18n';
import { TypedMonthPicker } from '../../../../src/fields/typed-month-picker';
import type { RowOf } from '../../../../resources/reply-types';
import type { monthSheets } from '../../month-sheets.resource';
import { firmTodayDayjs } from '../../../../src/config/firm-today';

// /timesheet: the signed-in employee's month grid, this month first, with the month to move through.
// The month shown is in the URL (`?month=2026-11`), so a reload or a shared link keeps it; `?monthId=` (a search
// pick or the profile) opens that month sheet's month.

const MONTH_PARAM = 'month';

export const TimesheetScreen = ({ declaration, identifier }: ResourceScreenProps) => {
  const [searchParams, setSearchParams] = useSearchParams();
  const monthId = searchParams.get('monthId');
  const inUrl = /^(\d{4})-(0[1-9]|1[0-2])$/.exec(searchParams.get(MONTH_PARAM) ?? '');
  const period: Dayjs = inUrl ? dayjs(new Date(Number(inUrl[1]), Number(inUrl[2]) - 1, 1)) : firmTodayDayjs().startOf('month');
  const setPeriod = (next: Dayjs) =>
    setSearchParams(
      (current) => {
        current.delete('monthId');
        current.set(MONTH_PARAM, next.format('YYYY-MM'));
        return current;
      },
      { replace: true },
    );
  const picked = useOne<RowOf<typeof monthSheets>>({ resource: identifier, id: monthId ?? '', meta: { scope: 'own' }, queryOptions: { enabled: Boolean(monthId) } });
  const pickedSheet = picked.result;
  useEffect(() => {
    if (pickedSheet?.year) setPeriod(dayjs(new Date(pickedSheet.year, pickedSheet.month - 1, 1)));
    // Only when the picked sheet arrives; setPeriod is a new function each render.
  }, [pickedSheet?.year, pickedSheet?.month]);

  return (
    <TablessCard
      title={translate('Time Sheet')}
      extra={
        <Space>
          <Button aria-label={translate('Previous month')} onClick={() => setPeriod(period.subtract(1, 'month'))}>
            ‹
          </Button>
          <TypedMonthPicker value={period} onChange={setPeriod} aria-label={translate('Month')} />
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
    </TablessCard>
  );
};
