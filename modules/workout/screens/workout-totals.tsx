import { Card, Col, Row, Statistic } from 'antd';
import { useEffect } from 'react';
import type { ResourceDeclaration } from '../../../resources/declaration';
import { formatDate } from '../../../src/fields';
import { useActionReply } from '../../../src/screens/generic/actions';
import { formatUpTo, translate } from '../../../src/i18n';
import { workouts } from '../workouts.resource';
import type { ReplyOf } from '../../../resources/reply-types';

type Figures = ReplyOf<typeof workouts, 'totals'>['week'];

const duration = (minutes: number) => translate('{{hours}} h {{minutes}} min', { hours: Math.floor(minutes / 60), minutes: String(minutes % 60).padStart(2, '0') });
const kilometres = (km: number) => `${formatUpTo(km)} km`;

const Period = ({ title, figures, testId }: { title: string; figures: Figures; testId: string }) => (
  <Card size="small" title={`${title} (${formatDate(figures.from)} – ${formatDate(figures.to)})`} data-testid={testId}>
    <Row gutter={16}>
      <Col span={8}>
        <Statistic title={translate('Workouts')} value={figures.count} />
      </Col>
      <Col span={8}>
        <Statistic title={translate('Time')} value={duration(figures.minutes)} />
      </Col>
      <Col span={8}>
        <Statistic title={translate('Distance')} value={kilometres(figures.distanceKm)} />
      </Col>
    </Row>
  </Card>
);

/** This week's and this month's totals of the signed-in employee (the server's sums). */
export const WorkoutTotals = ({ declaration, changedAt }: { declaration: ResourceDeclaration; changedAt: number }) => {
  const { data, refetch } = useActionReply(workouts, 'totals');
  useEffect(() => {
    if (changedAt > 0) void refetch();
  }, [changedAt, refetch]);
  if (!data?.week) return null;
  return (
    <Row gutter={[16, 16]}>
      <Col xs={24} md={12}>
        <Period title={translate('This week')} figures={data.week} testId="workout-week" />
      </Col>
      <Col xs={24} md={12}>
        <Period title={translate('This month')} figures={data.month} testId="workout-month" />
      </Col>
    </Row>
  );
};
