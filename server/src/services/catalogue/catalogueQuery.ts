import { LENGTH_BANDS, PRICE_BANDS } from '@contract/catalogueFilters';
import type { CoursesQuery } from '@contract/types';
import { courseSearchTerms, type CatalogueFilter } from '../../repositories/catalogueSearch';

/** A catalogue request as the repository reads it, and the key its answer is cached under. */
export interface CatalogueRequest {
  page: number;
  limit: number;
  filter: CatalogueFilter;
  /** The same for two requests that must get the same answer ("Speaking " and "speaking"). */
  key: string;
}

export function catalogueRequest(query: CoursesQuery): CatalogueRequest {
  const { page, limit, category, level, language, price, length, sort } = query;
  const terms = courseSearchTerms(query.q);
  const filter: CatalogueFilter = {
    terms,
    category,
    level,
    language,
    price: price && PRICE_BANDS[price],
    length: length && LENGTH_BANDS[length],
    sort,
  };
  const key = JSON.stringify([
    page,
    limit,
    terms.join(' '),
    category ?? '',
    level ?? '',
    language ?? '',
    price ?? '',
    length ?? '',
    sort ?? '',
  ]);
  return { page, limit, filter, key };
}
