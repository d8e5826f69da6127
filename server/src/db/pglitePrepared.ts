import type { PGlite, Results } from '@electric-sql/pglite';

/** The database itself, or the handle of the transaction running on it. */
export type PgliteHandle = Pick<PGlite, 'query' | 'exec'>;

interface PreparedName {
  sql: string;
  /** Set once a preparation succeeded: the session holds the statement from then on. */
  prepared: boolean;
  /** Preparations under way, each on the handle that asked for it. */
  preparing: Map<PgliteHandle, Promise<void>>;
}

/** The statements PREPAREd in the session (PGlite is one session), by name. */
export type PreparedNames = Map<string, PreparedName>;

const NAME = /^[a-z_][a-z0-9_]*$/;

/** A parameter as an SQL literal (standard_conforming_strings: only quotes need doubling). */
function literal(value: unknown): string {
  if (value === null || value === undefined) return 'NULL';
  if (typeof value === 'boolean') return value ? 'TRUE' : 'FALSE';
  if (typeof value === 'number' && Number.isFinite(value)) return String(value);
  if (typeof value === 'string') return `'${value.replaceAll("'", "''")}'`;
  // A list of strings as an array literal, typed by the statement's parameter (e.g. text[]).
  if (Array.isArray(value) && value.every((item) => typeof item === 'string'))
    return literal(`{${value.map((item) => `"${item.replace(/["\\]/g, '\\$&')}"`).join(',')}}`);
  throw new TypeError(
    `A prepared query takes strings, lists of strings, numbers, booleans and null, not ${typeof value}`,
  );
}

/**
 * PREPAREs the name on `handle` unless the session already holds it. The look and the PREPARE
 * never fail because another handle prepared the name first, so a transaction is never aborted
 * by it: inside a transaction nothing else runs between the two (PGlite runs one transaction at a
 * time and queues every other call behind it), and outside one a PREPARE that lost the race
 * (42P05, duplicate prepared statement) has nothing to abort.
 */
async function prepareOn(handle: PgliteHandle, name: string, sql: string): Promise<void> {
  const held = await handle.query('SELECT 1 FROM pg_prepared_statements WHERE name = $1', [name]);
  if (held.rows.length > 0) return;
  try {
    await handle.exec(`PREPARE ${name} AS ${sql}`);
  } catch (error) {
    if ((error as { code?: unknown }).code !== '42P05') throw error;
  }
}

/**
 * Waits until the session holds the name. A handle waits only for a preparation it asked for
 * itself, never for another handle's: a preparation asked for on the database while a
 * transaction is open is queued behind that transaction, so the transaction waiting for it would
 * wait forever. Such a transaction prepares the name on its own handle instead.
 */
async function ensurePrepared(handle: PgliteHandle, entry: PreparedName, name: string) {
  if (entry.prepared) return;
  let mine = entry.preparing.get(handle);
  if (mine === undefined) {
    mine = prepareOn(handle, name, entry.sql)
      .then(() => {
        entry.prepared = true;
      })
      // A failed preparation is tried again by the next call on this handle.
      .finally(() => entry.preparing.delete(handle));
    entry.preparing.set(handle, mine);
  }
  await mine;
}

/**
 * PGlite's query() parses and plans its SQL on every call, which for a query with a few joins
 * costs more than running it. Its API has no named statements, so a named query is PREPAREd once
 * in the session and run with EXECUTE, its parameters written as quoted literals (PostgreSQL
 * still types them by the statement's parameters, as a bound parameter would be). A PREPARE
 * outlives the transaction it ran in, even one that rolls back.
 */
export async function preparedQuery<T>(
  handle: PgliteHandle,
  prepared: PreparedNames,
  name: string,
  sql: string,
  params: unknown[],
): Promise<Results<T>> {
  if (!NAME.test(name)) throw new Error(`Bad prepared query name: ${name}`);
  let entry = prepared.get(name);
  if (entry !== undefined && entry.sql !== sql)
    throw new Error(`The prepared query ${name} was prepared from other SQL`);
  if (entry === undefined) {
    entry = { sql, prepared: false, preparing: new Map() };
    prepared.set(name, entry);
  }
  await ensurePrepared(handle, entry, name);
  const args = params.length > 0 ? `(${params.map(literal).join(', ')})` : '';
  return handle.query<T>(`EXECUTE ${name}${args}`);
}
