// TRUST_PROXY: which proxies in front may name the client's address (Fastify's trustProxy).
import { readConfig, trustProxyOf } from '../../server/config';

describe('TRUST_PROXY', () => {
  it('trusts no proxy unless told', () => {
    expect(readConfig({}).trustProxy).toBe(false);
    expect(trustProxyOf('false')).toBe(false);
    expect(trustProxyOf('  ')).toBe(false);
  });

  it('reads true, a hop count, or addresses and ranges', () => {
    expect(trustProxyOf('true')).toBe(true);
    expect(trustProxyOf('1')).toBe(1);
    expect(trustProxyOf('10.0.0.0/8, 127.0.0.1')).toEqual(['10.0.0.0/8', '127.0.0.1']);
  });
});
