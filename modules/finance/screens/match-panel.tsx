import { Button, Card, Checkbox, Empty, Form, Select, Space, Table, Tag, Typography } from 'antd';
import type { ResourceDeclaration } from '../../../resources/declaration';
import { formatDate } from '../../../src/fields';
import { actionNamed, useRunAction, useActionReply } from '../../../src/screens/generic/actions';
import { DocumentPicker, type DocumentTable } from './document-picker';
import { formatEuro } from './finance-calls';
import { translate } from '../../../src/i18n';
import { cashFlowEntries } from '../cash-flow-entries.resource';
import type { ReplyOf } from '../../../resources/reply-types';

// The right side of the reconciliation: for the chosen movement, the invoices it probably pays (accept one
// with a click) and a match by hand to any document, whole or partial.

/** A movement still to reconcile, as the lists of money in and out answer it (cash-flow-entries.resource.ts). */
export type Movement = ReplyOf<typeof cashFlowEntries, 'listIn'>[number];
/** A suggestion as declared; an invoice's also says which of its files are missing (a transfer's does not). */
type Suggested = ReplyOf<typeof cashFlowEntries, 'suggestions'>[number] & { missingFiles?: string[] };
type Manual = { parent_table: string; parent: number; isPartial?: boolean };

/** Why an invoice is suggested, in words (the server's reasons). */
export const REASONS: Record<string, string> = {
  rule: 'your rule',
  amount: 'same amount',
  number: 'number in the description',
  vat: 'VAT number in the description',
  counterparty: 'counterparty name',
  date: 'near due date',
  endToEnd: 'our transfer (end-to-end id)',
};
const DOCUMENT_KINDS: Record<string, () => string> = {
  invoices: () => translate('Invoices'),
  receipts: () => translate('Receipts'),
  taxes: () => translate('Taxes'),
  labour: () => translate('Payrolls'),
};

export const MatchPanel = ({ declaration, movement, onMatched }: { declaration: ResourceDeclaration; movement?: Movement; onMatched: () => void }) => {
  const read = useActionReply(cashFlowEntries, 'suggestions', { id: movement?.id, enabled: movement !== undefined });
  const suggestions = Array.isArray(read.data) ? read.data : [];
  const { run, isRunning } = useRunAction(declaration, declaration.name);
  const [manual] = Form.useForm<Manual>();
  const table = (Form.useWatch('parent_table', manual) ?? 'invoices') as DocumentTable;
  if (!movement) return <Card title={translate('Suggested matches')}><Empty description={translate('Choose a movement on the left')} /></Card>;
  const side = movement.direction === 'in' ? 'In' : 'Out';

  const accept = async (suggestion: Suggested) => {
    // A payroll or receipt (found by our transfer's end-to-end id or its number in the text) is matched as by hand,
    // partially when the amounts differ; invoices by the suggestion's action.
    if (suggestion.parentTable !== 'invoices')
      await run(actionNamed(declaration, `reconcile${side}Manually`), {
        id: movement.id,
        version: movement.version,
        input: { parent_table: suggestion.parentTable, parent: suggestion.id, isPartial: suggestion.openAmount !== movement.openAmount },
      });
    else await run(actionNamed(declaration, `reconcile${side}`), { id: movement.id, version: movement.version, input: { match_id: suggestion.id } });
    onMatched();
  };
  const matchByHand = async (values: Manual) => {
    await run(actionNamed(declaration, `reconcile${side}Manually`), { id: movement.id, version: movement.version, input: { ...values, isPartial: values.isPartial === true } });
    manual.resetFields();
    onMatched();
  };

  return (
    <Space direction="vertical" style={{ width: '100%' }}>
      <Card title={translate('Suggested matches for {{amount}}', { amount: formatEuro(movement.openAmount) })} size="small">
        <Typography.Paragraph style={{ whiteSpace: 'normal', wordBreak: 'break-word' }}>{movement.description}</Typography.Paragraph>
        <Table<Suggested>
          size="small"
          rowKey={(row) => `${row.parentTable}:${row.id}`}
          scroll={{ x: 'max-content' }}
          loading={read.isLoading}
          pagination={false}
          dataSource={suggestions}
          locale={{ emptyText: translate('No open invoice fits this movement') }}
          columns={[
            { title: translate('Document'), dataIndex: 'number' },
            { title: translate('Counterparty'), dataIndex: 'counterparty' },
            { title: translate('Due'), dataIndex: 'dueDate', render: (value) => formatDate(value) },
            { title: translate('Open'), dataIndex: 'openAmount', align: 'right', render: formatEuro },
            { title: translate('Why'), dataIndex: 'reasons', render: (reasons: string[]) => reasons.map((reason) => <Tag key={reason} color={reason === 'rule' ? 'green' : undefined}>{translate(REASONS[reason] ?? reason)}</Tag>) },
            {
              title: translate('Files'),
              dataIndex: 'missingFiles',
              render: (missing: string[] | undefined) => (missing?.length ? <Tag color="red">{translate('Missing {{files}}', { files: missing.map((file) => translate(file)).join(', ') })}</Tag> : null),
            },
            {
              title: '',
              key: 'match',
              render: (_, row) => (
                <Button size="small" type="primary" loading={isRunning} onClick={() => accept(row)} aria-label={translate('Match {{number}}', { number: row.number })}>
                  {translate('Match')}
                </Button>
              ),
            },
          ]}
        />
      </Card>
      <Card title={translate('Match by hand')} size="small">
        <Form form={manual} layout="vertical" onFinish={matchByHand} initialValues={{ parent_table: 'invoices' }}>
          <Space wrap align="end" style={{ width: '100%' }}>
            <Form.Item name="parent_table" label={translate('Document')} rules={[{ required: true }]}>
              <Select
                style={{ width: 140 }}
                onChange={() => manual.setFieldValue('parent', undefined)}
                options={(movement.direction === 'in' ? ['invoices'] : ['invoices', 'receipts', 'taxes', 'labour']).map((value) => ({ value, label: DOCUMENT_KINDS[value]() }))}
              />
            </Form.Item>
            <Form.Item name="isPartial" valuePropName="checked">
              <Checkbox>{translate('Partial')}</Checkbox>
            </Form.Item>
          </Space>
          <Form.Item name="parent" label={translate('Which one')} rules={[{ required: true, message: translate('Which one?') }]}>
            <DocumentPicker table={table} movementDirection={movement.direction} />
          </Form.Item>
          <Button htmlType="submit" loading={isRunning}>
            {translate('Match by hand')}
          </Button>
        </Form>
      </Card>
    </Space>
  );
};
