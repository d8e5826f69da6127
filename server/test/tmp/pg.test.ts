import { PGlite } from '@electric-sql/pglite';
it('starts', async () => {
  const t = Date.now();
  const pg = await PGlite.create();
  console.log('created', Date.now() - t);
  console.log((await pg.query('select 1 as x')).rows);
  await pg.close();
}, 60000);
