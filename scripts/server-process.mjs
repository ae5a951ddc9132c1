// How the server's node process is started: `npm start` (scripts/start.mjs), the Dockerfile and `npm run bench:memory`
// use these same settings (bench/README.md, Idle memory).

/**
 * V8's young generation at 16 MB a semi-space, Node 20's default, set so that it stays the same on any Node. At 8 MB
 * (13–28 MB less resident idle) a server under load scavenged twice as often and promoted what its requests in flight
 * held to the old generation: the floor benchmark's lists and month grids paid 10–25% more CPU a request
 * (bench/README.md, "Closer to the floor", stop 37).
 */
export const SERVER_NODE_FLAGS = ['--max-semi-space-size=16'];

/**
 * glibc's malloc settings, read when a process starts. Allocations of 128 KiB and more get mappings of their own,
 * given back to the system when freed. By default glibc raises that threshold (up to 32 MiB) after the first such
 * free, and later large blocks stay in its arenas once freed: V8 optimising PGlite's largest WebAssembly function
 * allocates ~600 MB for a few seconds, and ~70 MB of it then stayed resident for the life of the process.
 */
export const SERVER_ENVIRONMENT = { MALLOC_MMAP_THRESHOLD_: '131072' };
