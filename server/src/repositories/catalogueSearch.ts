import type { Band, CourseSort } from '@contract/catalogueFilters';
import type { Course } from '@contract/types';
import type { Queryable } from '../db';

// The published catalogue searched, filtered and ordered. The search uses the search_vector
// column (migration 015); every value reaches SQL as a parameter.

export interface CatalogueFilter {
  /** Words from courseSearchTerms(); none means no search. */
  terms: string[];
  category?: string;
  level?: string;
  language?: string;
  /** Whole rupees. */
  price?: Band;
  /** Total running time of the lessons, in seconds. */
  length?: Band;
  sort?: CourseSort;
}

/**
 * The words of a search text, lowercased: runs of letters, marks and digits only, so whatever was
 * typed, the tsquery built from them holds no operator but ours.
 */
export function courseSearchTerms(text: string | undefined): string[] {
  return (
    text
      ?.normalize('NFKC')
      .toLowerCase()
      .match(/[\p{L}\p{M}\p{N}]+/gu) ?? []
  );
}

const COURSE_LENGTH = `(SELECT coalesce(sum(l.duration_seconds), 0) FROM lessons l WHERE l.course_id = c.id)`;

const ORDER: Record<CourseSort, string> = {
  popular: 'coalesce(sold.count, 0) DESC',
  rating: 'c.rating_average DESC, c.rating_count DESC',
  newest: 'c.published_at DESC',
  'price-asc': 'c.price ASC',
  'price-desc': 'c.price DESC',
};

/** Pushes a parameter and answers its placeholder. */
type Param = (value: unknown) => string;

function paramList(): { params: unknown[]; param: Param } {
  const params: unknown[] = [];
  return { params, param: (value) => `$${params.push(value)}` };
}

/**
 * Every word must match, stemmed ("speaking" finds "speak"); the last one may also be the start of
 * a word as written ("pronun" finds "pronunciation"), since it may still be being typed.
 */
function searchQuery(terms: string[], param: Param): string {
  const last = terms[terms.length - 1]!;
  const lastTerm = `(to_tsquery('english', ${param(last)}) || to_tsquery('simple', ${param(`${last}:*`)}))`;
  const head = terms.slice(0, -1);
  return head.length > 0
    ? `(to_tsquery('english', ${param(head.join(' & '))}) && ${lastTerm})`
    : lastTerm;
}

function bandConditions(expression: string, band: Band | undefined, param: Param): string[] {
  if (!band) return [];
  return [
    ...(band.min === undefined ? [] : [`${expression} >= ${param(band.min)}`]),
    ...(band.max === undefined ? [] : [`${expression} <= ${param(band.max)}`]),
  ];
}

/** FROM and WHERE shared by the page and its count. */
function fromWhere(filter: CatalogueFilter, param: Param): { from: string; where: string } {
  const searching = filter.terms.length > 0;
  const from = searching
    ? `courses c CROSS JOIN (SELECT ${searchQuery(filter.terms, param)} AS query) s`
    : 'courses c';
  const conditions = [
    'c.published_at IS NOT NULL',
    ...(searching ? ['c.search_vector @@ s.query'] : []),
    ...(filter.category ? [`c.category = ${param(filter.category)}`] : []),
    ...(filter.level ? [`c.level = ${param(filter.level)}`] : []),
    ...(filter.language ? [`c.language = ${param(filter.language)}`] : []),
    ...bandConditions('c.price', filter.price, param),
    ...bandConditions(COURSE_LENGTH, filter.length, param),
  ];
  return { from, where: conditions.join(' AND ') };
}

/** Oldest first unless a sort is asked for, or best match first when searching. */
function orderBy(filter: CatalogueFilter): string {
  const first = filter.sort
    ? ORDER[filter.sort]
    : filter.terms.length > 0
      ? 'ts_rank(c.search_vector, s.query) DESC'
      : undefined;
  return [first, 'c.created_at', 'c.id'].filter(Boolean).join(', ');
}

/** One page of the catalogue narrowed by the filter. */
export async function findCatalogueCourses(
  db: Queryable,
  filter: CatalogueFilter,
  limit: number,
  offset: number,
): Promise<Course[]> {
  const { params, param } = paramList();
  const { from, where } = fromWhere(filter, param);
  // Purchases still in force; a refunded one no longer counts.
  const sold =
    filter.sort === 'popular'
      ? ` LEFT JOIN (SELECT course_id, count(*) AS count FROM purchases WHERE revoked_at IS NULL
           GROUP BY course_id) sold ON sold.course_id = c.id`
      : '';
  const result = await db.query<Course>(
    `SELECT c.id AS "_id", c.slug, c.title, c.description, c.thumbnail, c.price,
       json_build_object('average', c.rating_average::float8, 'count', c.rating_count) AS rating
     FROM ${from}${sold}
     WHERE ${where} ORDER BY ${orderBy(filter)} LIMIT ${param(limit)} OFFSET ${param(offset)}`,
    params,
  );
  return result.rows;
}

/** How many courses the filter leaves, on all pages. */
export async function countCatalogueCourses(
  db: Queryable,
  filter: CatalogueFilter,
): Promise<number> {
  const { params, param } = paramList();
  const { from, where } = fromWhere(filter, param);
  const result = await db.query<{ total: number }>(
    `SELECT count(*)::int AS total FROM ${from} WHERE ${where}`,
    params,
  );
  return result.rows[0]!.total;
}
