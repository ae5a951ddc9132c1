// refine's access control, answered by the one casbin enforcer with the signed-in user's roles.
import type { AccessControlProvider } from '@refinedev/core';
import { loadRouteAccess, type RouteAccess } from '../access/access-enforcer';
import { accessQuestionFor } from '../access/resource-routes';
import { getSignedInUser } from './signed-in-user';
import type { Role } from '../../resources/vocabulary';

const answer = (access: RouteAccess, roles: readonly Role[], question: ReturnType<typeof accessQuestionFor>) => {
  switch (question.kind) {
    case 'routes':
      return question.paths.some((path) => access.canOpenRoute(roles, path));
    case 'adminApi':
      return access.canUseAdminApi(roles, question.resourceName);
    case 'action':
      return access.canRunAction(roles, question.resourceName, question.act);
    default:
      return false; // unregistered resources and routes stay hidden
  }
};

export const accessControlProvider: AccessControlProvider = {
  can: async ({ resource, action, params }) => {
    const access = await loadRouteAccess();
    const item = params?.resource as { route?: unknown; label?: unknown; meta?: { label?: unknown } } | undefined;
    const text = (value: unknown) => (typeof value === 'string' ? value : undefined);
    const question = accessQuestionFor({
      resource,
      action,
      route: text(item?.route),
      label: text(item?.label) ?? text(item?.meta?.label),
    });
    const can = answer(access, getSignedInUser().roles, question);
    return can ? { can } : { can, reason: 'Your roles do not give access to this.' };
  },
  options: { buttons: { enableAccessControl: true, hideIfUnauthorized: true } },
};
