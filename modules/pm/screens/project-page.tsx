import { useShow, type BaseRecord, type HttpError } from '@refinedev/core';
import { Button, Card, Result, Space, Spin } from 'antd';
import { useNavigate, useParams } from 'react-router';
import type { ResourceScreenProps } from '../../../src/screens/generic';
import { AttachmentsSection } from '../../../src/screens/generic/attachments-section';
import { ChildRecords } from '../../../src/screens/generic/child-records';
import { failedNotice } from '../../../src/screens/generic/notices';
import { RecordDetails } from '../../../src/screens/generic/record-details';
import { apiPathOf, screenPathOf, withRecordId } from '../../../resources/paths';
import { useFindDeclaration } from '../../../src/registry-context';
import { AssignMembers } from './parts/assign-members';
import { JournalCard } from './parts/journal-card';
import { translate } from '../../../src/i18n';
import { projects } from '../projects.resource';

/** /admin/project/{id}: the project, its members, sprints and tasks, its journal with files and its attachments. */
export const ProjectPageScreen = ({ declaration, identifier }: ResourceScreenProps) => {
  const { id } = useParams();
  const navigate = useNavigate();
  const { query } = useShow<BaseRecord, HttpError>({ resource: identifier, id, meta: { scope: 'admin' }, errorNotification: failedNotice('load the project') });
  const record = query.data?.data;
  const journal = useFindDeclaration()('projectJournal');
  if (query.isLoading) return <Spin />;
  if (!record || id === undefined) return <Result status="404" title={translate('Project not found')} />;
  // The journal has its own card (comments with files); the other children are the generic lists.
  const children = declaration.children?.filter((child) => child.resource !== 'projectJournal');
  return (
    <Space direction="vertical" size="middle" style={{ width: '100%' }}>
      <Card
        title={translate('Project {{name}}', { name: String(record.name) })}
        extra={
          <Space>
            <Button onClick={() => navigate(withRecordId(screenPathOf(projects, 'projectMembers'), id))}>{translate('Members')}</Button>
            <Button type="primary" onClick={() => navigate(withRecordId(screenPathOf(projects, 'projectPlanning'), id))}>
              {translate('Planning')}
            </Button>
          </Space>
        }
      >
        <RecordDetails declaration={declaration} record={record} context={{ scope: 'admin' }} />
      </Card>
      <ChildRecords declaration={{ ...declaration, children }} parentId={id} scope="admin" />
      <JournalCard
        declaration={declaration}
        recordId={id}
        scope="admin"
        fileUrl={journal && ((file, entryId) => `${apiPathOf(journal, 'admin')}/attachments/${entryId}/${file.id}`)}
      />
      <AttachmentsSection declaration={declaration} recordId={id} scope="admin" canUpload />
    </Space>
  );
};

/** /admin/project_assigne/{id}: who works on the project, set all at once. */
export const ProjectMembersScreen = ({ declaration, identifier }: ResourceScreenProps) => {
  const { id } = useParams();
  const navigate = useNavigate();
  const { query } = useShow<BaseRecord, HttpError>({ resource: identifier, id, meta: { scope: 'admin' } });
  if (id === undefined) return <Result status="404" title={translate('Project not found')} />;
  return (
    <Space direction="vertical" size="middle" style={{ width: '100%' }}>
      <Card title={translate('Members of {{name}}', { name: String(query.data?.data.name ?? '') })} extra={<Button onClick={() => navigate(withRecordId(screenPathOf(projects, 'projectPage'), id))}>{translate('Project')}</Button>}>
        <AssignMembers declaration={declaration} recordId={id} />
      </Card>
      <ChildRecords declaration={{ ...declaration, children: declaration.children?.filter((child) => child.resource === 'projectMembers') }} parentId={id} scope="admin" />
    </Space>
  );
};
