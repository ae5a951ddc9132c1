import type { BaseRecord } from '@refinedev/core';
import { Alert } from 'antd';
import { translate } from '../../../src/i18n';

// A payroll whose month sheet changed since its calculation says so above its figures (issue 43): what the sheet was
// then and is now, and what to do. Advance is not offered meanwhile (the declaration's offeredWhen); a difference
// the accountant confirmed shows with their note.

const hoursOf = (value: unknown) => (value === null || value === undefined || value === '' ? '0' : String(Number(value)));
const stateOf = (value: unknown) => translate(String(value ?? 'Missing'));

export const PayrollStaleAlert = ({ record }: { record: BaseRecord }) => {
  if (record.isStale === true)
    return (
      <Alert
        type="error"
        showIcon
        data-payroll-stale
        message={translate('The month sheet changed after this payroll was calculated')}
        description={translate(
          'Calculated from {{thenHours}} h ({{thenState}}); the month sheet now has {{nowHours}} h ({{nowState}}). Recalculate the payroll, or confirm the difference with a note, before advancing it.',
          { thenHours: hoursOf(record.calculatedSheetHours), thenState: stateOf(record.calculatedSheetStatus), nowHours: hoursOf(record.sheetHoursNow), nowState: stateOf(record.sheetStatusNow) },
        )}
      />
    );
  if (typeof record.differenceNote === 'string' && record.differenceNote.trim() !== '')
    return <Alert type="info" showIcon data-payroll-difference-confirmed message={translate('Difference with the month sheet confirmed: {{note}}', { note: record.differenceNote })} />;
  return null;
};
