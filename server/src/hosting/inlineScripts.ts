import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { whenChanged } from './whenChanged';

const INLINE_SCRIPT = /<script(?![^>]*\bsrc\s*=)[^>]*>([\s\S]*?)<\/script>/gi;

/** CSP sources ('sha256-…') allowing exactly the inline scripts of an HTML page. */
export function inlineScriptHashes(html: string): string[] {
  return [...html.matchAll(INLINE_SCRIPT)]
    .map(([, body]) => body ?? '')
    .filter((body) => body.trim() !== '')
    .map((body) => `'sha256-${crypto.createHash('sha256').update(body).digest('base64')}'`);
}

/**
 * The hashes of the inline scripts of the SPA's index.html (its route preload script), read again
 * when the file changes: a build made while the server runs stays allowed.
 */
export function spaInlineScriptHashes(spaDir: string): () => string[] {
  return whenChanged(
    path.join(spaDir, 'index.html'),
    (index) => inlineScriptHashes(fs.readFileSync(index, 'utf8')),
    [],
  );
}
