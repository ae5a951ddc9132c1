import { Card, Space, Switch, Table, Tag, Typography } from 'antd';
import type { Dayjs } from 'dayjs';
import { useEffect, useState } from 'react';
import type { ResourceDeclaration } from '../../../resources/declaration';
import { actionNamed, useRunAction, useActionReply } from '../../../src/screens/generic/actions';
import { formatUpTo, translate } from '../../../src/i18n';
import { TypedMonthPicker } from '../../../src/fields';
import { firmTodayDayjs } from '../../../src/config/firm-today';
import { workouts } from '../workouts.resource';
import type { ReplyOf } from '../../../resources/reply-types';

type BoardRow = ReplyOf<typeof workouts, 'teamBoard'>['rows'][number];

type TeamBoardProps = { declaration: ResourceDeclaration; identifier: string; changedAt: number };

/**
 * The month's team board: colleagues who opted in, and oneself (marked, and shown to others only after
 * opting in with the switch). Most minutes first, as the server orders it.
 */
export const TeamBoard = ({ declaration, identifier, changedAt }: TeamBoardProps) => {
  const [month, setMonth] = useState<Dayjs>(firmTodayDayjs);
  const { data, refetch, isLoading } = useActionReply(workouts, 'teamBoard', { input: { year: month.year(), month: month.month() + 1 } });
  const { run, isRunning } = useRunAction(declaration, identifier);
  useEffect(() => {
    if (changedAt > 0) void refetch();
  }, [changedAt, refetch]);
  const share = (isShared: boolean) =>
    run(actionNamed(declaration, 'shareOnBoard'), { input: { isShared } }).then(() => refetch(), () => undefined);

  return (
    <Card
      size="small"
      title={translate('Team board')}
      extra={<TypedMonthPicker value={month} onChange={setMonth} aria-label={translate('Month')} />}
    >
      <Space wrap style={{ marginBottom: 12 }}>
        <Switch checked={data?.isShared ?? false} loading={isRunning} onChange={(checked) => void share(checked)} aria-label={translate('Show me on the team board')} />
        <Typography.Text>{translate('Show me on the team board')}</Typography.Text>
        <Typography.Text type="secondary">{translate('(colleagues see only those who choose to be shown)')}</Typography.Text>
      </Space>
      <Table<BoardRow>
        size="small"
        rowKey="employeeId"
        pagination={false}
        loading={isLoading}
        aria-label={translate('Team board')}
        dataSource={data?.rows ?? []}
        columns={[
          { key: 'rank', title: translate('#'), render: (_, _row, index) => index + 1, width: 48 },
          {
            key: 'name',
            title: translate('Colleague'),
            render: (_, row) => (
              <Space>
                {row.name}
                {row.isMe && <Tag color={row.isShared ? 'green' : 'default'}>{row.isShared ? translate('you') : translate('you (only you see this)')}</Tag>}
              </Space>
            ),
          },
          { key: 'count', title: translate('Workouts'), dataIndex: 'count', align: 'right' },
          { key: 'minutes', title: translate('Minutes'), dataIndex: 'minutes', align: 'right' },
          { key: 'distance', title: translate('Distance (km)'), align: 'right', render: (_, row) => formatUpTo(row.distanceKm) },
        ]}
      />
    </Card>
  );
};
