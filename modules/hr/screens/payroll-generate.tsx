import { Alert, Button, Space, Typography } from 'antd';
import { useState } from 'react';
import type { ResourceDeclaration } from '../../../resources/declaration';
import { screenPathOf, withRecordId } from '../../../resources/paths';
import { PolicyLink, useCanOpen } from '../../../src/access/policy-link';
import { ActionForm, actionNamed, useRunAction } from '../../../src/screens/generic/actions';
import { translate } from '../../../src/i18n';
import { monthSheets } from '../../pm/month-sheets.resource';
import { payrolls } from '../payrolls.resource';
import type { ReplyOf } from '../../../resources/reply-types';

// Generating payrolls (POST /admin/labour/generate, …/generate_specific_months) from the payroll list, with what
// each month's run made and who got no payroll because their month sheet is not approved — by name, with a link
// to that sheet: among the approvals for who approves, on its read-only page for the accountant.

type MonthReport = ReplyOf<typeof payrolls, 'generate'>;

/** Who approves opens the sheet among the approvals; who only follows it (the accountant) reads it on its own page. */
const APPROVALS_PATH = screenPathOf(monthSheets, 'timesheetApprovals');
const sheetLinkFor = (canApprove: boolean) => (sheetId: number | null) =>
  sheetId === null ? APPROVALS_PATH : canApprove ? `${APPROVALS_PATH}?monthId=${sheetId}` : withRecordId(screenPathOf(monthSheets, 'monthSheetReading'), sheetId);

const MonthOutcome = ({ report }: { report: MonthReport }) => {
  const sheetLink = sheetLinkFor(useCanOpen()(APPROVALS_PATH));
  const period = `${String(report.month).padStart(2, '0')}/${report.year}`;
  const made = report.created.length;
  const missing = report.missingApprovals;
  const type = missing.length > 0 ? 'warning' : made > 0 ? 'success' : 'info';
  const title =
    made > 0
      ? translate('{{period}}: {{count}} payrolls made', { period, count: made })
      : translate('{{period}}: no payroll made', { period });
  return (
    <Alert
      type={type}
      showIcon
      data-testid={`payroll-generation-${report.year}-${report.month}`}
      message={title}
      description={
        <Space direction="vertical" size={4}>
          {made > 0 && (
            <span>
              {translate('Made:')}{' '}
              {report.created.map((row, index) => (
                <span key={row.id}>
                  {index > 0 && ', '}
                  <PolicyLink to={withRecordId('/payroll_details/:id', row.id)}>{`${row.employee} (${row.number})`}</PolicyLink>
                </span>
              ))}
            </span>
          )}
          {report.alreadyGenerated.length > 0 && (
            <span>{translate('Already made before: {{names}}', { names: report.alreadyGenerated.map((row) => row.employee).join(', ') })}</span>
          )}
          {missing.length > 0 && (
            <>
              <Typography.Text strong>{translate('No payroll: the month sheet is not approved')}</Typography.Text>
              <ul style={{ margin: 0, paddingInlineStart: 20 }}>
                {missing.map((row) => (
                  <li key={row.employeeId}>
                    <PolicyLink to={sheetLink(row.sheetId)}>{row.employee}</PolicyLink>
                    {' — '}
                    {row.sheetNumber
                      ? translate('month sheet {{number}} is {{status}}', { number: row.sheetNumber, status: translate(row.sheetStatus) })
                      : translate('no month sheet yet')}
                  </li>
                ))}
              </ul>
              <span>{translate('A project manager approves them on Time Sheet - Approvals; then generate the month again.')}</span>
            </>
          )}
          {made === 0 && missing.length === 0 && report.alreadyGenerated.length === 0 && <span>{translate('Nobody has a contract in this month.')}</span>}
        </Space>
      }
    />
  );
};

export const PayrollGenerate = ({ declaration, identifier }: { declaration: ResourceDeclaration; identifier: string }) => {
  const { run, isRunning } = useRunAction(payrolls, identifier);
  const [open, setOpen] = useState<'generate' | 'generateSpecificMonths'>();
  const [reports, setReports] = useState<MonthReport[]>([]);
  const [failure, setFailure] = useState<string>();
  // Quiet: the outcome below says what was made, where a toast said "done" even when nothing was.
  const submit = async (input: Record<string, unknown>) => {
    if (!open) return;
    setFailure(undefined);
    try {
      const reply = await run(actionNamed(payrolls, open), { input, quiet: true });
      setReports(Array.isArray(reply) ? reply : [reply]);
    } catch (error) {
      setReports([]);
      setFailure((error as { message?: string }).message ?? translate('The payrolls could not be generated'));
    }
    setOpen(undefined);
  };
  return (
    <Space direction="vertical" size="small" style={{ width: '100%' }}>
      <Space wrap>
        <Button onClick={() => setOpen('generate')}>{translate('Generate payrolls')}</Button>
        <Button onClick={() => setOpen('generateSpecificMonths')}>{translate('Generate several months')}</Button>
      </Space>
      {failure && <Alert type="error" showIcon message={failure} />}
      {reports.map((report) => (
        <MonthOutcome key={`${report.year}-${report.month}`} report={report} />
      ))}
      {open && (
        <ActionForm action={actionNamed(declaration, open)} context={{ scope: 'admin' }} isOpen isRunning={isRunning} onSubmit={submit} onClose={() => setOpen(undefined)} />
      )}
    </Space>
  );
};
