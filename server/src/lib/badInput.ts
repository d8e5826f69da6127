import { notFinite, nulCharacter } from '@contract/messages/common';

/** A value the database or the code cannot take: text with U+0000, or a number that is not finite. */
export interface BadInput {
  /** Where it sits: `name`, `items.0.title`, or '' for the value itself. */
  path: string;
  kind: 'nul' | 'not-finite';
}

/**
 * The first bad value inside a parsed body, query, params or headers object (keys included).
 * Walks with its own stack, so deeply nested input cannot overflow the call stack.
 */
export function findBadInput(value: unknown): BadInput | undefined {
  const pending: [unknown, string][] = [[value, '']];
  for (let next = pending.pop(); next !== undefined; next = pending.pop()) {
    const [current, path] = next;
    if (typeof current === 'string') {
      if (current.includes('\u0000')) return { path, kind: 'nul' };
    } else if (typeof current === 'number') {
      if (!Number.isFinite(current)) return { path, kind: 'not-finite' };
    } else if (current !== null && typeof current === 'object' && !Buffer.isBuffer(current)) {
      for (const [key, child] of Object.entries(current)) {
        const childPath = path ? `${path}.${key}` : key;
        if (key.includes('\u0000')) return { path: childPath, kind: 'nul' };
        pending.push([child, childPath]);
      }
    }
  }
  return undefined;
}

/** The 400 message for a bad value found in `part` (body, query, params, headers). */
export function badInputMessage(part: string, bad: BadInput): string {
  const where = bad.path.replaceAll('\u0000', '\\0') || part;
  return bad.kind === 'nul' ? nulCharacter(where) : notFinite(where);
}
