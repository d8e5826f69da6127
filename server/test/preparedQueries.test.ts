import { migratedDbPerFile } from './helpers/testDb';

const database = migratedDbPerFile();

/** Settles like `work`, or rejects once `ms` have passed: a wait that never ends fails the test. */
function within<T>(ms: number, work: Promise<T>): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error(`still waiting after ${ms} ms`)), ms);
  });
  return Promise.race([work, timeout]).finally(() => clearTimeout(timer));
}

const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

const ECHO = `SELECT $1::text AS text, $2::int + 1 AS next, $3::boolean AS flag, $4::text IS NULL AS missing`;

describe('a named (prepared) query', () => {
  it('answers as the same query unnamed, again and again, inside and outside transactions', async () => {
    const db = database();
    const params = ['plain', 41, true, null];
    const unnamed = (await db.query(ECHO, params)).rows;
    expect(unnamed).toEqual([{ text: 'plain', next: 42, flag: true, missing: true }]);
    expect((await db.query(ECHO, params, { name: 'test_echo' })).rows).toEqual(unnamed);
    expect((await db.query(ECHO, params, { name: 'test_echo' })).rows).toEqual(unnamed);
    await db.transaction(async (tx) => {
      expect((await tx.query(ECHO, params, { name: 'test_echo' })).rows).toEqual(unnamed);
    });
  });

  it('answers calls that arrive together before it was ever prepared', async () => {
    const db = database();
    const sql = 'SELECT $1::int + 1 AS next';
    const answers = await Promise.all(
      [1, 2, 3, 4, 5].map((n) => db.query(sql, [n], { name: 'test_together' })),
    );
    expect(answers.map((answer) => answer.rows)).toEqual([2, 3, 4, 5, 6].map((next) => [{ next }]));
  });

  it('takes a text parameter as data, quotes and all', async () => {
    const db = database();
    const hostile = "it's'); DROP TABLE users; --\\";
    const users = async () => (await db.query('SELECT count(*)::int AS n FROM users')).rows;
    const before = await users();
    const { rows } = await db.query(ECHO, [hostile, 0, false, 'x'], { name: 'test_echo' });
    expect(rows).toEqual([{ text: hostile, next: 1, flag: false, missing: false }]);
    expect(await users()).toEqual(before);
  });

  it('takes a list of strings as an array, quotes, backslashes and all, and an empty list', async () => {
    const db = database();
    const sql = 'SELECT $1::text[] AS items, cardinality($1::text[]) AS n';
    const hostile = ['plain', "it's", 'say "hi"', 'back\\slash', 'a,b', '{x}', ''];
    for (const items of [hostile, []]) {
      const unnamed = (await db.query(sql, [items])).rows;
      expect(unnamed).toEqual([{ items, n: items.length }]);
      expect((await db.query(sql, [items], { name: 'test_text_list' })).rows).toEqual(unnamed);
    }
  });

  it('is still prepared after a transaction that first ran it rolled back', async () => {
    const db = database();
    const sql = 'SELECT $1::int * 2 AS twice';
    await expect(
      db.transaction(async (tx) => {
        await tx.query(sql, [2], { name: 'test_rolled_back' });
        throw new Error('roll back');
      }),
    ).rejects.toThrow('roll back');
    expect((await db.query(sql, [21], { name: 'test_rolled_back' })).rows).toEqual([{ twice: 42 }]);
  });

  it('reports a malformed parameter as the unnamed query does (invalid uuid: 22P02)', async () => {
    const db = database();
    const sql = 'SELECT count(*)::int AS n FROM users WHERE id = $1';
    await expect(db.query(sql, ['not-a-uuid'])).rejects.toMatchObject({ code: '22P02' });
    await expect(db.query(sql, ['not-a-uuid'], { name: 'test_uuid' })).rejects.toMatchObject({
      code: '22P02',
    });
  });

  it('never makes a transaction wait for a preparation queued behind that transaction', async () => {
    const db = database();
    const sql = 'SELECT $1::int + 1 AS next';
    let outside: Promise<unknown> | undefined;
    const inside = db.transaction(async (tx) => {
      await tx.query('SELECT 1');
      // Another caller's first use of the name arrives while the transaction is open: on the
      // embedded database its preparation queues behind this transaction.
      outside = db.query(sql, [1], { name: 'test_paused' });
      await pause(50);
      return (await tx.query(sql, [2], { name: 'test_paused' })).rows;
    });
    await expect(within(5000, inside)).resolves.toEqual([{ next: 3 }]);
    await expect(within(5000, outside!)).resolves.toMatchObject({ rows: [{ next: 2 }] });
    // Both handles go on using the one preparation.
    expect((await db.query(sql, [9], { name: 'test_paused' })).rows).toEqual([{ next: 10 }]);
    await db.transaction(async (tx) => {
      expect((await tx.query(sql, [10], { name: 'test_paused' })).rows).toEqual([{ next: 11 }]);
    });
  });

  it('runs a name first used inside a transaction, then by callers queued behind it', async () => {
    const db = database();
    const sql = 'SELECT $1::int * 3 AS thrice';
    let queued: Promise<unknown>[] = [];
    const inside = db.transaction(async (tx) => {
      const first = (await tx.query(sql, [1], { name: 'test_inside_first' })).rows;
      queued = [2, 3].map((n) => db.query(sql, [n], { name: 'test_inside_first' }));
      await pause(20);
      return first;
    });
    await expect(within(5000, inside)).resolves.toEqual([{ thrice: 3 }]);
    const answers = await within(5000, Promise.all(queued));
    expect(answers).toMatchObject([{ rows: [{ thrice: 6 }] }, { rows: [{ thrice: 9 }] }]);
  });
});
