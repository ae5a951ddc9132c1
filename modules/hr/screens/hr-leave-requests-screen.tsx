import { useOne } from '@refinedev/core';
import { Card, Tabs } from 'antd';
import dayjs, { type Dayjs } from 'dayjs';
import { useEffect, useState } from 'react';
import { useSearchParams } from 'react-router';
import { ListScreen } from '../../../src/screens/generic/list-screen';
import type { ResourceScreenProps } from '../../../src/screens/generic/screen-props';
import { RequestCoverage } from './request-coverage';
import { TeamCalendar, type CalendarView, type LeaveRequest } from './team-calendar';
import { translate } from '../../../src/i18n';
import { firmTodayDayjs } from '../../../src/config/firm-today';

// HR's requests (/admin/leave_requests): the inbox (the generic list: decide a row, approve a selection) and
// the team calendar. `?requestId=<id>` (a search pick) opens the calendar on that request by itself.
export const HrLeaveRequestsScreen = (props: ResourceScreenProps) => {
  const [params, setParams] = useSearchParams();
  const requestId = params.get('requestId') ?? undefined;
  const picked = useOne<LeaveRequest>({ resource: props.identifier, id: requestId ?? '', meta: { scope: 'admin' }, queryOptions: { enabled: requestId !== undefined } }).result;
  const only = requestId && picked?.id !== undefined ? picked : undefined;
  const [tab, setTab] = useState(requestId ? 'calendar' : 'inbox');
  const [anchor, setAnchor] = useState<Dayjs>(firmTodayDayjs);
  const [view, setView] = useState<CalendarView>('month');
  useEffect(() => {
    if (only?.startDate) {
      setAnchor(dayjs(String(only.startDate)));
      setTab('calendar');
    }
  }, [only?.startDate]);
  const showEveryone = () => {
    params.delete('requestId');
    setParams(params);
  };
  return (
    <Tabs
      activeKey={tab}
      onChange={setTab}
      items={[
        { key: 'inbox', label: translate('Inbox'), children: <ListScreen {...props} /> },
        {
          key: 'calendar',
          label: translate('Team calendar'),
          children: (
            <Card title={translate('Team calendar')}>
              {only?.id !== undefined && only.state === 'Reviewing' && (
                <Card size="small" title={translate('Coverage of {{number}}', { number: String(only.number) })} style={{ marginBottom: 12 }}>
                  <RequestCoverage declaration={props.declaration} id={only.id} />
                </Card>
              )}
              <TeamCalendar
                declaration={props.declaration}
                identifier={props.identifier}
                anchor={anchor}
                view={view}
                onMove={(next, nextView) => {
                  setAnchor(next);
                  setView(nextView);
                }}
                only={only}
                onShowEveryone={showEveryone}
              />
            </Card>
          ),
        },
      ]}
    />
  );
};
