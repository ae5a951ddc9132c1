import { Alert, Modal, Select, Table, Tag, Typography } from 'antd';
import { useState } from 'react';
import { assignmentsText, type PageProposal, type SplitProposal } from './split-types';
import { translate } from '../../../../src/i18n';

// The proposal of a combined payslip PDF, page by page, for the accountant to check before anything is
// attached: each page's payroll can be changed or cleared (a cleared page is not attached).

type SplitMatchesProps = {
  proposal: SplitProposal;
  isRunning: boolean;
  onConfirm: (assignments: string) => Promise<unknown>;
  onClose: () => void;
};

const MATCHED_BY = { taxCode: <Tag color="green">{translate('Tax code')}</Tag>, name: <Tag color="gold">{translate('Name')}</Tag> } as const;

export const SplitMatches = ({ proposal, isRunning, onConfirm, onClose }: SplitMatchesProps) => {
  const [choices, setChoices] = useState(() => new Map(proposal.pages.map((page) => [page.page, page.payrollId])));
  const options = proposal.payrolls.map((payroll) => ({
    value: payroll.id,
    label: `${payroll.employee} · ${payroll.number}${payroll.status === 'Paid' ? ' (Paid)' : ''}${payroll.payslips > 0 ? ' · has a payslip' : ''}`,
    disabled: payroll.status === 'Paid',
  }));
  const assignments = assignmentsText(choices);
  const unplaced = [...choices].filter(([, payrollId]) => payrollId === null).map(([page]) => page);
  const withoutPage = proposal.payrolls.filter((payroll) => ![...choices.values()].includes(payroll.id));
  return (
    <Modal
      title={translate('Payslips of {{month}}: {{pages}} pages', { month: `${proposal.month}/${proposal.year}`, pages: proposal.pageCount })}
      open
      width={860}
      onCancel={onClose}
      okText={translate('Attach payslips')}
      okButtonProps={{ disabled: assignments === '', loading: isRunning }}
      onOk={() => onConfirm(assignments).then(onClose, () => undefined)}
    >
      {unplaced.length > 0 && (
        <Alert type="warning" showIcon style={{ marginBottom: 12 }} message={translate('Pages matched to no payroll (not attached unless you choose one): {{pages}}', { pages: unplaced.join(', ') })} />
      )}
      {withoutPage.length > 0 && (
        <Alert type="info" showIcon style={{ marginBottom: 12 }} message={translate('Payrolls without a page: {{employees}}', { employees: withoutPage.map((payroll) => payroll.employee).join(', ') })} />
      )}
      <Table<PageProposal>
        rowKey="page"
        size="small"
        pagination={false}
        dataSource={proposal.pages}
        columns={[
          { title: translate('Page'), dataIndex: 'page', width: 70 },
          {
            title: translate('Payroll'),
            render: (_, page) => (
              <Select
                aria-label={translate('Payroll of page {{page}}', { page: page.page })}
                style={{ width: '100%' }}
                allowClear
                placeholder={translate('Not attached')}
                value={choices.get(page.page) ?? undefined}
                options={options}
                onChange={(payrollId?: number) => setChoices((current) => new Map(current).set(page.page, payrollId ?? null))}
              />
            ),
          },
          {
            title: translate('Found by'),
            width: 160,
            render: (_, page) => (page.matchedBy ? MATCHED_BY[page.matchedBy] : <Typography.Text type="secondary">{page.reason}</Typography.Text>),
          },
        ]}
      />
    </Modal>
  );
};
