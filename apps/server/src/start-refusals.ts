import { ConfigError, loadConfig, type Config } from './config/env.js';
import { openDatabase, type DatabaseHandle, type DatabaseTarget, type OpenOptions } from './db/client.js';
import { DataDirLockedError } from './db/lock.js';

// What stops a start (the server's and the creation child's): one French line and exit code 1,
// never a stack trace, for the person who typed `npm start`.

export function fail(message: string): never {
  console.error(`\n✖ ${message}\n`);
  process.exit(1);
}

export function configOrExit(): Config {
  try {
    return loadConfig();
  } catch (error) {
    if (error instanceof ConfigError) fail(error.message);
    throw error;
  }
}

/** The database, or the French line when another process holds DATA_DIR. */
export async function openOrExit(target: DatabaseTarget, options?: OpenOptions): Promise<DatabaseHandle> {
  try {
    return await openDatabase(target, options);
  } catch (error) {
    if (error instanceof DataDirLockedError) fail(error.message);
    throw error;
  }
}
