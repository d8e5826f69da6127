import { LENGTH_BANDS, PRICE_BANDS, type Band } from '@contract/catalogueFilters';
import type { Course, CoursesQuery } from '@contract/types';
import { buildCatalogueFacts, type CatalogueFacts } from './fixtures';

// The fake's catalogue search: the server's filters, sorts and search rules over the fixtures,
// with a rough stemmer in place of PostgreSQL's.

interface Entry {
  course: Course;
  facts: CatalogueFacts;
  position: number;
}

const words = (text: string): string[] =>
  text
    .replace(/<[^>]*>/g, ' ')
    .toLowerCase()
    .match(/[\p{L}\p{M}\p{N}]+/gu) ?? [];

const stem = (word: string): string => word.replace(/(ing|ed|es|s)$/, '') || word;

/** Every word must match in some form; the last may be the start of a word. */
function matches(entry: Entry, terms: string[]): { match: boolean; score: number } {
  const { course, facts } = entry;
  const title = words(course.title);
  const text = [...title, ...words(`${facts.subtitle} ${facts.instructor} ${course.description}`)];
  const found = terms.every((term, index) => {
    const last = index === terms.length - 1;
    return text.some((word) => stem(word) === stem(term) || (last && word.startsWith(term)));
  });
  const score = terms.filter((term) => title.some((word) => stem(word) === stem(term))).length;
  return { match: found, score };
}

const inBand = (value: number, band: Band | undefined) =>
  !band ||
  ((band.min === undefined || value >= band.min) && (band.max === undefined || value <= band.max));

const ORDERS: Record<NonNullable<CoursesQuery['sort']>, (a: Entry, b: Entry) => number> = {
  popular: (a, b) => b.facts.sales - a.facts.sales,
  rating: (a, b) =>
    b.facts.ratingAverage - a.facts.ratingAverage || b.facts.ratingCount - a.facts.ratingCount,
  newest: (a, b) => b.facts.publishedAt.localeCompare(a.facts.publishedAt),
  'price-asc': (a, b) => a.course.price - b.course.price,
  'price-desc': (a, b) => b.course.price - a.course.price,
};

/** The courses the query finds, in the order the server gives them (before paging). */
export function searchCatalogue(
  courses: Course[],
  factsOf: Map<string, CatalogueFacts>,
  query: CoursesQuery,
): Course[] {
  const terms = words(query.q ?? '');
  const found = courses
    .map((course, index) => ({
      course,
      facts: factsOf.get(course._id) ?? buildCatalogueFacts(index + 1),
      position: index,
    }))
    .filter(
      ({ course, facts }) =>
        (!query.category || facts.category === query.category) &&
        (!query.level || facts.level === query.level) &&
        (!query.language || facts.language === query.language) &&
        inBand(course.price, query.price && PRICE_BANDS[query.price]) &&
        inBand(facts.durationSeconds, query.length && LENGTH_BANDS[query.length]),
    )
    .map((entry) => ({ entry, ...matches(entry, terms) }))
    .filter(({ match }) => terms.length === 0 || match);
  const order = query.sort && ORDERS[query.sort];
  found.sort(
    (a, b) =>
      (order ? order(a.entry, b.entry) : b.score - a.score) || a.entry.position - b.entry.position,
  );
  return found.map(({ entry }) => entry.course);
}
