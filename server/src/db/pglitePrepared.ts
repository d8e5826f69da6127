import type { PGlite, Results } from '@electric-sql/pglite';

/**
 * The statements PREPAREd in the session, by name: the SQL each was prepared from and the
 * preparation itself, which concurrent first calls wait for instead of preparing the name twice.
 */
export type PreparedNames = Map<string, { sql: string; ready: Promise<void> }>;

const NAME = /^[a-z_][a-z0-9_]*$/;

/** A parameter as an SQL literal (standard_conforming_strings: only quotes need doubling). */
function literal(value: unknown): string {
  if (value === null || value === undefined) return 'NULL';
  if (typeof value === 'boolean') return value ? 'TRUE' : 'FALSE';
  if (typeof value === 'number' && Number.isFinite(value)) return String(value);
  if (typeof value === 'string') return `'${value.replaceAll("'", "''")}'`;
  throw new TypeError(
    `A prepared query takes strings, numbers, booleans and null, not ${typeof value}`,
  );
}

/**
 * PGlite's query() parses and plans its SQL on every call, which for a query with a few joins costs
 * more than running it (docs/performance.md has the measurement). Its
 * API has no named statements, so a named query is PREPAREd once in the session and run with
 * EXECUTE, its parameters written as quoted literals (PostgreSQL still types them by the
 * statement's parameters, as a bound parameter would be).
 */
export async function preparedQuery<T>(
  handle: Pick<PGlite, 'query' | 'exec'>,
  prepared: PreparedNames,
  name: string,
  sql: string,
  params: unknown[],
): Promise<Results<T>> {
  if (!NAME.test(name)) throw new Error(`Bad prepared query name: ${name}`);
  let known = prepared.get(name);
  if (known !== undefined && known.sql !== sql)
    throw new Error(`The prepared query ${name} was prepared from other SQL`);
  if (known === undefined) {
    const entry = { sql, ready: handle.exec(`PREPARE ${name} AS ${sql}`).then(() => undefined) };
    known = entry;
    prepared.set(name, entry);
    // A failed preparation is tried again by the next call.
    entry.ready.catch(() => {
      if (prepared.get(name) === entry) prepared.delete(name);
    });
  }
  await known.ready;
  const args = params.length > 0 ? `(${params.map(literal).join(', ')})` : '';
  return handle.query<T>(`EXECUTE ${name}${args}`);
}
