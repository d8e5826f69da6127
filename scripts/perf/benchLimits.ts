export type Database = 'embedded' | 'postgres';

/** A limit that is the same on both databases, or one per database. */
type Limit = number | Partial<Record<Database, number>>;

export interface Scenario {
  request: string;
  connections: number;
  /** Unmeasured load first; the bench's warmupSeconds when unset. */
  warmupSeconds?: number;
  minRequestsPerSecond?: Limit;
  maxP99Ms?: Limit;
  maxTimeouts?: Limit;
}

interface Measured {
  database: Database;
  scenario: string;
  'req/s': number;
  'p99 ms': number;
  timeouts: number;
  errors: number;
  'other non-2xx': number;
}

const limitFor = (limit: Limit | undefined, database: Database): number | undefined =>
  typeof limit === 'number' ? limit : limit?.[database];

/** What a measured row breaks of its scenario's limits, in words (empty when it keeps them all). */
export function checkLimits(row: Measured, scenario: Scenario): string[] {
  const where = `${row.scenario} on ${row.database}`;
  const failures: string[] = [];
  const minRps = limitFor(scenario.minRequestsPerSecond, row.database);
  if (minRps !== undefined && row['req/s'] < minRps)
    failures.push(`${where}: ${row['req/s']} req/s < ${minRps}`);
  const maxP99 = limitFor(scenario.maxP99Ms, row.database);
  if (maxP99 !== undefined && row['p99 ms'] > maxP99)
    failures.push(`${where}: p99 ${row['p99 ms']} ms > ${maxP99} ms`);
  const maxTimeouts = limitFor(scenario.maxTimeouts, row.database);
  if (maxTimeouts !== undefined && row.timeouts > maxTimeouts)
    failures.push(`${where}: ${row.timeouts} timeouts > ${maxTimeouts}`);
  if (row.errors > 0) failures.push(`${where}: ${row.errors} connection errors`);
  if (row['other non-2xx'] > 0) failures.push(`${where}: ${row['other non-2xx']} error answers`);
  return failures;
}
