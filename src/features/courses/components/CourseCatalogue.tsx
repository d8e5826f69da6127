import type { ComponentType } from 'react';
import type { Course } from '@contract/types';
import { COURSES_PAGE_SIZE } from '@contract/constants';
import { useGetCoursesQuery } from '../api/coursesApi';
import { CourseCard } from './CourseCard';
import { CourseGridList } from './CourseGridList';
import { CoursesEmpty } from './CoursesEmpty';
import { CoursesLoadError } from './CoursesLoadError';
import { CoursesLoading } from './CoursesLoading';
import { CoursesPageMissing } from './CoursesPageMissing';
import { CoursesPagination } from './CoursesPagination';

/** The featured first card is the one on screen when the page opens (and its largest paint). */
const FIRST_SCREEN = 1;

interface CourseCatalogueProps {
  page: number;
  onPageChange: (page: number) => void;
  /** Each card's buying action; the page brings it from the cart. */
  CourseAction: ComponentType<{ course: Course }>;
}

/** One page of the catalogue with its loading, error, empty and paging states. */
export function CourseCatalogue({ page, onPageChange, CourseAction }: CourseCatalogueProps) {
  // currentData is this page's answer only: a new page shows the shimmer, not the previous cards.
  const { currentData, isError, isFetching, refetch } = useGetCoursesQuery({ page });

  if (isError && !isFetching) return <CoursesLoadError onRetry={() => void refetch()} />;
  if (!currentData) return <CoursesLoading />;

  const { data: courses, pagination } = currentData;
  if (courses.length === 0) {
    return pagination.totalItems > 0 ? (
      <CoursesPageMissing page={page} onFirstPage={() => onPageChange(1)} />
    ) : (
      <CoursesEmpty />
    );
  }

  const paged = pagination.totalPages > 1 && pagination.totalItems > COURSES_PAGE_SIZE;
  return (
    <>
      <CourseGridList aria-label="Courses">
        {courses.map((course, index) => (
          <CourseCard
            key={course._id}
            course={course}
            Action={CourseAction}
            featured={index === 0}
            priority={index < FIRST_SCREEN}
          />
        ))}
      </CourseGridList>
      {paged && (
        <CoursesPagination page={page} totalPages={pagination.totalPages} onChange={onPageChange} />
      )}
    </>
  );
}
