import fs from 'node:fs';
import { PGlite, type PGliteOptions } from '@electric-sql/pglite';
import type { Db, Queryable } from './index';

type PgliteHandle = Pick<PGlite, 'query' | 'exec'>;

function wrap(handle: PgliteHandle): Queryable {
  return {
    async query<T>(sql: string, params: unknown[] = []) {
      const result = await handle.query<T>(sql, params);
      // PGlite reports affectedRows 0 for a SELECT; pg's rowCount counts the rows returned.
      return {
        rows: result.rows,
        rowCount: Math.max(result.rows.length, result.affectedRows ?? 0),
      };
    },
    async exec(sql: string) {
      await handle.exec(sql);
    },
  };
}

/** Embedded PostgreSQL: stored in `dataDir`, or in memory when it is undefined. */
export async function openPglite(dataDir?: string, options: PGliteOptions = {}): Promise<Db> {
  if (dataDir) fs.mkdirSync(dataDir, { recursive: true });
  const pg = await PGlite.create({ ...options, dataDir });
  return fromPglite(pg);
}

export function fromPglite(pg: PGlite): Db {
  return {
    kind: 'pglite',
    ...wrap(pg),
    transaction: (fn) => pg.transaction((tx) => fn(wrap(tx))),
    close: () => pg.close(),
  };
}
