/** Types of server-test-files.mjs, for vitest.config.ts. */
export declare const EMBEDDED_TOO: string[];
export declare function databaseTestFiles(): string[];
export declare function postgresBinDir(): string | undefined;
export declare function userIds(name: string): { uid: number; gid: number } | undefined;
export declare function postgresUnavailable(): string | undefined;
