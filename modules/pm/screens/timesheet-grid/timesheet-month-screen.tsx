import { useOne } from '@refinedev/core';
import { Card, Spin } from 'antd';
import { useParams } from 'react-router';
import { useScreenScope, type ResourceScreenProps } from '../../../../src/screens/generic/screen-props';
import { MonthGridPanel } from './month-grid-panel';
import type { RowOf } from '../../../../resources/reply-types';
import type { monthSheets } from '../../month-sheets.resource';
import { translate } from '../../../../src/i18n';

// /timesheet/:id: one month sheet in the grid; an admin opens anyone's, an employee their own.

export const TimesheetMonthScreen = ({ declaration, identifier, route }: ResourceScreenProps) => {
  const { id } = useParams();
  const scope = useScreenScope(declaration, route);
  const own = useOne<RowOf<typeof monthSheets>>({ resource: identifier, id: id ?? '', meta: { scope: 'own' }, queryOptions: { enabled: scope === 'own' } });
  const sheet = own.result;
  const source =
    scope === 'own'
      ? sheet?.year
        ? ({ scope: 'own', year: sheet.year, month: sheet.month } as const)
        : undefined
      : ({ scope: 'admin', monthId: Number(id) } as const);
  return (
    <Card title={`${translate('Month sheet')}${sheet?.number ? ` ${sheet.number}` : ''}`}>
      {source ? <MonthGridPanel declaration={declaration} identifier={identifier} source={source} /> : <Spin />}
    </Card>
  );
};
