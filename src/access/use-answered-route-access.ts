import { startTransition, useEffect, useState } from 'react';
import type { Role } from '../../resources/vocabulary';
import type { RouteAccess } from './access-enforcer';
import { useRouteAccess } from './use-route-access';

// About a frame's share: a question costs casbin ~0.5 ms (it matches every policy line), so a slice is ~15 of them.
const SLICE_MS = 8;

/**
 * The enforcer, once it has answered whether `roles` may open each of `paths` — asked a slice at a time, between
 * tasks, after the first paint. A side menu asks about some sixty routes: at once that was one task of ~60–70 ms
 * while the opened screen rendered. The answers are kept by the enforcer, so the render that then asks them again
 * finds them; that render runs as a transition (sliced too). Only the first time waits: a later change of roles or
 * paths is answered in the render, as before, rather than emptying what is shown. Nothing is asked while the
 * roles are not known yet (undefined).
 */
export const useAnsweredRouteAccess = (roles: readonly Role[] | undefined, paths: readonly string[]): RouteAccess | undefined => {
  const access = useRouteAccess();
  const [isAnswered, setAnswered] = useState(false);
  useEffect(() => {
    if (!access || !roles || isAnswered) return;
    const unasked = [...paths];
    let timer: ReturnType<typeof setTimeout> | undefined;
    const askSlice = () => {
      const until = performance.now() + SLICE_MS;
      while (unasked.length > 0 && performance.now() < until) access.canOpenRoute(roles, unasked.pop()!);
      if (unasked.length > 0) timer = setTimeout(askSlice, 0);
      else startTransition(() => setAnswered(true));
    };
    timer = setTimeout(askSlice, 0);
    return () => clearTimeout(timer);
    // The questions' content, not the arrays' identity, decides whether they are new.
  }, [access, isAnswered, roles?.join('\n'), paths.join('\n')]);
  return isAnswered ? access : undefined;
};
