import { useSyncExternalStore } from 'react';

// A person who asks their system for less motion (an accessibility setting: vestibular disorders, or simply a
// slower device) gets popups, drawers and dialogs that appear at once, without antd's 0.2 s animations. The
// browser tests run so too (tests/e2e/helpers/browser.ts): no waiting for animations to end.
const REDUCED_MOTION = '(prefers-reduced-motion: reduce)';

const query = () => (typeof window !== 'undefined' && typeof window.matchMedia === 'function' ? window.matchMedia(REDUCED_MOTION) : undefined);

const subscribe = (onChange: () => void) => {
  const media = query();
  media?.addEventListener?.('change', onChange);
  return () => media?.removeEventListener?.('change', onChange);
};

/** Whether the person's system asks for reduced motion now. */
export const prefersReducedMotion = () => query()?.matches ?? false;

/** Whether the person's system asks for reduced motion, followed as it changes. */
export const usePrefersReducedMotion = () => useSyncExternalStore(subscribe, prefersReducedMotion, () => false);
