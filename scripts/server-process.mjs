// How the server's node process is started: `npm start` (scripts/start.mjs), the Dockerfile and `npm run bench:memory`
// use these same settings (bench/history/2026-11-26-idle-memory.md).

/**
 * V8's young generation: semi-spaces of up to 16 MB each, half the scavenges of 8 MB under load
 * (bench/history/2026-11-26-closer-to-the-floor-stops-36-41.md, stop 38). A start grows them to their largest;
 * `--expose-gc` lets the server give that and the start's garbage back once it listens
 * (server/observability/start-memory.ts), so the idle server stays small either way.
 */
export const SERVER_NODE_FLAGS = ['--max-semi-space-size=16', '--expose-gc'];

/**
 * glibc's malloc settings, read when a process starts. Allocations of 128 KiB and more get mappings of their own,
 * given back to the system when freed. By default glibc raises that threshold (up to 32 MiB) after the first such
 * free, and later large blocks stay in its arenas once freed: V8 optimising PGlite's largest WebAssembly function
 * allocates ~600 MB for a few seconds, and ~70 MB of it then stayed resident for the life of the process.
 */
export const SERVER_ENVIRONMENT = { MALLOC_MMAP_THRESHOLD_: '131072' };
