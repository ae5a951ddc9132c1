import { DeleteOutlined, EditOutlined } from '@ant-design/icons';
import { useResourceParams, useShow, type BaseKey, type BaseRecord, type HttpError } from '@refinedev/core';
import { Button, Card, Result, Space, Spin } from 'antd';
import { useState, type ReactNode } from 'react';
import { useNavigate, useParams } from 'react-router';
import { listRouteOf, withRecordId } from '../../../resources/paths';
import { useSignedInUser } from '../../providers/signed-in-user';
import { RecordActionButtons } from './actions';
import { AttachmentsSection } from './attachments-section';
import { ChildRecords } from './child-records';
import { FormDrawer, RecordForm, type FormTarget } from './form-drawer';
import { routeOf } from './list-screen';
import { failedNotice } from './notices';
import { RecordDetails } from './record-details';
import { ScreenHeading } from './screen-heading';
import { PrintButton } from '../../shell/print/print-button';
import { deleteLabelOf, useDeleteRecord } from './record-actions';
import { useScreenScope, type ResourceScreenProps } from './screen-props';
import { useRecordAbilities } from './use-abilities';
import { translate } from '../../i18n';
import { kindOf } from '../../fields';
import { RecordHistory } from './audit/record-history';

export type ShowScreenProps = ResourceScreenProps & {
  /** The record to show; defaults to the route's `:id`. */
  id?: BaseKey;
  /** A hand-written page's own parts of the record (a task's journal and activity), below its fields. */
  sections?: (record: BaseRecord, id: BaseKey) => ReactNode;
  /** Beside the record's buttons (a favourite star). */
  headerExtra?: (record: BaseRecord, id: BaseKey) => ReactNode;
};

/** The generic record page: every field, edit and delete, its children lists and its files. */
export const ShowScreen = ({ declaration, identifier, route, id: idFromProps, sections, headerExtra }: ShowScreenProps) => {
  const scope = useScreenScope(declaration, route);
  const params = useParams();
  const id = idFromProps ?? params.id;
  // From the confirmed delete on, the page no longer reads its record: refine drops it from the cache on success,
  // and a read then (or a card's) would ask for a deleted record (404) while the page leaves for the list.
  const [isDeleting, setDeleting] = useState(false);
  const { query } = useShow<BaseRecord, HttpError>({
    resource: identifier,
    id,
    meta: { scope },
    queryOptions: { enabled: !isDeleting },
    errorNotification: failedNotice(`load the ${declaration.singular.toLowerCase()}`),
  });
  const abilities = useRecordAbilities(declaration, identifier, scope);
  const deleteRecord = useDeleteRecord();
  const navigate = useNavigate();
  const { roles } = useSignedInUser();
  // After a delete, the list: on a route whose id is optional (`/task/:id?`) its bare path is the new-record
  // form, so the resource's list route the viewer may open instead (an employee's /my_task).
  const itemList = routeOf(useResourceParams({ resource: identifier }).resource?.list);
  const listRoute = route.path.endsWith(':id?') ? listRouteOf(declaration, { roles }) : itemList;
  const [formTarget, setFormTarget] = useState<FormTarget>();
  const record = query.data?.data;

  if (id === undefined)
    // A route whose id is optional (`/task/:id?`) opens on a new record when none is named.
    return route.path.endsWith(':id?') && abilities.canCreate ? (
      <Card title={<ScreenHeading>{translate('New {{what}}', { what: translate(declaration.singular) })}</ScreenHeading>}>
        <RecordForm
          declaration={declaration}
          identifier={identifier}
          scope={scope}
          target={{ action: 'create' }}
          onDone={(saved) => (saved?.id !== undefined ? navigate(withRecordId(route.path, saved.id)) : navigate(-1))}
        />
      </Card>
    ) : (
      <Result status="404" title={translate('No {{what}} chosen', { what: translate(declaration.singular) })} />
    );
  if (query.isLoading || isDeleting) return <Spin />;
  if (!record) return <Result status="404" title={translate('{{what}} not found', { what: translate(declaration.singular) })} />;

  // A long text as a title reads as the field shows it (a notification's message in the reader's language).
  const titleField = declaration.fields[declaration.titleField];
  const storedTitle = record[declaration.titleField];
  const title = storedTitle === undefined || storedTitle === null ? `#${id}` : titleField?.type === 'longText' ? kindOf(titleField).toText(storedTitle, titleField) : storedTitle;
  // A locked record (a Paid payroll, a Closed month), or one the caller only reads, offers no edit or delete.
  const { canEdit, canDelete } = abilities.on(record);
  const actions = (
    <Space wrap>
      {headerExtra?.(record, id)}
      <RecordActionButtons declaration={declaration} identifier={identifier} scope={scope} record={record} />
      <PrintButton />
      {canEdit && (
        <Button icon={<EditOutlined />} onClick={() => setFormTarget({ action: 'edit', id })}>
          {translate('Edit')}
        </Button>
      )}
      {canDelete && (
        <Button
          danger
          icon={<DeleteOutlined />}
          onClick={() =>
            deleteRecord({
              declaration,
              identifier,
              scope,
              record,
              onConfirmed: () => setDeleting(true),
              onFailed: () => setDeleting(false),
              onDeleted: () => (listRoute ? navigate(listRoute, { replace: true }) : navigate(-1)),
            })
          }
        >
          {translate(deleteLabelOf(declaration, scope))}
        </Button>
      )}
    </Space>
  );

  return (
    <Space direction="vertical" size="middle" style={{ width: '100%' }}>
      <Card title={<ScreenHeading>{`${translate(declaration.singular)} ${String(title)}`}</ScreenHeading>} extra={actions}>
        <RecordDetails declaration={declaration} record={record} context={{ scope }} />
      </Card>
      <ChildRecords declaration={declaration} parentId={id} scope={scope} record={record} onChanged={() => void query.refetch()} />
      {sections?.(record, id)}
      {declaration.attachments && (
        // Keyed by the version: files an action stores (an invoice's PDF) come with a new version, so the list reads again.
        <AttachmentsSection
          key={String(record.version)}
          declaration={declaration}
          recordId={id}
          scope={scope}
          record={record}
          // On the own path the server lets the employee add files to a record of theirs unless they are read-only
          // there (payslips): an expense claim's second photo, a course's certificate.
          canUpload={abilities.canEdit || (scope === 'own' && !declaration.attachments.isReadOnlyOnOwnPath)}
        />
      )}
      <RecordHistory declaration={declaration} recordId={id} />
      <FormDrawer declaration={declaration} identifier={identifier} scope={scope} target={formTarget} onClose={() => setFormTarget(undefined)} />
    </Space>
  );
};
