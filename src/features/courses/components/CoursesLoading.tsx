import { COURSE_SHIMMER_COUNT } from './coursesPageData';
import { CourseCardSkeleton } from './CourseCardSkeleton';
import { CourseGridList } from './CourseGridList';

/** Three shimmer cards (spec section 9) in the grid the real cards will take. */
export function CoursesLoading() {
  return (
    <CourseGridList aria-label="Loading courses" aria-busy="true">
      {Array.from({ length: COURSE_SHIMMER_COUNT }, (_, index) => (
        <CourseCardSkeleton key={index} />
      ))}
    </CourseGridList>
  );
}
