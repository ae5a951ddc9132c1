// Types of stale-builds.mjs, a plain JavaScript file since a release tree runs it without TypeScript.
export declare const SPA_SOURCES: readonly string[];
export declare const SERVER_SOURCES: readonly string[];
export declare const isSpaStale: (root: string) => boolean;
export declare const isServerStale: (root: string) => boolean;
