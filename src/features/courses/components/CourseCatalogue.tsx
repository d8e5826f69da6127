import { memo, type ComponentProps, type ComponentType } from 'react';
import type { Course } from '@contract/types';
import { COURSES_PAGE_SIZE } from '@contract/constants';
import { HydrateLater } from '@/components/layout/HydrateLater';
import { useGetCoursesQuery } from '../api/coursesApi';
import { hasFilters, type CatalogueQuery } from '../model/catalogueQuery';
import { CourseCard } from './CourseCard';
import { CourseGridList } from './CourseGridList';
import { CoursesEmpty } from './CoursesEmpty';
import { CoursesLoadError } from './CoursesLoadError';
import { CoursesLoading } from './CoursesLoading';
import { CoursesPageMissing } from './CoursesPageMissing';
import { CoursesPagination } from './CoursesPagination';
import { CatalogueSummary } from './search/CatalogueSummary';
import { CoursesNoMatch } from './search/CoursesNoMatch';

/** The featured first card is the one on screen when the page opens (and its largest paint). */
const FIRST_SCREEN = 1;

/**
 * A card below the first screen: on a first visit it hydrates after the rest of the page, in a
 * turn of its own (HydrateLater); memo-ised, so the catalogue drawing again with the same answer
 * does not hand it new children before its turn.
 */
const LaterCourseCard = memo(function LaterCourseCard(props: ComponentProps<typeof CourseCard>) {
  return (
    <HydrateLater name={`course-card-${props.course._id}`}>
      <CourseCard {...props} />
    </HydrateLater>
  );
});

interface CourseCatalogueProps {
  /** The page, search, filters and sort to show. */
  query: CatalogueQuery;
  onPageChange: (page: number) => void;
  /** Back to the whole catalogue (the sort stays). */
  onClearFilters: () => void;
  /** Each card's buying action; the page brings it from the cart. */
  CourseAction: ComponentType<{ course: Course }>;
}

/** One page of the catalogue with its count and its loading, error, empty and paging states. */
export function CourseCatalogue({
  query,
  onPageChange,
  onClearFilters,
  CourseAction,
}: CourseCatalogueProps) {
  const { page } = query;
  const filtered = hasFilters(query);
  // currentData is this page's answer only: a new page shows the shimmer, not the previous cards.
  const { currentData, isError, isFetching, refetch } = useGetCoursesQuery(query);

  if (isError && !isFetching) return <CoursesLoadError onRetry={() => void refetch()} />;
  if (!currentData) return <CoursesLoading />;

  const { data: courses, pagination } = currentData;
  if (courses.length === 0) {
    if (pagination.totalItems > 0) {
      return <CoursesPageMissing page={page} onFirstPage={() => onPageChange(1)} />;
    }
    return filtered ? (
      <CoursesNoMatch
        search={query.q}
        filtered={hasFilters({ ...query, q: undefined })}
        onClear={onClearFilters}
      />
    ) : (
      <CoursesEmpty />
    );
  }

  const paged = pagination.totalPages > 1 && pagination.totalItems > COURSES_PAGE_SIZE;
  return (
    <>
      <CatalogueSummary
        total={pagination.totalItems}
        onClear={filtered ? onClearFilters : undefined}
      />
      <CourseGridList aria-label="Courses">
        {courses.map((course, index) => {
          const Card = index < FIRST_SCREEN ? CourseCard : LaterCourseCard;
          return (
            <Card
              key={course._id}
              course={course}
              Action={CourseAction}
              featured={index === 0}
              priority={index < FIRST_SCREEN}
            />
          );
        })}
      </CourseGridList>
      {paged && (
        <CoursesPagination page={page} totalPages={pagination.totalPages} onChange={onPageChange} />
      )}
    </>
  );
}
