// Starting the server (loading the registry, the schema, the OpenID provider, PGlite's WebAssembly, migrations, a
// first seed) leaves ~80–120 MB of garbage and a young generation grown to its largest, which V8 keeps until
// memory runs short. One collection that reduces the heap as far as it can, run once the server listens, gives it
// back: the idle server holds 137–147 MB rather than 221–259 (bench/history/2026-11-26-idle-memory.md). It needs node's
// --expose-gc (scripts/server-process.mjs); without it (tests, tsx) nothing is done.

type ExposedGc = (options: { type: 'major'; execution: 'sync'; flavor: 'last-resort' }) => void;

/** Collects the start's garbage, shrinking the heap and the young generation; a no-op without --expose-gc. */
export const giveBackStartMemory = () => {
  const gc = (globalThis as { gc?: ExposedGc }).gc;
  // 'last-resort' is V8's collection that reduces the memory footprint (several passes, the young generation shrunk).
  gc?.({ type: 'major', execution: 'sync', flavor: 'last-resort' });
};
