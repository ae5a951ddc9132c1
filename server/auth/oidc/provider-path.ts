import { OIDC_PATH } from './provider';

// One spelling of a path under the provider's mount, for the decisions taken before the provider sees it (rate
// limits, response headers). A path can be spelled many ways that reach the same endpoint: percent-encoded
// letters (`/oidc/%69nteraction`), dot segments (`/oidc/./token`), repeated or trailing slashes, upper case
// (the provider's router ignores case). Deciding on the raw text let each spelling dodge its limit.

/** The path percent-decoded, its dot segments resolved, repeated and trailing slashes dropped, in lower case. */
export const canonicalPathOf = (url: string) => {
  const path = url.split('?')[0].split('#')[0];
  // Most paths are spelled plainly: nothing to decode, resolve or lower (every request passes here).
  if (!/[%.\\A-Z]|\/\//.test(path)) return path.length > 1 && path.endsWith('/') ? path.slice(0, -1) : path;
  let decoded = path;
  try {
    decoded = decodeURIComponent(path);
  } catch {
    // A malformed escape stays as it is: the router refuses it too.
  }
  const resolved = new URL(decoded.replace(/[\\/]+/g, '/'), 'http://path').pathname;
  return resolved.replace(/\/+$/, '').toLowerCase() || '/';
};

/** Whether a request's URL is the provider's, however it is spelled. */
export const isProviderUrl = (url: string) => {
  const path = canonicalPathOf(url);
  return path === OIDC_PATH || path.startsWith(`${OIDC_PATH}/`);
};
