import { Button, Form, List, Typography } from 'antd';
import { useEffect, useState } from 'react';
import { italianHolidays } from '../../../resources/italian-holidays';
import { firmYearMonth } from '../../../resources/firm-calendar';
import { FieldFormItem, formatDate } from '../../../src/fields';
import { useToast } from '../../../src/shell/feedback/use-toast';
import { translate } from '../../../src/i18n';
import { firmClosingDays } from '../firm-closing-days.resource';
import { addClosingDay, fetchClosingDays, removeClosingDay, type ClosingDay } from './firm-api';
import { markServerRefusals } from './field-errors';

// The setup's calendar step: this year's public holidays (from the calendar library, nothing to type) and the
// firm's own closing days, each saved as it is added; later kept on Admin → Closing days.

export const SetupCalendarStep = () => {
  const [form] = Form.useForm();
  const toast = useToast();
  const [days, setDays] = useState<ClosingDay[]>([]);
  const { year } = firmYearMonth();
  const holidays = italianHolidays.getHolidays(year).filter((holiday) => holiday.type === 'public');
  const reload = () =>
    fetchClosingDays()
      .then(setDays)
      .catch(() => toast.error(translate('The closing days could not be read')));
  useEffect(() => void reload(), []); // eslint-disable-line react-hooks/exhaustive-deps

  const add = async (values: { day: string; name: string }) => {
    try {
      await addClosingDay(values);
      form.resetFields();
      await reload();
    } catch (error) {
      if (!markServerRefusals(form, error)) toast.error(translate('The closing day could not be saved'));
    }
  };
  const remove = async (id: number) => {
    await removeClosingDay(id).catch(() => toast.error(translate('The closing day could not be removed')));
    await reload();
  };

  return (
    <>
      <Typography.Title level={2} style={{ fontSize: 16 }}>
        {translate('Public holidays in {{year}}', { year: String(year) })}
      </Typography.Title>
      <Typography.Paragraph type="secondary">{holidays.map((holiday) => `${formatDate(holiday.date.slice(0, 10))} ${holiday.name}`).join(' · ')}</Typography.Paragraph>
      <Typography.Title level={2} style={{ fontSize: 16 }}>
        {translate("The firm's closing days")}
      </Typography.Title>
      <List
        size="small"
        dataSource={days}
        locale={{ emptyText: translate('No closing days yet') }}
        renderItem={(day) => (
          <List.Item actions={[<Button key="remove" size="small" onClick={() => void remove(day.id)}>{translate('Remove')}</Button>]}>
            {formatDate(day.day)} {day.name}
          </List.Item>
        )}
      />
      <Form form={form} layout="inline" onFinish={(values) => void add(values)} style={{ marginTop: 12 }}>
        <FieldFormItem name="day" field={firmClosingDays.fields.day} context={{ scope: 'admin' }} />
        <FieldFormItem name="name" field={firmClosingDays.fields.name} context={{ scope: 'admin' }} />
        <Button htmlType="submit">{translate('Add closing day')}</Button>
      </Form>
    </>
  );
};
