import { Col, Row } from 'antd';
import { useState } from 'react';
import type { ResourceScreenProps } from '../../../../src/screens/generic';
import { actionNamed, actionRequest } from '../../../../src/screens/generic/actions';
import { useScreenScope } from '../../../../src/screens/generic/screen-props';
import { ShowScreen } from '../../../../src/screens/generic/show-screen';
import { JournalCard } from '../parts/journal-card';
import { FavouriteStar } from './favourite-star';
import { InvolvedEmployeesCard } from './involved-employees-card';
import { TaskActivityCard } from './task-activity-card';
import { TaskTimeCard } from './task-time-card';

/**
 * /task/{id?}: the generic record page of a task (fields, edit, delete, attachments; a new task without an
 * id) with the task's own parts: the favourite star, its journal with downloadable files, its activity and
 * who is involved. The journal is its own card, so the generic child list of comments is left out.
 */
export const TaskPageScreen = (props: ResourceScreenProps) => {
  const { declaration, route } = props;
  const scope = useScreenScope(declaration, route);
  const journalFile = actionNamed(declaration, 'journalFile');
  const [comments, setComments] = useState(0);
  const withoutJournalList = { ...declaration, children: declaration.children?.filter((child) => child.resource !== 'taskJournal') };
  return (
    <ShowScreen
      {...props}
      declaration={withoutJournalList}
      headerExtra={(_, id) => <FavouriteStar taskId={id} />}
      sections={(_, id) => (
        <Row gutter={[16, 16]}>
          <Col xs={24} lg={14}>
            <JournalCard
              declaration={declaration}
              recordId={id}
              input={{ taskId: id }}
              scope={scope}
              fileUrl={(file) => actionRequest(declaration, journalFile, { input: { taskId: id, attachmentId: file.id } }).url}
              onCommented={() => setComments((count) => count + 1)}
            />
          </Col>
          <Col xs={24} lg={10}>
            <InvolvedEmployeesCard declaration={declaration} taskId={id} refreshKey={comments} />
            {scope === 'own' && (
              <div style={{ marginTop: 16 }}>
                <TaskTimeCard declaration={declaration} taskId={id} />
              </div>
            )}
          </Col>
          <Col span={24}>
            <TaskActivityCard declaration={declaration} taskId={id} scope={scope} refreshKey={comments} />
          </Col>
        </Row>
      )}
    />
  );
};
