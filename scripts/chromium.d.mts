/** Types of scripts/chromium.mjs, for the end-to-end setup. */
export declare const chromiumPath: string;
export declare const chromiumArgs: string[];
