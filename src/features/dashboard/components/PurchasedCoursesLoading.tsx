import { PurchasedCourseGrid } from './PurchasedCourseGrid';
import { PurchasedCourseSkeleton } from './PurchasedCourseSkeleton';
import { PURCHASED_SHIMMER_COUNT } from './dashboardData';

/** Four placeholders (PURCHASED_SHIMMER_COUNT) while the purchased courses load. */
export function PurchasedCoursesLoading() {
  return (
    <PurchasedCourseGrid aria-label="Loading your courses" aria-busy="true">
      {Array.from({ length: PURCHASED_SHIMMER_COUNT }, (_, index) => (
        <PurchasedCourseSkeleton key={index} />
      ))}
    </PurchasedCourseGrid>
  );
}
