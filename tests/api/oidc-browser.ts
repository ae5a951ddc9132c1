// Just enough of a browser for the embedded provider over real HTTP: cookies by name (the provider scopes
// them by path; names do not clash here), no automatic redirects. Not a test file itself.

export type OidcBrowser = ReturnType<typeof oidcBrowser>;

export const oidcBrowser = (origin: string) => {
  const jar = new Map<string, string>();
  /** Every Set-Cookie header received, whole (attributes included), in order. */
  const cookiesSet: string[] = [];
  /** `at`: the server to send it to instead of the origin (one replica of several behind the same public origin). */
  const request = async (url: string, init: RequestInit = {}, at?: string) => {
    const target = new URL(url, origin);
    if (at) target.host = new URL(at).host;
    const response = await fetch(target, {
      ...init,
      redirect: 'manual',
      headers: { ...(init.headers as Record<string, string>), cookie: [...jar].map(([name, value]) => `${name}=${value}`).join('; ') },
    });
    for (const cookie of response.headers.getSetCookie()) {
      cookiesSet.push(cookie);
      const [pair] = cookie.split(';');
      const index = pair.indexOf('=');
      jar.set(pair.slice(0, index), pair.slice(index + 1));
    }
    return response;
  };
  const postForm = (url: string, form: Record<string, string>, at?: string) =>
    request(url, { method: 'POST', body: new URLSearchParams(form), headers: { 'content-type': 'application/x-www-form-urlencoded' } }, at);
  return { request, postForm, cookiesSet };
};
