import { PlusOutlined } from '@ant-design/icons';
import { useCreate, useInvalidate, useList, useOne, type BaseKey, type BaseRecord } from '@refinedev/core';
import { Button, Card, Col, Form, Row, Space, Table } from 'antd';
import { useEffect, useState } from 'react';
import type { ResourceDeclaration } from '../../../resources/declaration';
import { quoteTotalsOf, type QuoteLineFigures } from '../domain/quote-totals';
import type { RowOf } from '../../../resources/reply-types';
import { products } from '../products.resource';
import { quoteLines } from '../quote-lines.resource';
import { quotes } from '../quotes.resource';
import { isLocked } from '../../../resources/workflow';
import { fieldColumn, FieldFormItem, type FieldContext } from '../../../src/fields';
import { useFindDeclaration } from '../../../src/registry-context';
import { FormDrawer, initialValuesOf, type FormTarget } from '../../../src/screens/generic/form-drawer';
import { failedNotice } from '../../../src/screens/generic/notices';
import { PermittedRecordActions } from '../../../src/screens/generic/record-actions';
import { QuoteTotalsCard } from './quote-totals-card';
import { translate } from '../../../src/i18n';

type QuoteLine = RowOf<typeof quoteLines>;

const context: FieldContext = { scope: 'admin' };
const LINE_INPUTS = ['productId', 'description', 'quantity', 'unitPrice', 'discountPercent', 'vatRate'] as const;
const LINE_COLUMNS = ['productId', 'description', 'quantity', 'unitPrice', 'discountPercent', 'vatRate', 'lineTotal'] as const;

type QuoteLinesEditorProps = { quoteDeclaration: ResourceDeclaration; quoteIdentifier: string; quoteId: BaseKey };

/** A line counts in the preview once it has a price; until then the totals are the saved ones. */
const isFilled = (line: QuoteLineFigures | undefined) => line?.unitPrice !== undefined && line?.unitPrice !== null && line?.unitPrice !== '';

/**
 * The lines of a quote: a table of the saved ones (edited and removed in place while the quote is a draft),
 * a form for the next one (a product fills its description, price and VAT rate) and the totals, previewed
 * with the line being written by the same function the server keeps the quote's figures with.
 */
export const QuoteLinesEditor = ({ quoteDeclaration, quoteIdentifier, quoteId }: QuoteLinesEditorProps) => {
  const lineDeclaration = useFindDeclaration()('quoteLines');
  const [form] = Form.useForm();
  const draft = Form.useWatch([], form) as QuoteLineFigures | undefined;
  const [formTarget, setFormTarget] = useState<FormTarget>();
  const invalidate = useInvalidate();
  const { mutateAsync: create, mutation } = useCreate();
  const { result: quote } = useOne<RowOf<typeof quotes>>({ resource: quoteIdentifier, id: quoteId, meta: { scope: 'admin' } });
  const { result: lineList, query: linesQuery } = useList<QuoteLine>({
    resource: quoteLines.name,
    filters: [{ field: 'quoteId', operator: 'eq', value: quoteId }],
    sorters: [{ field: 'position', order: 'asc' }],
    pagination: { mode: 'off' },
    meta: { scope: 'admin' },
  });
  const { result: productList } = useList<RowOf<typeof products>>({ resource: products.name, pagination: { mode: 'off' }, meta: { scope: 'admin' } });
  const lines = lineList?.data ?? [];

  // The quote's figures are the server's: read them again whenever the lines change.
  useEffect(() => {
    void invalidate({ resource: quoteIdentifier, id: quoteId, invalidates: ['detail'] });
  }, [linesQuery.dataUpdatedAt, invalidate, quoteIdentifier, quoteId]);

  if (!lineDeclaration) return null;
  const isOpen = quote !== undefined && !isLocked(quoteDeclaration, quote);
  const isPreview = isOpen && isFilled(draft);
  const totals = isPreview
    ? quoteTotalsOf([...lines, draft!])
    : { ...quoteTotalsOf(lines), ...pick(quote) };

  const pickProduct = (changed: Record<string, unknown>) => {
    if (!('productId' in changed)) return;
    const product = productList?.data.find((row) => row.id === changed.productId);
    if (product) form.setFieldsValue({ description: product.name, unitPrice: product.unitPrice, vatRate: product.vatRate });
  };

  const addLine = async (values: Record<string, unknown>) => {
    await create({
      resource: 'quoteLines',
      values: { ...values, quoteId: Number(quoteId), position: lines.length },
      meta: { scope: 'admin' },
      successNotification: false,
      errorNotification: failedNotice('add the line'),
    });
    form.resetFields();
  };

  const columns = [
    ...LINE_COLUMNS.map((name) => fieldColumn({ name, field: lineDeclaration.fields[name], rows: lines, context })),
    ...(isOpen
      ? [
          {
            key: 'actions',
            title: translate('Actions'),
            render: (_: unknown, record: BaseRecord) => (
              <PermittedRecordActions
                declaration={lineDeclaration}
                identifier="quoteLines"
                scope="admin"
                record={record}
                onEdit={(id) => setFormTarget({ action: 'edit', id })}
              />
            ),
          },
        ]
      : []),
  ];

  return (
    <Space direction="vertical" size="middle" style={{ width: '100%' }}>
      <Card size="small" title={translate('Lines')}>
        {/* The generic field columns (fieldColumn) read rows as records of any resource. */}
        <Table<BaseRecord> dataSource={lines} rowKey="id" columns={columns} size="small" pagination={false} aria-label={translate('Quote lines')} />
        {isOpen && (
          <Form form={form} layout="vertical" onValuesChange={pickProduct} onFinish={addLine} initialValues={initialValuesOf(lineDeclaration)} style={{ marginTop: 16 }}>
            <Row gutter={12}>
              {LINE_INPUTS.map((name) => (
                <Col key={name} xs={24} md={name === 'description' || name === 'productId' ? 8 : 4}>
                  <FieldFormItem name={name} field={lineDeclaration.fields[name]} context={context} />
                </Col>
              ))}
            </Row>
            <Button type="primary" htmlType="submit" icon={<PlusOutlined />} loading={mutation.isPending}>
              {translate('Add line')}
            </Button>
          </Form>
        )}
      </Card>
      <QuoteTotalsCard totals={totals} isPreview={isPreview} />
      <FormDrawer
        declaration={lineDeclaration}
        identifier="quoteLines"
        scope="admin"
        target={formTarget}
        fixedValues={{ quoteId: Number(quoteId) }}
        onClose={() => setFormTarget(undefined)}
      />
    </Space>
  );
};

/** The server's figures of the quote, where it has them. */
const pick = (quote: RowOf<typeof quotes> | undefined) =>
  quote && quote.total !== null && quote.total !== undefined
    ? { taxable: Number(quote.taxable), vat: Number(quote.vat), total: Number(quote.total) }
    : {};
