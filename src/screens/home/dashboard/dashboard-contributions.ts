import type { DashboardPanelView } from './dashboard-panel';

// The dashboards' panels are the modules': each module whose server contributes a panel (its server/dashboard.ts)
// exports `dashboardPanels` from its screens/dashboard-panels.tsx, found by its folder (Vite's `import.meta.glob`),
// and the dashboard shows each panel its reply carries, by `place`, naming none. A panel's reply is declared once in
// the module's domain (`defineReply`), for the server that computes it and the component that shows it.

/** Every module's dashboard panels, by place. */
export const dashboardPanels: readonly DashboardPanelView[] = Object.values(
  import.meta.glob<{ dashboardPanels: readonly DashboardPanelView[] }>('../../../../modules/*/screens/dashboard-panels.tsx', { eager: true }),
)
  .flatMap((file) => file.dashboardPanels)
  .sort((a, b) => a.place - b.place);
