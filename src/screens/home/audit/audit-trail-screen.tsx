import { Button, Card, Form, Input, InputNumber, Select, Space, Table } from 'antd';
import type { Dayjs } from 'dayjs';
import { useEffect, useMemo, useState } from 'react';
import { Link } from 'react-router';
import { recordRouteOf } from '../../../../resources/paths';
import { safeSpreadsheetText } from '../../../../resources/spreadsheet-cells';
import { TypedRangePicker, WIRE_DATE } from '../../../fields';
import { translate } from '../../../i18n';
import { useSignedInUser } from '../../../providers/signed-in-user';
import { useFindDeclaration } from '../../../registry-context';
import { registry } from '../../../../resources.config';
import { isResource } from '../../../../resources/declaration';
import { csvOf, downloadCsv } from '../../generic/spreadsheet-files';
import { PageHeading } from '../../generic/page-heading';
import { fetchAuditTrail, fetchWholeAuditTrail, type AuditFilters, type AuditRow } from '../../generic/audit/audit-api';
import { AUDIT_ACTIONS, actionLabel, actionText, changeLines, whenText } from '../../generic/audit/audit-text';
import { ChangeList } from '../../generic/audit/change-list';

// ADMIN's audit screen (modules/shell/audit-trail.resource.ts): every write and sign-in, filtered by user, resource,
// record, action and days, a page at a time from the server, exported as CSV with the same filters.

const PAGE_SIZE = 25;
type FilterForm = { username?: string; resource?: string; recordId?: number | null; action?: string; days?: [Dayjs | null, Dayjs | null] | null };

const filtersOf = (form: FilterForm): AuditFilters => ({
  username: form.username?.trim() || undefined,
  resource: form.resource || undefined,
  recordId: form.recordId ?? undefined,
  action: form.action || undefined,
  at_gte: form.days?.[0]?.format(WIRE_DATE),
  at_lte: form.days?.[1]?.format(WIRE_DATE),
});

const resourceOptions = registry.filter(isResource).map((resource) => ({ value: resource.name, label: translate(resource.label) }));

export const AuditTrailScreen = () => {
  const findDeclaration = useFindDeclaration();
  const { roles } = useSignedInUser();
  const [form] = Form.useForm<FilterForm>();
  const [filters, setFilters] = useState<AuditFilters>({});
  const [page, setPage] = useState(1);
  const [data, setData] = useState<{ rows: AuditRow[]; total: number }>();
  const [isExporting, setIsExporting] = useState(false);

  useEffect(() => {
    let isCurrent = true;
    setData(undefined);
    const start = (page - 1) * PAGE_SIZE;
    fetchAuditTrail(filters, start, start + PAGE_SIZE).then(
      (loaded) => isCurrent && setData(loaded),
      () => isCurrent && setData({ rows: [], total: 0 }),
    );
    return () => {
      isCurrent = false;
    };
  }, [filters, page]);

  const resourceText = (name: string) => {
    const declaration = findDeclaration(name);
    return declaration ? translate(declaration.label) : name;
  };

  const exportCsv = async () => {
    setIsExporting(true);
    try {
      const rows = await fetchWholeAuditTrail(filters);
      // In the reader's language (';' in Italian), as every list's export.
      const text = csvOf(
        [translate('When'), translate('Who'), translate('What'), translate('Resource'), translate('Record'), translate('Changes')],
        rows.map((row) =>
          [whenText(row), row.name, actionText(row), resourceText(row.resource), String(row.recordId), changeLines(row, findDeclaration(row.resource)).join('; ')].map(
            (cell, index) => (index === 4 ? cell : safeSpreadsheetText(cell)),
          ),
        ),
      );
      downloadCsv(`${translate('Audit trail')}.csv`, text);
    } catch {
      // The HTTP client has told the user why.
    } finally {
      setIsExporting(false);
    }
  };

  const columns = useMemo(
    () => [
      { title: translate('When'), key: 'at', width: 170, render: (_: unknown, row: AuditRow) => whenText(row) },
      { title: translate('Who'), dataIndex: 'name', width: 140 },
      { title: translate('What'), key: 'action', width: 170, render: (_: unknown, row: AuditRow) => actionText(row) },
      { title: translate('Resource'), key: 'resource', width: 170, render: (_: unknown, row: AuditRow) => resourceText(row.resource) },
      {
        title: translate('Record'),
        key: 'record',
        width: 90,
        render: (_: unknown, row: AuditRow) => {
          const declaration = findDeclaration(row.resource);
          const route = declaration && row.recordId > 0 && row.action !== 'delete' ? recordRouteOf(declaration, row.recordId, { roles }) : undefined;
          return route ? <Link to={route}>{row.recordId}</Link> : row.recordId > 0 ? row.recordId : '';
        },
      },
      {
        title: translate('Changes'),
        key: 'changes',
        render: (_: unknown, row: AuditRow) => <ChangeList row={row} declaration={findDeclaration(row.resource)} />,
      },
    ],
    // eslint-disable-next-line react-hooks/exhaustive-deps -- the registry and roles do not change while the page is open
    [],
  );

  return (
    <Space direction="vertical" size="middle" style={{ width: '100%' }}>
      <PageHeading>{translate('Audit trail')}</PageHeading>
      <Card size="small">
        <Form
          form={form}
          layout="inline"
          onFinish={(values) => {
            setPage(1);
            setFilters(filtersOf(values));
          }}
        >
          <Form.Item name="username" label={translate('User')}>
            <Input allowClear placeholder={translate('Sign-in name')} />
          </Form.Item>
          <Form.Item name="resource" label={translate('Resource')}>
            <Select allowClear showSearch optionFilterProp="label" options={resourceOptions} style={{ width: 200 }} />
          </Form.Item>
          <Form.Item name="recordId" label={translate('Record')}>
            <InputNumber min={1} precision={0} style={{ width: 110 }} />
          </Form.Item>
          <Form.Item name="action" label={translate('What')}>
            <Select allowClear options={AUDIT_ACTIONS.map((action) => ({ value: action, label: actionLabel(action) }))} style={{ width: 190 }} />
          </Form.Item>
          <Form.Item name="days" label={translate('Days')}>
            <TypedRangePicker allowEmpty={[true, true]} />
          </Form.Item>
          <Form.Item>
            <Space>
              <Button type="primary" htmlType="submit">
                {translate('Filter')}
              </Button>
              <Button loading={isExporting} onClick={() => void exportCsv()}>
                {translate('Export CSV')}
              </Button>
            </Space>
          </Form.Item>
        </Form>
      </Card>
      <Table<AuditRow>
        rowKey="id"
        size="small"
        loading={!data}
        dataSource={data?.rows}
        columns={columns}
        pagination={{ current: page, pageSize: PAGE_SIZE, total: data?.total, onChange: setPage, showSizeChanger: false }}
      />
    </Space>
  );
};
