import { createElement, lazy, useState, useSyncExternalStore, type ComponentType } from 'react';

// Screens load with the first route that shows them, so the first paint carries only the shell:
// the generic table and form code (rc-table, rc-picker, …) and the dashboards come in their own chunks.
// App wraps the routed screen in <Suspense>.

/** `load` run once, its promise shared by every caller; a failure is forgotten, so the next call tries again. */
const loadOnce = <T,>(load: () => Promise<T>) => {
  let pending: Promise<T> | undefined;
  return () =>
    (pending ??= load().catch((error: unknown) => {
      pending = undefined;
      throw error;
    }));
};

/** How each lazily loaded component loads, so that start-up can fetch the opened route's screen early. */
const loaders = new WeakMap<object, () => Promise<unknown>>();

/**
 * `module[name]`, loaded on first render. Once its chunk is in (start-up fetches the opened route's screen
 * beside sign-in), it renders at once: React.lazy would still suspend a turn and render the tree twice.
 */
const lazyNamed = <Props extends object>(load: () => Promise<Record<string, unknown>>, name: string): ComponentType<Props> => {
  let loaded: ComponentType<Props> | undefined;
  // A failed load is tried again by a later render.
  const loadScreen = loadOnce(async () => (loaded = (await load())[name] as ComponentType<Props>));
  const Lazy = lazy(async () => ({ default: await loadScreen() }));
  const Screen = (props: Props) => {
    // Chosen once per mounted screen: switching from Lazy to the loaded component later would remount it.
    const [Component] = useState<ComponentType<Props>>(() => loaded ?? (Lazy as ComponentType<Props>));
    return createElement(Component, props);
  };
  Screen.displayName = `Lazy(${name})`;
  loaders.set(Screen, loadScreen);
  return Screen;
};

// Preloads under way. A screen rendered before its chunk is in suspends, and React then shows the fallback for
// at least 300 ms (its Suspense throttle) however soon the chunk arrives: the route guard waits for them instead.
let preloadsUnderWay = 0;
const preloadListeners = new Set<() => void>();

/**
 * Starts fetching a lazily loaded component's chunk before its first render; nothing for other components.
 * A failure is left to the render, which loads again and shows it.
 */
const preloadComponent = (component: unknown) => {
  const load = typeof component === 'function' ? loaders.get(component) : undefined;
  if (!load) return;
  const count = (change: number) => {
    preloadsUnderWay += change;
    for (const listener of preloadListeners) listener();
  };
  count(+1);
  void load()
    .catch(() => undefined)
    .finally(() => count(-1));
};

const onPreloadsChange = (listener: () => void) => {
  preloadListeners.add(listener);
  return () => void preloadListeners.delete(listener);
};

/** Whether every preload started has settled (loaded or failed). */
const usePreloadsSettled = () => useSyncExternalStore(onPreloadsChange, () => preloadsUnderWay === 0);

export { lazyNamed, loadOnce, preloadComponent, usePreloadsSettled };
