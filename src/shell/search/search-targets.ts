// Where a global-search pick leads (SPEC §2 Global search), by result type: the one table.
// Pure on purpose: the API imports it too, to drop results whose screen the caller may not open.
import type { Role, SearchType } from '../../../resources/vocabulary';

export type SearchResult = { type: SearchType; id: number | string; number: string; description: string };

type Viewer = { isAdmin: boolean };

/** Query flag that makes the HR inbox open the calendar on the request (SPEC: "the calendar opens automatically"). */
export const OPEN_CALENDAR_FLAG = 'openCalendar';

const SEARCH_TARGETS: Record<SearchType, (result: SearchResult, viewer: Viewer) => string> = {
  EMPLOYEE: ({ id }) => `/admin/employee_details/${id}`,
  LABOUR: ({ id }, { isAdmin }) => `/payroll_details/${id}${isAdmin ? '' : '?fromMyProfile=true'}`,
  TIMESHEETMONTH: ({ id }, { isAdmin }) => (isAdmin ? `/admin/ts_approvals?monthId=${id}` : `/timesheet?monthId=${id}`),
  TIMESHEETHR: ({ number }) => `/admin/leave_requests?requestId=${encodeURIComponent(number)}&${OPEN_CALENDAR_FLAG}=true`,
  RECEIPT: ({ id }) => `/receipts?requestId=${id}`,
  TASKS: ({ id }) => `/task/${id}`,
  PROJECT: ({ id }) => `/admin/project/${id}`,
  WORKORDER: ({ id }) => `/admin/workorder_informations/${id}`,
};

export const isAdminViewer = (roles: readonly Role[] | readonly string[] | undefined) =>
  (roles ?? []).some((role) => role === 'ADMIN');

export const searchTargetPath = (result: SearchResult, roles: readonly Role[] | readonly string[] | undefined) =>
  SEARCH_TARGETS[result.type](result, { isAdmin: isAdminViewer(roles) });

/** The query as the API expects it: trimmed and uppercased; empty means "send nothing". */
export const normaliseSearchTerm = (typed: string) => typed.trim().toUpperCase();
