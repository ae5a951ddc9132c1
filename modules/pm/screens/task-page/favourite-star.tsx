import { StarFilled, StarOutlined } from '@ant-design/icons';
import type { BaseKey } from '@refinedev/core';
import { Button, Tooltip } from 'antd';
import { useFindDeclaration } from '../../../../src/registry-context';
import { actionNamed, useRunAction, useActionReply } from '../../../../src/screens/generic/actions';
import type { ResourceDeclaration } from '../../../../resources/declaration';
import { translate } from '../../../../src/i18n';
import { favouriteTasks } from '../../favourite-tasks.resource';

/** The favourite star: `is-favorite/{id}/` says whether the caller follows the task; a click stars or unstars it. */
const Star = ({ favourites, taskId }: { favourites: ResourceDeclaration; taskId: BaseKey }) => {
  const { data, refetch } = useActionReply(favouriteTasks, 'isFavorite', { input: { taskId } });
  const { run, isRunning } = useRunAction(favourites, favourites.name);
  const isFavorite = data?.isFavorite === true;
  const action = actionNamed(favourites, isFavorite ? 'unstar' : 'star');
  const toggle = async () => {
    await run(action, { input: { taskId } });
    await refetch();
  };
  return (
    <Tooltip title={translate(action.label)}>
      <Button
        aria-label={translate(action.label)}
        aria-pressed={isFavorite}
        loading={isRunning}
        icon={isFavorite ? <StarFilled style={{ color: '#faad14' }} /> : <StarOutlined />}
        onClick={() => void toggle().catch(() => undefined)}
      />
    </Tooltip>
  );
};

export const FavouriteStar = ({ taskId }: { taskId: BaseKey }) => {
  const favourites = useFindDeclaration()('favouriteTasks');
  return favourites ? <Star favourites={favourites} taskId={taskId} /> : null;
};
