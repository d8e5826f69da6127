import { useCallback, useMemo } from 'react';
import { useSearchParams } from 'react-router-dom';
import {
  catalogueSearchParams,
  readCatalogueQuery,
  type CatalogueQuery,
} from '../../model/catalogueQuery';

export type ChangeCatalogue = (
  change: (current: CatalogueQuery) => CatalogueQuery,
  options?: { replace?: boolean },
) => void;

/**
 * The catalogue's search, filters, sort and page live in the address, so reload, back and forward
 * and shared links all show the same courses.
 */
export function useCatalogueQuery(): [CatalogueQuery, ChangeCatalogue] {
  const [searchParams, setSearchParams] = useSearchParams();
  const key = searchParams.toString();
  // Read from the text, so the query keeps its identity while the address does not change.
  const query = useMemo(() => readCatalogueQuery(new URLSearchParams(key)), [key]);
  const change = useCallback<ChangeCatalogue>(
    (next, options) =>
      setSearchParams(
        (current) => catalogueSearchParams(next(readCatalogueQuery(current))),
        options,
      ),
    [setSearchParams],
  );
  return [query, change];
}
