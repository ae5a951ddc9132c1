import { useQuery } from '@tanstack/react-query';
import { DASHBOARD_API_PATHS, type DashboardName } from '../../../../resources/paths';
import { httpClient } from '../../../providers/http-client';

// The one aggregate call of each dashboard (server/modules/dashboard).

export type DashboardCard = { key: string; title: string; count: number; link?: string };
/** A project's hours, or a work order's booked on no task (`isWithoutProject`). */
export type HoursRow = { label: string; isWithoutProject?: boolean; hours: number; link?: string };
export type DashboardData = {
  year: number;
  month: number;
  cards: DashboardCard[];
  hoursByProject?: { link?: string; rows: HoursRow[] };
  payrollOfMonth?: {
    link?: string;
    byStatus: { status: string; count: number }[];
    total: number;
    gross: number;
    net: number;
    /** How many payrolls the gross and the net add up; the first of those without a net, by number. */
    withGross: number;
    withNet: number;
    withoutNet: { number: string; link?: string }[];
  };
  cashPosition?: { link?: string; accounts: { id: number; name: string; balance: number }[]; total: number };
};


export const useDashboard = (name: DashboardName, year: number, month: number) =>
  useQuery({
    queryKey: ['dashboard', name, year, month],
    queryFn: async () => (await httpClient().get<DashboardData>(DASHBOARD_API_PATHS[name], { params: { year, month } })).data,
  });

