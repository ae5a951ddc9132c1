import { useCreate, useInvalidate } from '@refinedev/core';
import { Alert, Button, Drawer, Form, Space } from 'antd';
import type { ResourceDeclaration } from '../../../resources/declaration';
import { hoursAsked, type CauseBalance } from '../domain/leave-balance';
import { FieldFormItem, type FieldContext } from '../../../src/fields';
import { failedNotice, savedNotice } from '../../../src/screens/generic/notices';
import { formatUpTo, translate } from '../../../src/i18n';

// The employee's request: a cause, whole days (start–end) or hours of one day, a note, a certificate number
// where the cause needs one (the server says which), and the balance it will leave before sending.

const ASKED = ['exceptionId', 'startDate', 'endDate', 'hours', 'certificateNumber', 'note'] as const;

type Values = { exceptionId?: number; startDate?: string; endDate?: string; hours?: number | null };

/** What the request takes from its cause's balance, or nothing when the cause has no entitlement. */
export const balanceAfter = (values: Values, balances: readonly CauseBalance[]) => {
  const balance = balances.find((row) => row.exceptionId === values.exceptionId);
  if (!balance || !values.startDate || !values.endDate) return undefined;
  const asked = hoursAsked(values.startDate, values.endDate, values.hours, balance.dailyHours);
  return { name: balance.name, asked, left: Math.round((balance.left - asked) * 100) / 100 };
};

type Props = { declaration: ResourceDeclaration; identifier: string; balances: readonly CauseBalance[]; open: boolean; onClose: () => void };

export const LeaveRequestForm = ({ declaration, identifier, balances, open, onClose }: Props) => {
  const [form] = Form.useForm<Values>();
  const values = Form.useWatch([], form) ?? {};
  const { mutateAsync, mutation } = useCreate();
  const invalidate = useInvalidate();
  const context: FieldContext = { scope: 'own' };
  const after = balanceAfter(values, balances);

  const send = async (input: Record<string, unknown>) => {
    await mutateAsync({
      resource: identifier,
      values: input,
      meta: { scope: 'own' },
      successNotification: savedNotice(declaration, 'create'),
      errorNotification: failedNotice('send the request'),
    });
    // The balances change with every request (pending hours).
    await invalidate({ invalidates: ['all'] });
    onClose();
  };

  return (
    <Drawer open={open} onClose={onClose} destroyOnHidden width="min(520px, 100vw)" title={translate('Ask for leave or a permission')}>
      <Form form={form} layout="vertical" onFinish={send}>
        {ASKED.map((name) => (
          <FieldFormItem key={name} name={name} field={declaration.fields[name]} context={context} />
        ))}
        {after && (
          <Alert
            style={{ marginBottom: 16 }}
            type={after.left < 0 ? 'warning' : 'info'}
            message={translate('This request takes {{asked}} h of {{name}}: {{left}} h will be left', { asked: formatUpTo(after.asked), name: after.name, left: formatUpTo(after.left) })}
            description={after.left < 0 ? translate('This is beyond your balance: HR will see it.') : undefined}
          />
        )}
        <Space>
          <Button onClick={onClose}>{translate('Cancel')}</Button>
          <Button type="primary" htmlType="submit" loading={mutation.isPending}>
            {translate('Send')}
          </Button>
        </Space>
      </Form>
    </Drawer>
  );
};
