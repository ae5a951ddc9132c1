// Types of server-process.mjs, a plain JavaScript file since a release tree runs it without TypeScript.
export declare const SERVER_NODE_FLAGS: string[];
export declare const SERVER_ENVIRONMENT: Record<string, string>;
