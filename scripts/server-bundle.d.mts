/** Types of scripts/server-bundle.mjs, for the tests that build the bundle. */
export declare const SERVER_MAIN: string;
export declare const SERVER_CLI: string;
export declare function buildServer(): Promise<void>;
export declare function ensureServerBuilt(): Promise<void>;
