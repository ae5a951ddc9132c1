import type { InjectOptions, LightMyRequestResponse } from 'fastify';

type Inject = (options: InjectOptions) => Promise<LightMyRequestResponse>;

/**
 * An action on one record (`POST …/<action>/<id>`) sent as the screens send it: with the version of the record as
 * read just before (GET `…/<id>` as the same caller). Actions that step a status or make a record require it.
 */
export const actingOnReadVersion =
  (inject: Inject): Inject =>
  async (options) => {
    const match = /^(.*)\/[A-Za-z_]+\/(\d+)$/.exec(String(options.url));
    const payload = (options.payload ?? {}) as Record<string, unknown>;
    if (!match || options.method !== 'POST' || 'version' in payload) return inject(options);
    const read = await inject({ method: 'GET', url: `${match[1]}/${match[2]}`, headers: options.headers });
    const version = read.statusCode === 200 ? (read.json() as { version?: number }).version : undefined;
    return inject({ ...options, payload: version === undefined ? payload : { ...payload, version } });
  };
