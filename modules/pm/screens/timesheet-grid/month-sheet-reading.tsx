import { Card } from 'antd';
import { useParams } from 'react-router';
import type { ResourceScreenProps } from '../../../../src/screens/generic/screen-props';
import { MonthGridPanel } from './month-grid-panel';
import { translate } from '../../../../src/i18n';

// /month_sheet/:id: anyone's month sheet, read only, for those who follow it without approving it: the accountant
// opens the sheet of someone left without a payroll from the generation's outcome (issue 26).

export const MonthSheetReadingScreen = ({ declaration, identifier }: ResourceScreenProps) => {
  const { id } = useParams();
  return (
    <Card title={translate('Month sheet')}>
      <MonthGridPanel declaration={declaration} identifier={identifier} source={{ scope: 'admin', monthId: Number(id) }} isReadOnly />
    </Card>
  );
};
