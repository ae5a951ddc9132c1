import { useCustom } from '@refinedev/core';
import { App, Button, Card, Empty, Form, Space, Table, Typography } from 'antd';
import type { Dayjs } from 'dayjs';
import { useState } from 'react';
import type { TimesheetReport } from '../../domain/timesheet-report';
import type { ReferenceField } from '../../../../resources/vocabulary';
import { kindOf } from '../../../../src/fields';
import { downloadCsv } from '../../../../src/screens/generic/spreadsheet-files';
import type { ResourceScreenProps } from '../../../../src/screens/generic/screen-props';
import { HoursChart } from './hours-chart';
import { monthHeading, reportFileName, reportPeriods, reportToCsv } from './report-table';
import { downloadXlsx } from './report-xlsx';
import { translate } from '../../../../src/i18n';
import { firmTodayDayjs } from '../../../../src/config/firm-today';
import { formatDayMonth } from '../../../../src/fields/dates';
import { TypedRangePicker } from '../../../../src/fields/typed-range-picker';
import { actionPathOf } from '../../../../resources/paths';
import { timesheetEntries } from '../../timesheet-entries.resource';

// /admin/report: hours on one work order in a period, by employee and day (by month for a period longer than two
// months), with totals, a chart of the hours per column and CSV and XLSX exports of the same cells.

const WIRE = 'YYYY-MM-DD';
const workOrderField: ReferenceField = { type: 'reference', resource: 'workOrders', label: translate('Work order') };

export const TimesheetReportScreen = (_props: ResourceScreenProps) => {
  const [workOrderId, setWorkOrderId] = useState<number>();
  const [range, setRange] = useState<[Dayjs, Dayjs]>(() => [firmTodayDayjs().startOf('month'), firmTodayDayjs().endOf('month')]);
  const query = workOrderId ? { workOrderId, startDate: range[0].format(WIRE), endDate: range[1].format(WIRE) } : undefined;
  const { result, query: state } = useCustom<TimesheetReport>({
    url: actionPathOf(timesheetEntries, 'report'),
    method: 'get',
    config: { query },
    queryOptions: { enabled: query !== undefined },
  });
  const report = query && state.isSuccess ? result.data : undefined;
  const WorkOrderInput = kindOf(workOrderField).Input;
  const periods = report ? reportPeriods(report) : [];
  const headingOf = (period: string) => (report?.granularity === 'month' ? monthHeading(period) : formatDayMonth(period));
  const { message } = App.useApp();
  const [isExporting, setIsExporting] = useState(false);
  const exportXlsx = async (current: TimesheetReport) => {
    setIsExporting(true);
    try {
      await downloadXlsx(reportFileName(current, 'xlsx'), current);
    } catch {
      void message.error('The XLSX file could not be made');
    } finally {
      setIsExporting(false);
    }
  };

  return (
    <Card
      title={translate('Report')}
      extra={
        <Space>
          <Button disabled={!report} loading={isExporting} onClick={() => report && void exportXlsx(report)}>
            {translate('Export XLSX')}
          </Button>
          <Button disabled={!report} onClick={() => report && downloadCsv(reportFileName(report, 'csv'), reportToCsv(report))}>
            {translate('Export CSV')}
          </Button>
        </Space>
      }
    >
      <Form layout="inline" style={{ marginBottom: 16 }}>
        <Form.Item label={translate('Work order')} htmlFor="report-work-order" style={{ minWidth: 'min(320px, 100%)' }}>
          <WorkOrderInput id="report-work-order" field={workOrderField} context={{ scope: 'lookup' }} value={workOrderId} onChange={(value) => setWorkOrderId(value ? Number(value) : undefined)} />
        </Form.Item>
        <Form.Item label={translate('Period')}>
          <TypedRangePicker allowClear={false} value={range} onChange={(value) => value?.[0] && value[1] && setRange([value[0], value[1]])} />
        </Form.Item>
      </Form>
      {!report ? (
        <Empty description={workOrderId ? translate('Loading…') : translate('Choose a work order')} />
      ) : (
        <Space direction="vertical" style={{ width: '100%' }}>
          {report.granularity === 'month' && (
            <Typography.Text type="secondary" data-report-granularity="month">
              {translate('A period longer than two months is shown by month.')}
            </Typography.Text>
          )}
          {periods.length > 0 && <HoursChart report={report} />}
          <Table
            size="small"
            bordered
            pagination={false}
            rowKey="employeeId"
            scroll={{ x: 'max-content' }}
            dataSource={report.employees}
            columns={[
              { key: 'name', title: translate('Employee'), dataIndex: 'name', fixed: 'left' },
              ...periods.map((period) => ({ key: period, title: headingOf(period), align: 'right' as const, render: (_: unknown, row: TimesheetReport['employees'][number]) => row.periods[period] ?? '' })),
              { key: 'total', title: translate('Total'), dataIndex: 'total', align: 'right', fixed: 'right' },
            ]}
            summary={() => (
              <Table.Summary.Row>
                <Table.Summary.Cell index={0}>
                  <strong>{translate('Total')}</strong>
                </Table.Summary.Cell>
                {periods.map((period, index) => (
                  <Table.Summary.Cell key={period} index={index + 1} align="right">
                    <span data-report-period-total={period}>{report.periods[period]}</span>
                  </Table.Summary.Cell>
                ))}
                <Table.Summary.Cell index={periods.length + 1} align="right">
                  <strong data-report-total>{report.total}</strong>
                </Table.Summary.Cell>
              </Table.Summary.Row>
            )}
          />
        </Space>
      )}
    </Card>
  );
};
