import { lazy, type ComponentType } from 'react';

// Screens load with the first route that shows them, so the first paint carries only the shell:
// the generic table and form code (rc-table, rc-picker, …) and the dashboards come in their own chunks.
// App wraps the routed screen in <Suspense>.

/** How each lazily loaded component loads, so that start-up can fetch the opened route's screen early. */
const loaders = new WeakMap<object, () => Promise<unknown>>();

const lazyNamed = <Props,>(load: () => Promise<Record<string, unknown>>, name: string) => {
  let loading: Promise<Record<string, unknown>> | undefined;
  const loadOnce = () =>
    (loading ??= load().catch((error: unknown) => {
      loading = undefined; // a later render tries again
      throw error;
    }));
  const Component = lazy(async () => ({ default: (await loadOnce())[name] as ComponentType<Props> }));
  loaders.set(Component, loadOnce);
  return Component;
};

/**
 * Starts fetching a lazily loaded component's chunk before its first render; nothing for other components.
 * A failure is left to the render, which loads again and shows it.
 */
const preloadComponent = (component: unknown) => {
  const load = typeof component === 'object' && component !== null ? loaders.get(component) : undefined;
  void load?.().catch(() => undefined);
};

export { lazyNamed, preloadComponent };
