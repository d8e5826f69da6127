import { createTestDb } from '../helpers/testDb';
it('starts', async () => {
  let t = Date.now();
  const a = await createTestDb();
  console.log('first', Date.now() - t); t = Date.now();
  const b = await createTestDb();
  console.log('second', Date.now() - t); t = Date.now();
  await a.drop(); await b.drop();
}, 60000);
