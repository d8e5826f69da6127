import type { CourseDetail, CoursesQuery, CoursesResponse } from '@contract/types';
import type { Queryable } from '../../db';
import { systemClock, type Clock } from '../../lib/clock';
import { countCatalogueCourses, findCatalogueCourses } from '../../repositories/catalogueSearch';
import { catalogueRequest, type CatalogueRequest } from './catalogueQuery';
import { courseDetail } from './courseDetails';
import { serialisedAnswer, type SerialisedAnswer } from '../../lib/serialisedAnswer';

export type CataloguePage = SerialisedAnswer;

/** A published course and its API answer (`{ course }`), serialised. */
export interface CoursePage {
  course: CourseDetail;
  answer: SerialisedAnswer;
}

/** Kept pages of the browsed catalogue (filters and sorts, no search text). */
const MAX_CACHED_PAGES = 500;
/** Published courses, by the id or slug they were asked by (unknown ones are not kept). */
const MAX_CACHED_COURSES = 500;
/** Search texts are endless; they get their own, smaller room so they never push the pages out. */
const MAX_CACHED_SEARCHES = 200;
/** Purchases and reviews reorder these sorts without invalidating the catalogue. */
const LIVE_SORT_TTL_MS = 60_000;
const LIVE_SORTS = new Set(['popular', 'rating']);

interface Cached<T = CataloguePage> {
  page: Promise<T>;
  expiresAt: number;
}

/** Entries by key; when full it starts again empty (cheaper than tracking use, and rare). */
function boundedCache<T = CataloguePage>(max: number) {
  let entries = new Map<string, Cached<T>>();
  return {
    get: (key: string) => entries.get(key),
    set(key: string, entry: Cached<T>) {
      if (entries.size >= max) entries = new Map();
      entries.set(key, entry);
    },
    delete(key: string, entry: Cached<T>) {
      if (entries.get(key) === entry) entries.delete(key);
    },
    clear() {
      entries = new Map();
    },
  };
}

/**
 * GET /courses and the course pages are the hot path: their answers are built once from the
 * database and kept, serialised, until the catalogue changes (the database notifies every node of
 * any change to a course, its instructor or its curriculum: migration 017), or for a minute when
 * their order follows purchases or ratings.
 */
export function createCatalogue(db: Queryable, clock: Clock = systemClock) {
  const pages = boundedCache(MAX_CACHED_PAGES);
  const searches = boundedCache(MAX_CACHED_SEARCHES);
  const courses = boundedCache<CoursePage | undefined>(MAX_CACHED_COURSES);

  async function build({ page, limit, filter }: CatalogueRequest): Promise<CataloguePage> {
    const [data, totalItems] = await Promise.all([
      findCatalogueCourses(db, filter, limit, (page - 1) * limit),
      countCatalogueCourses(db, filter),
    ]);
    const response: CoursesResponse = {
      data,
      pagination: { page, limit, totalPages: Math.ceil(totalItems / limit), totalItems },
    };
    return serialisedAnswer(response);
  }

  async function buildCourse(idOrSlug: string): Promise<CoursePage | undefined> {
    const course = await courseDetail(db, idOrSlug);
    if (!course) return undefined;
    return { course, answer: serialisedAnswer({ course }) };
  }

  return {
    page(query: CoursesQuery): Promise<CataloguePage> {
      const request = catalogueRequest(query);
      const cache = request.filter.terms.length > 0 ? searches : pages;
      const now = clock.now();
      const cached = cache.get(request.key);
      if (cached && cached.expiresAt > now) return cached.page;
      const live = request.filter.sort !== undefined && LIVE_SORTS.has(request.filter.sort);
      const entry: Cached = {
        page: build(request),
        expiresAt: live ? now + LIVE_SORT_TTL_MS : Infinity,
      };
      cache.set(request.key, entry);
      // A failed build must not stay cached.
      entry.page.catch(() => cache.delete(request.key, entry));
      return entry.page;
    },
    /** A published course by id or slug (either case); undefined when there is none. */
    course(idOrSlug: string): Promise<CoursePage | undefined> {
      const key = idOrSlug.toLowerCase();
      const cached = courses.get(key);
      if (cached) return cached.page;
      const entry: Cached<CoursePage | undefined> = { page: buildCourse(key), expiresAt: Infinity };
      courses.set(key, entry);
      // Neither a failed build nor an unknown course stays: made-up addresses must not fill it.
      entry.page.then(
        (found) => found ?? courses.delete(key, entry),
        () => courses.delete(key, entry),
      );
      return entry.page;
    },
    invalidate(): void {
      courses.clear();
      pages.clear();
      searches.clear();
    },
  };
}

export type Catalogue = ReturnType<typeof createCatalogue>;
