import { useCan, useResourceParams } from '@refinedev/core';
import type { ResourceDeclaration } from '../../../resources/declaration';
import type { Scope } from '../../providers/dataProvider';

export type RecordAbilities = { canCreate: boolean; canEdit: boolean; canDelete: boolean };

/**
 * What the caller may do on this screen: the access control provider answers for the resource, and on an own
 * screen the declaration must also allow employees to write their own rows (api.own.canCreate …).
 */
export const useRecordAbilities = (declaration: ResourceDeclaration, identifier: string, scope: Scope): RecordAbilities => {
  const { resource } = useResourceParams({ resource: identifier });
  const params = { resource, scope };
  const create = useCan({ resource: declaration.name, action: 'create', params });
  const edit = useCan({ resource: declaration.name, action: 'edit', params });
  const remove = useCan({ resource: declaration.name, action: 'delete', params });
  const own = declaration.api.own;
  const ownAllows = (flag: boolean | undefined) => scope !== 'own' || flag === true;
  return {
    canCreate: create.data?.can === true && ownAllows(own?.canCreate),
    canEdit: edit.data?.can === true && ownAllows(own?.canUpdate),
    canDelete: remove.data?.can === true && ownAllows(own?.canDelete),
  };
};
