import { useQuery } from '@tanstack/react-query';
import type { DashboardReply } from '../../../../resources/dashboard-reply';
import { DASHBOARD_API_PATHS, type DashboardName } from '../../../../resources/paths';
import { httpClient } from '../../../providers/http-client';

// The one aggregate call of each dashboard (server/modules/dashboard).

export type { DashboardCard } from '../../../../resources/dashboard-reply';
/**
 * The month and its count cards, and each module's panel the caller may read under the panel's name, typed by the
 * module's declared reply where the module shows it (dashboard-panel.tsx).
 */
export type DashboardData = DashboardReply & { [panel: string]: unknown };

export const useDashboard = (name: DashboardName, year: number, month: number) =>
  useQuery({
    queryKey: ['dashboard', name, year, month],
    queryFn: async () => (await httpClient().get<DashboardData>(DASHBOARD_API_PATHS[name], { params: { year, month } })).data,
  });

