import { useCan, useResourceParams, type BaseRecord } from '@refinedev/core';
import type { ResourceDeclaration } from '../../../resources/declaration';
import { isLocked } from '../../../resources/workflow';
import type { Scope } from '../../providers/dataProvider';
import { useSignedInUser } from '../../providers/signed-in-user';

/** Edit and delete of one record. */
export type RecordWrites = { canEdit: boolean; canDelete: boolean };

export type RecordAbilities = RecordWrites & {
  canCreate: boolean;
  /**
   * What the caller may do to this record: the screen's abilities, unless the record is locked (a Paid payroll)
   * or, on an own path reached through membership (a task of one's project), the caller is not named in one of
   * its owner fields — the rows the server lets them read but not write.
   */
  on: (record: BaseRecord) => RecordWrites;
};

/**
 * What the caller may do on this screen: on an admin screen the access control provider answers from the
 * policy's admin-API lines; on an own screen the declaration says what employees may do to their own rows
 * (api.own.canCreate …), which is what the server enforces there.
 */
export const useRecordAbilities = (declaration: ResourceDeclaration, identifier: string, scope: Scope): RecordAbilities => {
  const { resource } = useResourceParams({ resource: identifier });
  const { employeeId } = useSignedInUser();
  const params = { resource, scope };
  const create = useCan({ resource: declaration.name, action: 'create', params });
  const edit = useCan({ resource: declaration.name, action: 'edit', params });
  const remove = useCan({ resource: declaration.name, action: 'delete', params });
  const own = declaration.api.own;
  const screen =
    scope === 'own'
      ? { canCreate: own?.canCreate === true, canEdit: own?.canUpdate === true, canDelete: own?.canDelete === true }
      : { canCreate: create.data?.can === true, canEdit: edit.data?.can === true, canDelete: remove.data?.can === true };
  const isWriter = (record: BaseRecord) =>
    scope !== 'own' || !own?.membership || (employeeId !== null && own.ownerFields.some((field) => record[field] === employeeId));
  const isDeleter = (record: BaseRecord) =>
    scope !== 'own' || !own?.deleteOwnerFields || (employeeId !== null && own.deleteOwnerFields.some((field) => record[field] === employeeId));
  const on = (record: BaseRecord) => {
    const isOpen = !isLocked(declaration, record) && isWriter(record);
    return { canEdit: screen.canEdit && isOpen, canDelete: screen.canDelete && isOpen && isDeleter(record) };
  };
  return { ...screen, on };
};
