import { useCan, useResourceParams } from '@refinedev/core';
import type { ResourceDeclaration } from '../../../resources/declaration';
import type { Scope } from '../../providers/dataProvider';

export type RecordAbilities = { canCreate: boolean; canEdit: boolean; canDelete: boolean };

/**
 * What the caller may do on this screen: on an admin screen the access control provider answers from the
 * policy's admin-API lines; on an own screen the declaration says what employees may do to their own rows
 * (api.own.canCreate …), which is what the server enforces there.
 */
export const useRecordAbilities = (declaration: ResourceDeclaration, identifier: string, scope: Scope): RecordAbilities => {
  const { resource } = useResourceParams({ resource: identifier });
  const params = { resource, scope };
  const create = useCan({ resource: declaration.name, action: 'create', params });
  const edit = useCan({ resource: declaration.name, action: 'edit', params });
  const remove = useCan({ resource: declaration.name, action: 'delete', params });
  const own = declaration.api.own;
  if (scope === 'own')
    return { canCreate: own?.canCreate === true, canEdit: own?.canUpdate === true, canDelete: own?.canDelete === true };
  return { canCreate: create.data?.can === true, canEdit: edit.data?.can === true, canDelete: remove.data?.can === true };
};
