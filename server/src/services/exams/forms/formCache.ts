import type { Queryable } from '../../../db';
import { findFormVersion } from '../../../repositories/testForms';
import { indexForm, type FormIndex } from './formIndex';

const KEPT_VERSIONS = 32;

/**
 * Form versions by id, read and indexed once per process: a stored version never changes (a new
 * upload is a new row), so nothing needs invalidating. The least recently used go past 32.
 */
export function createFormCache(db: Queryable) {
  const kept = new Map<string, Promise<FormIndex | undefined>>();
  return {
    /**
     * The version, indexed. `on`: the transaction in hand, if any (on the embedded database a
     * query outside an open transaction waits for it to end).
     */
    load(formVersionId: string, on: Queryable = db): Promise<FormIndex | undefined> {
      let entry = kept.get(formVersionId);
      if (entry) {
        kept.delete(formVersionId);
      } else {
        entry = findFormVersion(on, formVersionId).then((row) => row && indexForm(row));
        // A failed read is not kept.
        entry.catch(() => kept.delete(formVersionId));
      }
      kept.set(formVersionId, entry);
      if (kept.size > KEPT_VERSIONS) kept.delete(kept.keys().next().value!);
      return entry;
    },
  };
}

export type FormCache = ReturnType<typeof createFormCache>;
