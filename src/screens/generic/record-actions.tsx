import { DeleteOutlined, EditOutlined, EyeOutlined } from '@ant-design/icons';
import { useDataProvider, useDelete, type BaseKey, type BaseRecord } from '@refinedev/core';
import { resources } from '../../../resources.config';
import { Button, Space } from 'antd';
import type { MouseEvent } from 'react';
import { useNavigate } from 'react-router';
import type { ResourceDeclaration } from '../../../resources/declaration';
import { withRecordId } from '../../../resources/paths';
import type { Scope } from '../../providers/dataProvider';
import { confirmDelete, confirmDeleteAsking, confirmWithdraw } from './confirm-delete';
import { isKey, LOOKUP, titleOf } from '../../fields/kinds/reference-lookup';
import { deletedNotice, failedNotice, withdrawnNotice } from './notices';
import { translate } from '../../i18n';
import { useRecordAbilities } from './use-abilities';

export const recordName = (declaration: ResourceDeclaration, record: BaseRecord | undefined) => {
  const title = record?.[declaration.titleField];
  return `${translate(declaration.singular).toLowerCase()} ${title ?? `#${record?.id ?? ''}`}`.trim();
};

type DeleteProps = {
  declaration: ResourceDeclaration;
  identifier: string;
  scope: Scope;
  record: BaseRecord;
  onDeleted?: () => void;
  /** Once confirmed, before the call: a record page stops reading the record it is deleting. */
  onConfirmed?: () => void;
  /** The delete was refused: the page reads its record again. */
  onFailed?: () => void;
};

/** Asks through the one confirmation function, then deletes. */
export const useDeleteRecord = () => {
  const { mutate } = useDelete();
  const dataProvider = useDataProvider();
  // A reference read as its record's title (the person, the role, the group). The lookup path only lists, so the
  // title is asked for as a list of one id, as a table's reference column asks for its ids.
  const referenceTitle = async (resource: string, id: BaseKey) => {
    const target = resources.find((candidate) => candidate.name === resource);
    const answer = await dataProvider()
      .getMany?.({ resource, ids: [id], meta: LOOKUP })
      .catch(() => undefined);
    return titleOf(answer?.data.find((row) => String(row.id) === String(id)), target?.titleField);
  };
  // The named fields of a record as the question shows them: a reference as its record's title.
  const valuesOf = async (declaration: ResourceDeclaration, record: BaseRecord, names: string[]) =>
    Object.fromEntries(
      await Promise.all(
        names.map(async (name) => {
          const field = declaration.fields[name];
          const value = record[name];
          if (field?.type !== 'reference' || !isKey(value)) return [name, value === undefined || value === null ? undefined : String(value)] as const;
          return [name, (await referenceTitle(field.resource, value)) ?? String(value)] as const;
        }),
      ),
    );
  const ask = async (declaration: ResourceDeclaration, record: BaseRecord) => {
    if (!declaration.deleteAsks) {
      // A link row's title is a reference (a group's member): the question names the person, not the row's id.
      const titled = await valuesOf(declaration, record, [declaration.titleField]);
      return confirmDelete(recordName(declaration, { ...record, ...titled }));
    }
    const names = [...declaration.deleteAsks.matchAll(/\{\{(\w+)\}\}/g)].map((match) => match[1]);
    const values = await valuesOf(declaration, record, names);
    return confirmDeleteAsking(declaration.deleteAsks, Object.fromEntries(Object.entries(values).map(([name, value]) => [name, value ?? ''])));
  };
  return async ({ declaration, identifier, scope, record, onDeleted, onConfirmed, onFailed }: DeleteProps) => {
    const isWithdraw = scope === 'own' && declaration.api.own?.isDeleteWithdraw === true;
    if (record.id === undefined) return;
    const isConfirmed = isWithdraw ? await confirmWithdraw(String(record[declaration.titleField] ?? record.id)) : await ask(declaration, record);
    if (!isConfirmed) return;
    onConfirmed?.();
    mutate(
      {
        resource: identifier,
        id: record.id,
        meta: { scope },
        successNotification: isWithdraw ? withdrawnNotice(declaration) : deletedNotice(declaration),
        errorNotification: failedNotice(translate('delete the {{record}}', { record: translate(declaration.singular).toLowerCase() })),
      },
      { onSuccess: () => onDeleted?.(), onError: () => onFailed?.() },
    );
  };
};

export type RecordActionsProps = {
  declaration: ResourceDeclaration;
  identifier: string;
  scope: Scope;
  record: BaseRecord;
  /** The show route of this screen's resource item, when it has one. */
  showRoute?: string;
  onEdit?: (id: BaseKey) => void;
  canDelete: boolean;
};

type RowActionsProps = Omit<RecordActionsProps, 'declaration' | 'identifier' | 'scope' | 'canDelete'> & {
  /** Asks and deletes; absent when the caller may not delete this record. */
  onDelete?: () => void;
  /** The delete button's name: Withdraw for one's own request (the declaration's `isDeleteWithdraw`). */
  deleteLabel?: string;
};

/**
 * Show as one link drawn as a button (a button inside a link is two controls in one, which assistive technology
 * cannot name or reach): a plain click stays in the app, a middle or modified click opens a tab as links do.
 */
const ShowButton = ({ path }: { path: string }) => {
  const navigate = useNavigate();
  const follow = (event: MouseEvent<HTMLElement>) => {
    if (event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
    event.preventDefault();
    void navigate(path);
  };
  return <Button size="small" icon={<EyeOutlined />} href={path} onClick={follow} aria-label={translate('Show')} title={translate('Show')} />;
};

/**
 * The buttons alone, for a table's rows: the table asks for one delete function (useDeleteRecord) and hands it
 * to every row, rather than each row setting up refine's delete mutation on its first render. Their hover text is
 * the browser's own (`title`, the same words as the label): an antd Tooltip each was 75 Tooltips to set up in a
 * list's first render, for a text that only repeats the button's name.
 */
export const RowActions = ({ record, showRoute, onEdit, onDelete, deleteLabel = 'Delete' }: RowActionsProps) => {
  const id = record.id;
  if (id === undefined) return null;
  return (
    <Space size="small">
      {showRoute && <ShowButton path={withRecordId(showRoute, id)} />}
      {onEdit && (
        <Button size="small" icon={<EditOutlined />} aria-label={translate('Edit')} title={translate('Edit')} onClick={() => onEdit(id)} />
      )}
      {onDelete && (
        <Button size="small" danger icon={<DeleteOutlined />} aria-label={translate(deleteLabel)} title={translate(deleteLabel)} onClick={onDelete} />
      )}
    </Space>
  );
};

/** Show, Edit and Delete of one record, with its own delete function. */
export const RecordActions = ({ declaration, identifier, scope, record, canDelete, ...props }: RecordActionsProps) => {
  const deleteRecord = useDeleteRecord();
  return <RowActions {...props} record={record} onDelete={canDelete ? () => deleteRecord({ declaration, identifier, scope, record }) : undefined} />;
};

/**
 * Show, Edit and Delete of a record on a hand-written screen, offered as the caller may use them: the generic
 * abilities decide (the policy, a locked record, an own row the caller only reads), never the screen itself.
 */
export const PermittedRecordActions = ({ onEdit, ...props }: Omit<RecordActionsProps, 'canDelete'>) => {
  const { canEdit, canDelete } = useRecordAbilities(props.declaration, props.identifier, props.scope).on(props.record);
  return <RecordActions {...props} onEdit={canEdit ? onEdit : undefined} canDelete={canDelete} />;
};

/** What deleting a record is called on this screen: Withdraw for one's own request, else Delete. */
export const deleteLabelOf = (declaration: ResourceDeclaration, scope: Scope) =>
  scope === 'own' && declaration.api.own?.isDeleteWithdraw === true ? 'Withdraw' : 'Delete';
