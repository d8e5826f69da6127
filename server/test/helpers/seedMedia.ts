import fs from 'node:fs';
import path from 'node:path';
import { SEED_MEDIA_DIR } from '../../src/seed/content/mediaManifest';
import type { TestContext } from './testApp';

/** The seeded lesson files, copied under `root` by their storage keys as `npm start` keeps them. */
export async function copySeedMedia(t: TestContext, root: string): Promise<void> {
  const keys = await t.db.query<{ storage_key: string }>('SELECT storage_key FROM media_assets');
  for (const { storage_key: key } of keys.rows) {
    const file = path.join(SEED_MEDIA_DIR, path.basename(key));
    if (!fs.existsSync(file)) continue;
    fs.mkdirSync(path.dirname(path.join(root, key)), { recursive: true });
    fs.copyFileSync(file, path.join(root, key));
  }
}
