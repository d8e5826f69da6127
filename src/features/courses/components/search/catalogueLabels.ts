import {
  LENGTH_BANDS,
  PRICE_BANDS,
  type CourseSort,
  type LengthBand,
  type PriceBand,
} from '@contract/catalogueFilters';
import type { CatalogueChoice } from '../../model/catalogueQuery';

// The words of the catalogue's search, filters and sort.

export const SEARCH_LABEL = 'Search courses';
export const SORT_LABEL = 'Sort by';
/** Oldest first, or the best match first while searching. */
export const DEFAULT_SORT_LABEL = 'Recommended';
export const SORT_LABELS: Record<CourseSort, string> = {
  popular: 'Most popular',
  rating: 'Highest rated',
  newest: 'Newest',
  'price-asc': 'Price: low to high',
  'price-desc': 'Price: high to low',
};

const capitalise = (text: string) => text.charAt(0).toUpperCase() + text.slice(1);

export const CHOICE_LABELS: Record<
  CatalogueChoice,
  { label: string; any: string; option: (value: string) => string }
> = {
  category: { label: 'Category', any: 'Any category', option: (value) => value },
  level: { label: 'Level', any: 'Any level', option: capitalise },
  language: { label: 'Language', any: 'Any language', option: (value) => value },
  price: {
    label: 'Price',
    any: 'Any price',
    option: (value) => PRICE_BANDS[value as PriceBand].label,
  },
  length: {
    label: 'Length',
    any: 'Any length',
    option: (value) => LENGTH_BANDS[value as LengthBand].label,
  },
};

export const CLEAR_FILTERS = 'Clear filters';

/** '1 course', '12 courses'. */
export const courseCount = (count: number): string =>
  `${count} ${count === 1 ? 'course' : 'courses'}`;

/** The empty result of a search or of filters. */
export function noMatchMessage(search: string | undefined, filtered: boolean): string {
  if (!search) return 'No course matches these filters.';
  return `No course matches “${search}”${filtered ? ' with these filters' : ''}.`;
}
