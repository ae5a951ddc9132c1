import { useParams } from 'react-router';
import { ListScreen } from './list-screen';
import type { ResourceScreenProps } from './screen-props';
import { ShowScreen } from './show-screen';

/** For a route whose id is optional (`/task/:id?`): the record when an id is given, else the list. */
export const RecordOrListScreen = (props: ResourceScreenProps) => {
  const { id } = useParams();
  return id ? <ShowScreen {...props} id={id} /> : <ListScreen {...props} />;
};
