import fs from 'node:fs';
import path from 'node:path';
import { createHash } from 'node:crypto';
import { PROJECT_ROOT } from '../config';

/** Every file under `dir`, sorted, so the same tree always hashes the same. */
function filesUnder(dir: string): string[] {
  if (!fs.existsSync(dir)) return [];
  return fs
    .readdirSync(dir, { withFileTypes: true })
    .flatMap((entry) => {
      const full = path.join(dir, entry.name);
      return entry.isDirectory() ? filesUnder(full) : [full];
    })
    .sort();
}

/**
 * What the seed is made of, by content: its code and content, the seeded tests' texts, the sample
 * media's manifest, the code that checks and imports test forms, and the form files of `formsDir`.
 * A database that received this seed last is skipped on the next start; a change to any of it
 * seeds again (which only fills what is missing).
 */
export function seedFingerprint(formsDir: string): string {
  const files = [
    ...filesUnder(path.join(PROJECT_ROOT, 'server', 'src', 'seed')),
    ...filesUnder(path.join(PROJECT_ROOT, 'contract', 'content')),
    path.join(PROJECT_ROOT, 'server', 'seed-media', 'manifest.json'),
    ...filesUnder(path.join(PROJECT_ROOT, 'server', 'src', 'services', 'exams', 'forms')),
  ];
  const hash = createHash('sha256');
  for (const file of files)
    hash.update(path.relative(PROJECT_ROOT, file)).update('\0').update(fs.readFileSync(file));
  // The forms folder may be anywhere (tests hand in their own): named relative to itself.
  for (const file of filesUnder(formsDir))
    hash.update(path.relative(formsDir, file)).update('\0').update(fs.readFileSync(file));
  return hash.digest('hex');
}
