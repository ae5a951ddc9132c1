// `npm run bench -- --http`: the same app listening on 127.0.0.1 (a free port), driven by a few concurrent
// fetch loops in this process — an autocannon-like check of throughput over real sockets. Bounded by a
// request count and a duration per case; never leaves the loopback interface.
import type { FastifyInstance } from 'fastify';
import { statsOf, type Stats } from './measure';

export type LoopbackResult = Stats & {
  name: string;
  url: string;
  concurrency: number;
  seconds: number;
  requestsPerSecond: number;
  /** CPU time of this process (server and the client loops together) per request: steadier than req/s on a busy machine. */
  cpuMicrosPerRequest: number;
  errors: number;
};

export type LoopbackLimits = { concurrency: number; maxRequests: number; maxSeconds: number };

export const runLoopback = async (
  app: FastifyInstance,
  targets: readonly { name: string; path: string; token: string }[],
  limits: LoopbackLimits,
): Promise<LoopbackResult[]> => {
  const address = await app.listen({ host: '127.0.0.1', port: 0 });
  const results: LoopbackResult[] = [];
  for (const target of targets) {
    const url = `${address}${target.path}`;
    const headers = { authorization: `Bearer ${target.token}` };
    const samples: number[] = [];
    let sent = 0;
    let errors = 0;
    const started = performance.now();
    const cpuBefore = process.cpuUsage();
    const deadline = started + limits.maxSeconds * 1000;
    const worker = async () => {
      while (sent < limits.maxRequests && performance.now() < deadline) {
        sent++;
        const begun = performance.now();
        const response = await fetch(url, { headers });
        await response.arrayBuffer();
        samples.push(performance.now() - begun);
        if (response.status !== 200) errors++;
      }
    };
    await Promise.all(Array.from({ length: limits.concurrency }, worker));
    const seconds = (performance.now() - started) / 1000;
    const cpu = process.cpuUsage(cpuBefore);
    results.push({
      name: target.name,
      url: target.path,
      concurrency: limits.concurrency,
      seconds: Math.round(seconds * 100) / 100,
      requestsPerSecond: Math.round(samples.length / seconds),
      cpuMicrosPerRequest: Math.round((cpu.user + cpu.system) / samples.length),
      errors,
      ...statsOf(samples, samples[0]),
    });
  }
  return results;
};
