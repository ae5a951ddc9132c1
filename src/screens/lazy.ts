import { lazy, type ComponentType } from 'react';

// Screens load with the first route that shows them, so the first paint carries only the shell:
// the generic table and form code (rc-table, rc-picker, …) and the dashboards come in their own chunks.
// App wraps the routed screen in <Suspense>.

const lazyNamed = <Props,>(load: () => Promise<Record<string, unknown>>, name: string) =>
  lazy(async () => ({ default: (await load())[name] as ComponentType<Props> }));

export { lazyNamed };
