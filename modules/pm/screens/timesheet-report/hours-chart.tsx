import { Segmented, Space } from 'antd';
import { formatDayMonth } from '../../../../src/fields';
import { useState } from 'react';
import { Bar, BarChart, CartesianGrid, Legend, ResponsiveContainer, Tooltip, XAxis, YAxis } from 'recharts';
import type { TimesheetReport } from '../../domain/timesheet-report';
import { monthHeading, reportPeriods } from './report-table';
import { formatUpTo, translate } from '../../../../src/i18n';

// Hours per column of the report: one bar per day (or month), stacked by employee or as the column's total.

const COLOURS = ['#1677ff', '#52c41a', '#fa8c16', '#722ed1', '#eb2f96', '#13c2c2', '#faad14', '#2f54eb', '#a0d911', '#f5222d'];

type View = 'By employee' | 'Total';

export const HoursChart = ({ report }: { report: TimesheetReport }) => {
  const [view, setView] = useState<View>('By employee');
  const data = reportPeriods(report).map((period) => ({
    period: report.granularity === 'month' ? monthHeading(period) : formatDayMonth(period),
    total: report.periods[period],
    ...Object.fromEntries(report.employees.map((employee) => [`e${employee.employeeId}`, employee.periods[period] ?? 0])),
  }));
  return (
    <Space direction="vertical" style={{ width: '100%' }} data-hours-chart>
      <Segmented<View> options={[
          { value: 'By employee', label: translate('By employee') },
          { value: 'Total', label: translate('Total') },
        ]} value={view} onChange={setView} />
      <ResponsiveContainer width="100%" height={260}>
        <BarChart data={data}>
          <CartesianGrid strokeDasharray="3 3" />
          <XAxis dataKey="period" />
          <YAxis tickFormatter={(value: number) => `${formatUpTo(value)} h`} />
          <Tooltip />
          <Legend />
          {view === 'Total' ? (
            <Bar dataKey="total" name={translate('Total')} fill={COLOURS[0]} />
          ) : (
            report.employees.map((employee, index) => (
              <Bar key={employee.employeeId} dataKey={`e${employee.employeeId}`} name={employee.name} stackId="hours" fill={COLOURS[index % COLOURS.length]} />
            ))
          )}
        </BarChart>
      </ResponsiveContainer>
    </Space>
  );
};
