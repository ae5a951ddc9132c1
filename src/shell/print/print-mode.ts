import { useSyncExternalStore } from 'react';
import { flushSync } from 'react-dom';

// Whether the page is being printed (the browser's Print or Save as PDF, or a browser driven in print media): tables
// then show every row rather than a page of them (print.css hides the pagination). The browser tells it by
// `beforeprint`/`afterprint` and by the `print` media query; the store follows both.

let isPrinting = false;
const listeners = new Set<() => void>();

const set = (next: boolean) => {
  if (next === isPrinting) return;
  isPrinting = next;
  // Rendered before the browser lays the page out for print.
  flushSync(() => listeners.forEach((listener) => listener()));
};

let isWatching = false;
const watch = () => {
  if (isWatching || typeof window === 'undefined') return;
  isWatching = true;
  window.addEventListener('beforeprint', () => set(true));
  window.addEventListener('afterprint', () => set(window.matchMedia?.('print').matches ?? false));
  const media = window.matchMedia?.('print');
  media?.addEventListener?.('change', (event) => set(event.matches));
  if (media?.matches) isPrinting = true;
};

const subscribe = (listener: () => void) => {
  watch();
  listeners.add(listener);
  return () => listeners.delete(listener);
};

/**
 * The Print button's way: every table loads all its rows first (React Query settles), then the browser's print
 * dialog opens on the complete page; a browser's own Print shows what is loaded when it starts.
 */
export const printWhenLoaded = async (isLoading: () => boolean) => {
  set(true);
  const frame = () => new Promise((resolve) => requestAnimationFrame(resolve));
  // One frame for the tables to ask for their rows, then until none is loading (a minute at most).
  await frame();
  for (const started = Date.now(); isLoading() && Date.now() - started < 60_000; ) await frame();
  await frame();
  window.print();
  set(window.matchMedia?.('print').matches ?? false);
};

export const useIsPrinting = () => useSyncExternalStore(subscribe, () => isPrinting, () => false);

/** Rows a table asks for while printing: all of a record's children, which are a month's days or a quote's lines. */
export const PRINTED_PAGE_SIZE = 500;
