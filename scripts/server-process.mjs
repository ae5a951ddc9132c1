// How the server's node process is started: `npm start` (scripts/start.mjs), the Dockerfile and `npm run bench:memory`
// use these same settings (bench/README.md, Idle memory).

/** V8's young generation stays small: its semi-spaces grow to 16 MB each during a start and stay grown. */
export const SERVER_NODE_FLAGS = ['--max-semi-space-size=8'];

/**
 * glibc's malloc settings, read when a process starts. Allocations of 128 KiB and more get mappings of their own,
 * given back to the system when freed. By default glibc raises that threshold (up to 32 MiB) after the first such
 * free, and later large blocks stay in its arenas once freed: V8 optimising PGlite's largest WebAssembly function
 * allocates ~600 MB for a few seconds, and ~70 MB of it then stayed resident for the life of the process.
 */
export const SERVER_ENVIRONMENT = { MALLOC_MMAP_THRESHOLD_: '131072' };
