import { Alert, Typography } from 'antd';
import type { MonthGrid } from '../../../../resources/pm/month-grid';
import type { GridRow } from './grid-model';
import { translate } from '../../../i18n';

// What the month adds up to (the balance against the contract) and, after an admin's correction of an
// approved month, exactly which cells differ from what was approved.

export const MonthBalanceText = ({ balance }: { balance: MonthGrid['balance'] }) => (
  <Typography.Text type="secondary" data-month-balance>
    {`Expected ${balance.expected} h (${balance.workingDays} working days) · booked ${balance.booked} h · leave ${balance.leave} h · `}
    <Typography.Text type={balance.missing > 0 ? 'danger' : balance.overtime > 0 ? 'warning' : 'success'}>
      {balance.missing > 0 ? `${balance.missing} h missing` : balance.overtime > 0 ? `${balance.overtime} h overtime` : 'balanced'}
    </Typography.Text>
  </Typography.Text>
);

export const ChangesSinceApproval = ({ grid, rows }: { grid: MonthGrid; rows: readonly GridRow[] }) => {
  if (grid.changesSinceApproval.length === 0) return null;
  return (
    <Alert
      type="warning"
      showIcon
      message={translate('Changed since it was approved')}
      description={
        <ul style={{ margin: 0 }} data-changes-since-approval>
          {grid.changesSinceApproval.map((change) => {
            const row = rows.find((candidate) => change.cell.startsWith(`${candidate.key}|`));
            return <li key={change.cell}>{`${row?.label ?? ''} ${change.cell.slice(change.cell.indexOf('|') + 1)}: ${change.approved} h → ${change.now} h`}</li>;
          })}
        </ul>
      }
    />
  );
};
