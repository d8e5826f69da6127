import { useCallback, useMemo } from 'react';
import { useSearchParams } from 'react-router-dom';
import { readListParams, toQuery, withParams } from './listParams';

/** A console list's state from the address, its API query, and a setter that replaces the address. */
export function useListParams(filterNames: readonly string[] = []) {
  const [search, setSearch] = useSearchParams();
  const key = filterNames.join(',');
  // eslint-disable-next-line react-hooks/exhaustive-deps -- the names are read through `key`
  const params = useMemo(() => readListParams(search, filterNames), [search, key]);
  const query = useMemo(() => toQuery(params), [params]);
  const update = useCallback(
    (changes: Record<string, string | number | null | undefined>) =>
      setSearch((current) => withParams(current, changes), { replace: true }),
    [setSearch],
  );
  return { params, query, update };
}
