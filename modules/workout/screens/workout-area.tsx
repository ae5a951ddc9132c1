import { useList } from '@refinedev/core';
import { Space } from 'antd';
import { useSignedInUser } from '../../../src/providers/signed-in-user';
import { useFindDeclaration } from '../../../src/registry-context';
import { ListScreen } from '../../../src/screens/generic';
import { ChildRecordsTable } from '../../../src/screens/generic/child-records';
import type { ResourceScreenProps } from '../../../src/screens/generic/screen-props';
import { TeamBoard } from './team-board';
import { WorkoutTotals } from './workout-totals';
import { translate } from '../../../src/i18n';

/**
 * The Fit{product} area (/work_out): the employee's week and month totals, their own log (the generic list on
 * the own path, with its form), and the month's team board with the opt-in. An admin also keeps the activity
 * list here (SPEC's route table gives it no page of its own).
 */
export const WorkoutArea = (props: ResourceScreenProps) => {
  // The log's latest change (refine refreshes this list after every write), so the figures follow it.
  const { query } = useList({ resource: props.identifier, pagination: { pageSize: 1 }, meta: { scope: 'own' } });
  const changedAt = query.dataUpdatedAt;
  const activities = useFindDeclaration()('workoutActivities');
  const { roles } = useSignedInUser();
  const mayKeepActivities = activities !== undefined && activities.roles.some((role) => roles.includes(role));
  return (
    <Space direction="vertical" size="middle" style={{ width: '100%' }}>
      <WorkoutTotals declaration={props.declaration} changedAt={changedAt} />
      <ListScreen {...props} />
      <TeamBoard declaration={props.declaration} identifier={props.identifier} changedAt={changedAt} />
      {mayKeepActivities && <ChildRecordsTable child={activities} scope="admin" label={translate('Activities offered')} />}
    </Space>
  );
};
