// How the catalogue can be searched, narrowed and ordered: the values GET /api/courses accepts and
// the SPA offers. Categories, levels and languages are the taxonomy's lists (taxonomy.ts).
import { formatWholeRupees as rupees } from './billing/money';

/** The longest search text the catalogue takes. */
export const COURSE_SEARCH_MAX_LENGTH = 100;

/** A band of whole numbers, both ends included; an end left out is open. */
export interface Band {
  label: string;
  min?: number;
  max?: number;
}

export const PRICE_BAND_IDS = ['under-1000', '1000-2000', 'over-2000'] as const;
export type PriceBand = (typeof PRICE_BAND_IDS)[number];
/** Price bands in whole rupees. */
export const PRICE_BANDS: Record<PriceBand, Band> = {
  'under-1000': { label: `Under ${rupees(1000)}`, max: 999 },
  '1000-2000': { label: `${rupees(1000)} to ${rupees(2000)}`, min: 1000, max: 2000 },
  'over-2000': { label: `Over ${rupees(2000)}`, min: 2001 },
};

export const LENGTH_BAND_IDS = ['under-10m', '10-30m', 'over-30m'] as const;
export type LengthBand = (typeof LENGTH_BAND_IDS)[number];
/**
 * Bands of a course's total running time (its lessons' durations added up), in seconds: short
 * courses, half-hour courses and longer ones, as catalogues of video courses usually group them.
 */
export const LENGTH_BANDS: Record<LengthBand, Band> = {
  'under-10m': { label: 'Under 10 minutes', max: 599 },
  '10-30m': { label: '10 to 30 minutes', min: 600, max: 1800 },
  'over-30m': { label: 'Over 30 minutes', min: 1801 },
};

/**
 * Orders the catalogue offers. Without one, the catalogue is oldest first, or best match first when
 * searching.
 */
export const COURSE_SORTS = ['popular', 'rating', 'newest', 'price-asc', 'price-desc'] as const;
export type CourseSort = (typeof COURSE_SORTS)[number];
