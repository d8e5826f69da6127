import fs from 'node:fs';
import path from 'node:path';

/** The size of every link-preview picture (server/scripts/generateSocialImages.ts). */
export const SOCIAL_IMAGE_SIZE = { width: 1200, height: 630 } as const;

/** Finds a link-preview picture by name ('site', a course's slug) in the served build. */
export type SocialImageFinder = (name: string) => string | undefined;

/**
 * The build's images/social/<name>.png as a public path, when the file is there (asked once per
 * name; the build does not change them while the server runs).
 */
export function socialImageFinder(spaDir: string): SocialImageFinder {
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
