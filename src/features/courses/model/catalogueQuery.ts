import {
  COURSE_SEARCH_MAX_LENGTH,
  COURSE_SORTS,
  LENGTH_BAND_IDS,
  PRICE_BAND_IDS,
  type CourseSort,
  type LengthBand,
  type PriceBand,
} from '@contract/catalogueFilters';
import {
  CATEGORIES,
  LANGUAGES,
  LEVELS,
  type Category,
  type Language,
  type Level,
} from '@contract/taxonomy';
import { parsePage } from './parsePage';

/** What narrows the catalogue; "Clear filters" empties all of it. */
export interface CatalogueFilters {
  q?: string;
  category?: Category;
  level?: Level;
  language?: Language;
  price?: PriceBand;
  length?: LengthBand;
}

/** The catalogue as the address describes it (?q=ielts&level=beginner&sort=newest&page=2). */
export interface CatalogueQuery extends CatalogueFilters {
  page: number;
  sort?: CourseSort;
}

export type CatalogueChoice = 'category' | 'level' | 'language' | 'price' | 'length';

/** The values each choice may take; anything else in the address is left out. */
export const CHOICES: { [K in CatalogueChoice]: readonly NonNullable<CatalogueFilters[K]>[] } = {
  category: CATEGORIES,
  level: LEVELS,
  language: LANGUAGES,
  price: PRICE_BAND_IDS,
  length: LENGTH_BAND_IDS,
};
export const CHOICE_NAMES = Object.keys(CHOICES) as CatalogueChoice[];

const oneOf = <T extends string>(values: readonly T[], value: string | null): T | undefined =>
  values.find((known) => known === value);

/** The search text as the catalogue takes it: trimmed, at most its longest. */
export const cleanSearch = (text: string): string =>
  text.trim().slice(0, COURSE_SEARCH_MAX_LENGTH).trim();

/**
 * Reads the address. A value the catalogue does not know (a hand-edited or an old link) is dropped
 * rather than sent, so the page still shows courses instead of an error.
 */
export function readCatalogueQuery(params: URLSearchParams): CatalogueQuery {
  const query: CatalogueQuery = { page: parsePage(params.get('page')) };
  const q = cleanSearch(params.get('q') ?? '');
  if (q) query.q = q;
  for (const name of CHOICE_NAMES) {
    const value = oneOf(CHOICES[name], params.get(name));
    if (value) Object.assign(query, { [name]: value });
  }
  const sort = oneOf(COURSE_SORTS, params.get('sort'));
  if (sort) query.sort = sort;
  return query;
}

/** The address of a catalogue query, its parameters always in one order; page 1 is left out. */
export function catalogueSearchParams(query: CatalogueQuery): URLSearchParams {
  const params = new URLSearchParams();
  for (const name of ['q', ...CHOICE_NAMES, 'sort'] as const) {
    const value = query[name];
    if (value) params.set(name, value);
  }
  if (query.page > 1) params.set('page', String(query.page));
  return params;
}

export const hasFilters = (query: CatalogueQuery): boolean =>
  Boolean(query.q) || CHOICE_NAMES.some((name) => query[name] !== undefined);

/** The query without its search and filters, back on page 1; the order stays. */
export const withoutFilters = ({ sort }: CatalogueQuery): CatalogueQuery =>
  sort ? { page: 1, sort } : { page: 1 };
