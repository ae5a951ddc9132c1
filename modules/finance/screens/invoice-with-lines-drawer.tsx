import { DeleteOutlined, PlusOutlined } from '@ant-design/icons';
import { Button, Card, Col, Drawer, Form, Row, Space, Table } from 'antd';
import { useState } from 'react';
import type { ResourceDeclaration } from '../../../resources/declaration';
import { vatSummaryOf, type InvoiceLineFigures } from '../domain/invoice-vat';
import { FieldFormItem, type FieldContext } from '../../../src/fields';
import { useFindDeclaration } from '../../../src/registry-context';
import { actionNamed, useRunAction } from '../../../src/screens/generic/actions';
import { initialValuesOf } from '../../../src/screens/generic/form-drawer';
import { formatEuro } from './finance-calls';
import { VatSummaryTable } from './vat-summary-table';
import { translate } from '../../../src/i18n';

// A new invoice with its lines: the header and the lines are written here, the VAT summary per rate is
// previewed by the same function the server computes it with, and POST …/invoices/withLines makes the invoice
// and its lines in one transaction.

const context: FieldContext = { scope: 'admin' };
const HEADER = ['direction', 'number', 'date', 'supplierId', 'customerId', 'dueDate', 'description'] as const;
const LINE_INPUTS = ['description', 'quantity', 'unitPrice', 'vatRate', 'nature'] as const;
type DraftLine = InvoiceLineFigures & { key: number; description: string };

type Props = { declaration: ResourceDeclaration; identifier: string; open: boolean; onClose: () => void };

export const InvoiceWithLinesDrawer = ({ declaration, identifier, open, onClose }: Props) => {
  const lineDeclaration = useFindDeclaration()('invoiceLines');
  const [header] = Form.useForm();
  const [lineForm] = Form.useForm();
  const [lines, setLines] = useState<DraftLine[]>([]);
  const { run, isRunning } = useRunAction(declaration, identifier);
  if (!lineDeclaration) return null;

  const addLine = (values: Record<string, unknown>) => {
    setLines((current) => [...current, { ...(values as Omit<DraftLine, 'key'>), key: Date.now() + current.length }]);
    lineForm.resetFields();
  };
  const create = async () => {
    const values = (await header.validateFields()) as Record<string, unknown>;
    try {
      await run(actionNamed(declaration, 'withLines'), { input: { ...values, lines: JSON.stringify(lines.map(({ key: _key, ...line }) => line)) } });
    } catch {
      return; // the server's message is already on screen; the draft stays for a correction
    }
    header.resetFields();
    setLines([]);
    onClose();
  };

  return (
    <Drawer
      title={translate('New invoice with lines')}
      open={open}
      onClose={onClose}
      width="min(900px, 100vw)"
      destroyOnClose
      extra={
        <Button type="primary" onClick={() => void create()} loading={isRunning} disabled={lines.length === 0}>
          {translate('Create invoice')}
        </Button>
      }
    >
      <Space direction="vertical" size="middle" style={{ width: '100%' }}>
        {/* Named forms: antd prefixes the ids, so the two Description fields each keep their own label. */}
        <Form form={header} name="invoice" layout="vertical" initialValues={{ direction: 'out', ...initialValuesOf(declaration) }}>
          <Row gutter={12}>
            {HEADER.map((name) => (
              <Col key={name} xs={24} md={name === 'description' ? 24 : 8}>
                <FieldFormItem name={name} field={declaration.fields[name]} context={context} />
              </Col>
            ))}
          </Row>
        </Form>
        <Card size="small" title={translate('Lines')}>
          <Table<DraftLine>
            size="small"
            rowKey="key"
            pagination={false}
            aria-label={translate('Invoice lines')}
            dataSource={lines}
            columns={[
              { title: translate('Description'), dataIndex: 'description' },
              { title: translate('Quantity'), dataIndex: 'quantity', align: 'right' },
              { title: translate('Unit price'), dataIndex: 'unitPrice', align: 'right', render: formatEuro },
              { title: translate('VAT rate'), key: 'rate', render: (_, line) => (line.nature ? `${String(line.vatRate)}% (${line.nature})` : `${String(line.vatRate)}%`) },
              {
                key: 'remove',
                title: '',
                render: (_, line) => (
                  <Button aria-label={translate('Remove line')} icon={<DeleteOutlined />} size="small" onClick={() => setLines((current) => current.filter((other) => other.key !== line.key))} />
                ),
              },
            ]}
          />
          <Form form={lineForm} name="invoiceLine" layout="vertical" onFinish={addLine} initialValues={initialValuesOf(lineDeclaration)} style={{ marginTop: 16 }}>
            <Row gutter={12}>
              {LINE_INPUTS.map((name) => (
                <Col key={name} xs={24} md={name === 'description' ? 8 : 4}>
                  <FieldFormItem name={name} field={lineDeclaration.fields[name]} context={context} />
                </Col>
              ))}
            </Row>
            <Button htmlType="submit" icon={<PlusOutlined />}>
              {translate('Add line')}
            </Button>
          </Form>
        </Card>
        <Card size="small" title={translate('VAT summary')}>
          <VatSummaryTable figures={vatSummaryOf(lines)} />
        </Card>
      </Space>
    </Drawer>
  );
};
