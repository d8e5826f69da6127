import { createHash } from 'node:crypto';

/** JSON with every object's keys in order, so the same form gives the same text however it was written. */
function canonical(value: unknown): string {
  if (Array.isArray(value)) return `[${value.map(canonical).join(',')}]`;
  if (value && typeof value === 'object')
    return `{${Object.keys(value)
      .sort()
      .map((key) => `${JSON.stringify(key)}:${canonical((value as Record<string, unknown>)[key])}`)
      .join(',')}}`;
  return JSON.stringify(value);
}

/**
 * The sha256 of a form's content, key and scoring: the same file imported again (from the command
 * line, the seed or the console, reformatted or not) has the same checksum and is not a new version.
 */
export const formChecksum = (file: unknown): string =>
  createHash('sha256').update(canonical(file)).digest('hex');
