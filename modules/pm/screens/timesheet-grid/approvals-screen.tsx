import { useOne } from '@refinedev/core';
import { Drawer } from 'antd';
import dayjs from 'dayjs';
import { useSearchParams } from 'react-router';
import { ListScreen } from '../../../../src/screens/generic/list-screen';
import type { ResourceScreenProps } from '../../../../src/screens/generic/screen-props';
import { MonthGridPanel } from './month-grid-panel';
import type { RowOf } from '../../../../resources/reply-types';
import type { monthSheets } from '../../month-sheets.resource';
import { translate } from '../../../../src/i18n';

// /admin/ts_approvals: the month sheets with their bulk Approve and per-row Set status / send back (the
// generic list and its declared actions); a row's Show, or `?monthId=` from search, opens that month's grid
// read-only beside the list.

export const TimesheetApprovalsScreen = (props: ResourceScreenProps) => {
  const [searchParams, setSearchParams] = useSearchParams();
  const monthId = Number(searchParams.get('monthId')) || undefined;
  // The drawer says which month sheet it shows: its number and its month.
  const sheet = useOne<RowOf<typeof monthSheets>>({
    resource: props.identifier,
    id: monthId ?? '',
    meta: { scope: 'admin' },
    queryOptions: { enabled: monthId !== undefined },
  }).result;
  const title = sheet?.year
    ? `${translate('Month sheet')} ${sheet.number ?? ''} · ${dayjs(new Date(sheet.year, sheet.month - 1, 1)).format('MMMM YYYY')}`
    : translate('Month sheet');
  const close = () =>
    setSearchParams((current) => {
      current.delete('monthId');
      return current;
    });
  return (
    <>
      <ListScreen {...props} showPath={`${props.route.path}?monthId=:id`} />
      <Drawer open={monthId !== undefined} onClose={close} width="90%" title={title} destroyOnHidden>
        {monthId !== undefined && <MonthGridPanel declaration={props.declaration} identifier={props.identifier} source={{ scope: 'admin', monthId }} isReadOnly />}
      </Drawer>
    </>
  );
};
