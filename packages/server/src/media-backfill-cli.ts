/**
 * The media:backfill command (backfill.ts) on the server's own configuration (DATA_DIR or DATABASE_URL, S3_*).
 * On the embedded database the server must be stopped first (the data directory's lock says so).
 */
import path from 'node:path';
import { openDatabase } from './db';
import { lockDataDir } from './db/lock';
import { EnvError, readEnv } from './env';
import { createS3Storage } from './storage/s3';
import { createLocalStorage } from './storage/storage';
import { backfillMedia } from './media/backfill';

try {
  const options = readEnv(process.env);
  const dataDir = path.resolve(options.dataDir ?? './data');
  const lock = options.databaseUrl ? undefined : lockDataDir(dataDir);
  const database = await openDatabase({
    dataDir,
    ...(options.databaseUrl ? { databaseUrl: options.databaseUrl } : {}),
  });
  try {
    const storage = options.s3 ? await createS3Storage(options.s3) : createLocalStorage(path.join(dataDir, 'files'));
    const tty = process.stdout.isTTY;
    const result = await backfillMedia(database.db, storage, (line, progress) => {
      const last = progress.processed + progress.skipped + progress.failed === progress.total;
      if (tty) process.stdout.write(`\r${line}${last || line.endsWith(')') ? '\n' : ''}`);
      else if (last || line.includes('(') || (progress.processed + progress.skipped) % 50 === 0) console.log(line);
    });
    if (result.total === 0) console.log('media:backfill: no stored images');
    process.exitCode = result.failed > 0 ? 2 : 0;
  } finally {
    await database.close();
    lock?.release();
  }
} catch (error) {
  console.error(error instanceof EnvError || error instanceof Error ? error.message : String(error));
  process.exitCode = 1;
}
