import { seed } from '../src/seed/seed';
import { mediaManifest } from '../src/seed/content';
import { createMemoryMediaStorage } from '../src/services/media/storage';
import { migratedDbPerFile } from './helpers/testDb';

const db = migratedDbPerFile();

const sampleFiles = mediaManifest.clips.flatMap((clip) =>
  [clip.video, clip.captions, clip.poster].map((file) => `seed/${file.file}`),
);

const couponCodes = async () =>
  (await db().query<{ code: string }>('SELECT code FROM coupons ORDER BY code')).rows.map(
    (row) => row.code,
  );

describe('a start skips the seed a database received last', () => {
  it('adds no row to a database seeded with the same seed, but fills a new media storage', async () => {
    await db().query(`DELETE FROM coupons WHERE code = 'FLAT100'`);
    const media = createMemoryMediaStorage();

    const outcome = await seed(db(), media);

    expect(outcome).toEqual({
      courses: 0,
      described: 0,
      reviewed: 0,
      coupons: 0,
      tests: 0,
      forms: 0,
    });
    // The coupon staff removed stays removed.
    expect(await couponCodes()).not.toContain('FLAT100');
    expect([...media.objects.keys()].sort()).toEqual([...sampleFiles].sort());
  });

  it('seeds again when the database holds another seed, and records this one', async () => {
    await db().query(`UPDATE seed_state SET fingerprint = 'an older seed'`);

    const outcome = await seed(db(), createMemoryMediaStorage());

    expect(outcome.coupons).toBe(1);
    expect(await couponCodes()).toContain('FLAT100');
    const state = await db().query<{ fingerprint: string }>('SELECT fingerprint FROM seed_state');
    expect(state.rows).toEqual([{ fingerprint: expect.stringMatching(/^[0-9a-f]{64}$/) }]);
    expect(await seed(db(), createMemoryMediaStorage())).toMatchObject({ coupons: 0 });
  });

  it('seeds again when the test forms folder differs', async () => {
    await db().query(`DELETE FROM coupons WHERE code = 'FLAT100'`);

    const outcome = await seed(db(), createMemoryMediaStorage(), { formsDir: '/nonexistent' });

    expect(outcome.coupons).toBe(1);
  });

  it('lets two starts seed at once: both finish, nothing is added twice', async () => {
    await db().query(`DELETE FROM coupons WHERE code = 'FLAT100'`);
    await db().query(`UPDATE seed_state SET fingerprint = 'an older seed'`);

    await Promise.all([
      seed(db(), createMemoryMediaStorage()),
      seed(db(), createMemoryMediaStorage()),
    ]);

    const flat = await db().query(`SELECT 1 FROM coupons WHERE code = 'FLAT100'`);
    expect(flat.rowCount).toBe(1);
    const state = await db().query<{ fingerprint: string }>('SELECT fingerprint FROM seed_state');
    expect(state.rows).toEqual([{ fingerprint: expect.stringMatching(/^[0-9a-f]{64}$/) }]);
  });
});
