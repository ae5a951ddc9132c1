import { LeftOutlined, RightOutlined } from '@ant-design/icons';
import { Button, Input, Space, theme, Typography } from 'antd';
import { TablessCard } from '../../../../src/screens/generic/tabless-card';
import dayjs from 'dayjs';
import { useState } from 'react';
import { formatDate } from '../../../../src/fields/dates';
import { translate } from '../../../../src/i18n';
import { firmToday } from '../../../../resources/firm-calendar';
import { cellKeyOf, dayTotal, formatHours, monthTotal } from './grid-model';
import type { HoursGridProps } from './hours-grid';

// The month on a phone: one day at a time, a line per work order (and task) with a box wide enough for a thumb,
// the day's total and the month's, and arrows to the day before and after. The same edits as the desktop grid,
// saved by the panel's Save.

export const HoursDayList = ({ rows, days, cells, edits, errors, warnings, leave, isReadOnly, onEdit, onFocusDay }: HoursGridProps) => {
  const today = firmToday();
  const { token } = theme.useToken();
  const [index, setIndex] = useState(() => Math.max(0, days.findIndex((day) => day.date === today)));
  const day = days[Math.min(index, days.length - 1)];
  const textOf = (cellKey: string) => (cellKey in edits ? edits[cellKey] : formatHours(cells.get(cellKey)?.hours));
  const dayLeave = leave.get(day.date);
  const total = dayTotal(cells, edits, rows, day.date, dayLeave?.hours ?? 0);
  // dayjs names the weekday in the language in force (src/i18n/current-locale.ts).
  const dayName = `${dayjs(day.date).format('dddd')} ${formatDate(day.date)}`;
  return (
    <TablessCard size="small" data-hours-day={day.date}>
      <Space style={{ width: '100%', justifyContent: 'space-between' }}>
        <Button icon={<LeftOutlined />} aria-label={translate('Day before')} disabled={index === 0} onClick={() => setIndex(index - 1)} />
        <div style={{ textAlign: 'center' }}>
          <Typography.Text strong style={{ color: day.holiday || day.isWeekend ? token.red8 : undefined }}>
            {dayName}
          </Typography.Text>
          {day.holiday && <div><Typography.Text type="secondary">{day.holiday}</Typography.Text></div>}
        </div>
        <Button icon={<RightOutlined />} aria-label={translate('Day after')} disabled={index >= days.length - 1} onClick={() => setIndex(index + 1)} />
      </Space>
      {/* A plain list, not antd's List: its Pagination would bring antd's Select to a phone's first load. */}
      <ul style={{ listStyle: 'none', margin: 0, padding: 0 }}>
        {rows.map((row) => {
          const cellKey = cellKeyOf(row.key, day.date);
          const message = errors[cellKey] ?? warnings[cellKey];
          const isMulti = (cells.get(cellKey)?.extra.length ?? 0) > 0;
          return (
            <li
              key={row.key}
              style={{ display: 'flex', alignItems: 'center', justifyContent: 'space-between', gap: token.marginSM, padding: `${token.paddingSM}px 0`, borderBottom: `1px solid ${token.colorSplit}` }}
            >
              <div style={{ minWidth: 0 }}>
                <div>{row.label}</div>
                <Typography.Text type="secondary">{row.title}</Typography.Text>
                {message && <div><Typography.Text type={errors[cellKey] ? 'danger' : 'warning'}>{message}</Typography.Text></div>}
              </div>
              <Input
                aria-label={`${row.label} ${day.date}`}
                inputMode="decimal"
                value={textOf(cellKey)}
                readOnly={isReadOnly || isMulti}
                status={errors[cellKey] ? 'error' : warnings[cellKey] ? 'warning' : undefined}
                style={{ width: 72, flex: 'none', textAlign: 'right', fontWeight: cellKey in edits ? 600 : undefined }}
                onChange={(event) => onEdit(cellKey, event.target.value)}
                onFocus={(event) => {
                  event.target.select();
                  onFocusDay?.(day.date);
                }}
              />
            </li>
          );
        })}
      </ul>
      {dayLeave && (
        <Typography.Paragraph type="secondary">
          {translate('Approved leave')}: {formatHours(dayLeave.hours)} h ({dayLeave.causes.join(', ')})
        </Typography.Paragraph>
      )}
      <Space style={{ width: '100%', justifyContent: 'space-between' }}>
        <Typography.Text>
          {translate('Day total')}: <strong data-day-total={day.date}>{formatHours(total) || '0'}</strong>
        </Typography.Text>
        <Typography.Text>
          {translate('Month total')}: <strong data-month-total>{formatHours(monthTotal(cells, edits, rows, days)) || '0'}</strong>
        </Typography.Text>
      </Space>
    </TablessCard>
  );
};
