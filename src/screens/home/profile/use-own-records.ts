import { useList, type CrudFilter, type CrudSort } from '@refinedev/core';
import type { ResourceDeclaration } from '../../../../resources/declaration';
import type { RowOf } from '../../../../resources/reply-types';

// What the profile's sections show, read through the employee's own API paths (the data provider's `own` scope):
// each module's sections (modules/<module>/screens/profile-sections.tsx) name the resources they read.

/** The caller's own rows of `resource`, typed by its declaration's row (RowOf). */
export const useOwnRecords = <D extends ResourceDeclaration>(
  resource: D,
  { sorters = [], filters = [], pageSize = 5 }: { sorters?: CrudSort[]; filters?: CrudFilter[]; pageSize?: number } = {},
) => {
  const { result, query } = useList<RowOf<D>>({
    resource: resource.name,
    meta: { scope: 'own' },
    sorters,
    filters,
    pagination: { currentPage: 1, pageSize },
    // A user with no employee record gets 403 on every own path: the page says so once, no toasts.
    errorNotification: false,
  });
  return { rows: result.data, isLoading: query.isLoading, isError: query.isError };
};
