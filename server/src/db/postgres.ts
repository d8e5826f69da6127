import pg from 'pg';
import { runCommitted, type Db, type Queryable, type QueryOptions } from './index';

/** `committed` collects a transaction's afterCommit callbacks; without it they run at once. */
function wrap(client: pg.Pool | pg.PoolClient, committed?: (() => void)[]): Queryable {
  return {
    async query<T>(sql: string, params: unknown[] = [], options: QueryOptions = {}) {
      const result = await client.query(
        options.name
          ? { name: options.name, text: sql, values: params }
          : { text: sql, values: params },
      );
      return { rows: result.rows as T[], rowCount: result.rowCount ?? 0 };
    },
    async exec(sql: string) {
      await client.query(sql);
    },
    afterCommit(fn) {
      if (committed) committed.push(fn);
      else runCommitted([fn]);
    },
  };
}

/** A real PostgreSQL server through a node-postgres pool. */
export function openPostgres(connectionString: string, max = 10): Db {
  const pool = new pg.Pool({ connectionString, max });
  // An idle client losing its connection must not crash the process; the next query reconnects.
  pool.on('error', (error) => console.error('PostgreSQL pool error:', error.message));
  return {
    kind: 'postgres',
    ...wrap(pool),
    async transaction(fn) {
      const client = await pool.connect();
      const committed: (() => void)[] = [];
      let result;
      try {
        await client.query('BEGIN');
        result = await fn(wrap(client, committed));
        await client.query('COMMIT');
      } catch (error) {
        await client.query('ROLLBACK').catch(() => undefined);
        throw error;
      } finally {
        client.release();
      }
      runCommitted(committed);
      return result;
    },
    close: () => pool.end(),
    listen: (channel, onNotify) => listenOn(connectionString, channel, onNotify),
  };
}

const RECONNECT_MS = 1000;

/**
 * LISTEN on a connection of its own (a pooled one would be handed to other queries). A lost
 * connection is opened again, and `onNotify` is called once then, since notifications sent in
 * between were missed.
 */
async function listenOn(
  connectionString: string,
  channel: string,
  onNotify: () => void,
): Promise<() => Promise<void>> {
  if (!/^[a-z_][a-z0-9_]*$/.test(channel)) throw new Error(`Bad channel name: ${channel}`);
  let client: pg.Client | undefined;
  let stopped = false;
  let retry: NodeJS.Timeout | undefined;

  const connect = async (): Promise<void> => {
    const next = new pg.Client({ connectionString });
    next.on('notification', () => onNotify());
    next.on('error', () => undefined);
    next.on('end', () => {
      if (stopped || client !== next) return;
      retry = setTimeout(() => void reconnect(), RECONNECT_MS);
    });
    await next.connect();
    await next.query(`LISTEN ${channel}`);
    client = next;
  };
  const reconnect = async () => {
    try {
      await connect();
      onNotify();
    } catch {
      if (!stopped) retry = setTimeout(() => void reconnect(), RECONNECT_MS);
    }
  };

  await connect();
  return async () => {
    stopped = true;
    clearTimeout(retry);
    await client?.end().catch(() => undefined);
  };
}
