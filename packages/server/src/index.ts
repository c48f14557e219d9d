export { startServer } from './server';
export type { RunningServer, StartServerOptions } from './server';
export { createPgliteTemplate } from './db';
export { DataDirLockedError } from './db/lock';
export type { FileStorage, StoredObject } from './storage/storage';
export type { S3Settings } from './storage/s3';
export type { GeneratedPost, GeneratorInput, GeneratorSettings, PostGenerator } from './generator';
