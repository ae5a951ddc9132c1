// The part of autocannon's programmatic API the floor harness uses (the package ships no types).
declare module 'autocannon' {
  type Histogram = { average: number; total: number; p50: number; p99: number };
  export type Result = { duration: number; errors: number; timeouts: number; non2xx: number; requests: Histogram; latency: Histogram; throughput: Histogram };
  export type Options = { url: string; connections?: number; duration?: number; headers?: Record<string, string>; timeout?: number };
  export default function autocannon(options: Options): Promise<Result>;
}
