import type { AppConfig } from '../config';
import type { Db } from './index';
import { openPglite } from './pglite';
import { openPostgres } from './postgres';

/** DATABASE_URL set: that PostgreSQL server; otherwise the embedded PGlite under DATA_DIR. */
export function openDatabase(config: Pick<AppConfig, 'databaseUrl' | 'pgliteDir'>): Promise<Db> {
  return config.databaseUrl
    ? Promise.resolve(openPostgres(config.databaseUrl))
    : openPglite(config.pgliteDir);
}
