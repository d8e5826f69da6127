import fs from 'node:fs';
import path from 'node:path';
import { PGlite, type PGliteOptions } from '@electric-sql/pglite';
import { runCommitted, type Db, type Queryable, type QueryOptions } from './index';
import { preparedQuery, type PgliteHandle, type PreparedNames } from './pglitePrepared';

const ownerOnlyFolders = new Set<string>();

/**
 * PGlite's file layer (Emscripten's NODEFS) creates every file and then chmods it 0666, which the
 * umask does not filter. Inside the data folders opened here, chmod keeps only the owner's bits, so
 * database files stay 0600 like everything else under DATA_DIR.
 */
function keepOwnerOnly(dataDir: string): void {
  if (ownerOnlyFolders.size === 0) {
    const chmodSync = fs.chmodSync;
    fs.chmodSync = (target, mode) => {
      const inside = [...ownerOnlyFolders].some(
        (folder) => !path.relative(folder, path.resolve(String(target))).startsWith('..'),
      );
      const bits = typeof mode === 'number' ? mode : parseInt(mode, 8);
      chmodSync(target, inside ? bits & 0o700 : mode);
    };
  }
  ownerOnlyFolders.add(path.resolve(dataDir));
}

/**
 * `prepared` holds the session's prepared statements (PGlite is one session); `committed`
 * collects a transaction's afterCommit callbacks, without it they run at once.
 */
function wrap(
  handle: PgliteHandle,
  prepared: PreparedNames,
  committed?: (() => void)[],
): Queryable {
  return {
    async query<T>(sql: string, params: unknown[] = [], options: QueryOptions = {}) {
      const result = options.name
        ? await preparedQuery<T>(handle, prepared, options.name, sql, params)
        : await handle.query<T>(sql, params);
      // PGlite reports affectedRows 0 for a SELECT; pg's rowCount counts the rows returned.
      return {
        rows: result.rows,
        rowCount: Math.max(result.rows.length, result.affectedRows ?? 0),
      };
    },
    async exec(sql: string) {
      await handle.exec(sql);
    },
    afterCommit(fn) {
      if (committed) committed.push(fn);
      else runCommitted([fn]);
    },
  };
}

/** Embedded PostgreSQL: stored in `dataDir`, or in memory when it is undefined. */
export async function openPglite(dataDir?: string, options: PGliteOptions = {}): Promise<Db> {
  if (dataDir) {
    fs.mkdirSync(dataDir, { recursive: true, mode: 0o700 });
    keepOwnerOnly(dataDir);
  }
  const pg = await PGlite.create({ ...options, dataDir });
  return fromPglite(pg);
}

export function fromPglite(pg: PGlite): Db {
  const prepared: PreparedNames = new Map();
  return {
    kind: 'pglite',
    ...wrap(pg, prepared),
    async transaction(fn) {
      const committed: (() => void)[] = [];
      const result = await pg.transaction((tx) => fn(wrap(tx, prepared, committed)));
      runCommitted(committed);
      return result;
    },
    close: () => pg.close(),
    listen: (channel, onNotify) => pg.listen(channel, () => onNotify()),
  };
}
