import { Alert, Typography } from 'antd';
import type { MonthGrid } from '../../domain/month-grid';
import type { GridRow } from './grid-model';
import { formatUpTo, translate } from '../../../../src/i18n';

// What the month adds up to (the balance against the contract) and, after an admin's correction of an
// approved month, exactly which cells differ from what was approved.

export const MonthBalanceText = ({ balance }: { balance: MonthGrid['balance'] }) => (
  <Typography.Text type="secondary" data-month-balance>
    {`${translate('Expected {{expected}} h ({{workingDays}} working days) · booked {{booked}} h · leave {{leave}} h', { expected: formatUpTo(balance.expected), workingDays: balance.workingDays, booked: formatUpTo(balance.booked), leave: formatUpTo(balance.leave) })} · `}
    <Typography.Text type={balance.missing > 0 ? 'danger' : balance.overtime > 0 ? 'warning' : 'success'}>
      {balance.missing > 0
        ? translate('{{hours}} h missing', { hours: formatUpTo(balance.missing) })
        : balance.overtime > 0
          ? translate('{{hours}} h overtime', { hours: formatUpTo(balance.overtime) })
          : translate('balanced')}
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
