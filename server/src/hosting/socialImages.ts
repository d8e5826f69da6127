import fs from 'node:fs';
import path from 'node:path';

/**
 * The build's images/social/<name>.png as a public path, when the file is there (asked once per
 * name; the build does not change them while the server runs).
 */
export function socialImageFinder(spaDir: string): (name: string) => string | undefined {
  const known = new Map<string, boolean>();
  return (name) => {
    if (!/^[a-z0-9-]{1,120}$/.test(name)) return undefined;
    let exists = known.get(name);
    if (exists === undefined) {
      exists = fs.existsSync(path.join(spaDir, 'images', 'social', `${name}.png`));
      known.set(name, exists);
    }
    return exists ? `/images/social/${name}.png` : undefined;
  };
}
