import type { ComponentType, ReactNode } from 'react';

// What a module gives the dashboards' screen (its screens/dashboard-panels.tsx; dashboard-contributions.ts finds
// them): apart from the list of them, which imports every module's file, so that those files may use it at load.

/** A panel as the dashboard shows it: under `name` in the dashboard's reply, present for callers who may read it. */
export type DashboardPanelView = { name: string; place: number; show: (data: unknown) => ReactNode };

/**
 * A module's panel: `Panel` shows the part of the reply the server computed under `name` (typed by the module's
 * declared reply; JSON carries no type, so the dashboard's reply is read as that reply here, as a typed query would).
 */
export const dashboardPanel = <T,>(name: string, place: number, Panel: ComponentType<{ data: T }>): DashboardPanelView => ({
  name,
  place,
  show: (data) => <Panel data={data as T} />,
});
