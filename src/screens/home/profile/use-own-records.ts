import { useList, type CrudFilter, type CrudSort } from '@refinedev/core';

// What the profile shows, read through the employee's own API paths (the data provider's `own` scope).
export const PROFILE_SOURCES = {
  person: 'employees',
  contracts: 'employeeContracts',
  monthSheets: 'timesheetMonths',
  requests: 'hrTimesheetRequests',
  payslips: 'labour',
  courses: 'safetyCourseAssignments',
} as const;

export type OwnRow = Record<string, unknown> & { id: number };

export const useOwnRecords = (
  source: keyof typeof PROFILE_SOURCES,
  { sorters = [], filters = [], pageSize = 5 }: { sorters?: CrudSort[]; filters?: CrudFilter[]; pageSize?: number } = {},
) => {
  const { result, query } = useList<OwnRow>({
    resource: PROFILE_SOURCES[source],
    meta: { scope: 'own' },
    sorters,
    filters,
    pagination: { currentPage: 1, pageSize },
    // A user with no employee record gets 403 on every own path: the page says so once, no toasts.
    errorNotification: false,
  });
  return { rows: result.data, isLoading: query.isLoading, isError: query.isError };
};
