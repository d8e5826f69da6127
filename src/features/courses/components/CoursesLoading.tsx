import { CourseCardSkeleton } from './CourseCardSkeleton';
import { CourseGridList } from './CourseGridList';
import { COURSE_SHIMMER_COUNT } from './coursesPageData';

/**
 * Three shimmer cards (COURSE_SHIMMER_COUNT) in the grid the real cards will take. The grid holds a
 * screen's height, as a full page of cards does, so the footer does not jump when they arrive.
 */
export function CoursesLoading() {
  return (
    <CourseGridList
      aria-label="Loading courses"
      aria-busy="true"
      sx={{ minHeight: '100vh', alignContent: 'start' }}
    >
      {Array.from({ length: COURSE_SHIMMER_COUNT }, (_, index) => (
        <CourseCardSkeleton key={index} featured={index === 0} />
      ))}
    </CourseGridList>
  );
}
