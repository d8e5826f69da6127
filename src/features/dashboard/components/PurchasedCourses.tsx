import Box from '@mui/material/Box';
import { Suspense } from 'react';
import { preloadableLazy } from '@/lib/preloadableLazy';
import { visuallyHidden } from '@/lib/visuallyHidden';
import { useGetPurchasedCoursesQuery } from '../api/purchasedCoursesApi';
import { NoPurchasedCourses } from './NoPurchasedCourses';
import { PurchasedCourseCard, type CertificateAction } from './PurchasedCourseCard';
import { PurchasedCourseGrid } from './PurchasedCourseGrid';
import { PurchasedCoursesError } from './PurchasedCoursesError';
import { PurchasedCoursesLoading } from './PurchasedCoursesLoading';
import { courseSiteIsExternal } from '@/config/courseSite';
import { NEW_TAB_HINT_ID } from './dashboardData';

// Its own small chunk, fetched at once and ready before the courses arrive, so the dashboard's
// first load stays lean.
const ContinueLearning = preloadableLazy(
  () => import(/* webpackChunkName: "continue-learning" */ './ContinueLearning'),
);
void ContinueLearning.preload();

/**
 * The learner's bought courses with their loading, error and empty states; `Certificate` shows a
 * completed course's certificate.
 */
export function PurchasedCourses({ Certificate }: { Certificate?: CertificateAction }) {
  const { data, isLoading, isError, isFetching, refetch } = useGetPurchasedCoursesQuery();

  if (isError && !isFetching) return <PurchasedCoursesError onRetry={() => void refetch()} />;
  if (isLoading || !data) return <PurchasedCoursesLoading />;
  if (data.courses.length === 0) return <NoPurchasedCourses />;

  return (
    <>
      {courseSiteIsExternal && (
        <Box id={NEW_TAB_HINT_ID} sx={visuallyHidden}>
          Opens in a new tab
        </Box>
      )}
      <Suspense fallback={null}>
        <ContinueLearning courses={data.courses} />
      </Suspense>
      <PurchasedCourseGrid aria-label="Purchased courses">
        {data.courses.map((course) => (
          <PurchasedCourseCard key={course.courseId} course={course} Certificate={Certificate} />
        ))}
      </PurchasedCourseGrid>
    </>
  );
}
