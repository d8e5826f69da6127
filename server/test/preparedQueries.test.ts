import { migratedDbPerFile } from './helpers/testDb';

const database = migratedDbPerFile();

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
});
