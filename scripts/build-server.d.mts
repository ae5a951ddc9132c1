// Types of build-server.mjs, a plain JavaScript file run by node alone (`npm run build:server`).
export declare const buildServer: (outdir?: string, entryPoints?: Record<string, string>) => Promise<void>;
export declare const RELEASE_ENTRIES: Record<string, string>;
