import Button from '@mui/material/Button';
import Container from '@mui/material/Container';
import Typography from '@mui/material/Typography';
import { lazy, Suspense, useEffect } from 'react';
import { Link as RouterLink, useNavigate, useParams } from 'react-router-dom';
import { paths } from '@/config/paths';
import { useGetCourseQuery } from '@/features/courses/api/coursesApi';
import { CourseDetailView } from '@/features/courses/components/detail/CourseDetailView';
import { CourseDetailLoading } from '@/features/courses/components/detail/CourseDetailLoading';
import { CourseRatingLine } from '@/features/reviews/components/CourseRatingLine';
import { LazyCourseReviews } from '@/features/reviews/components/LazyCourseReviews';
import { usePageTitle } from '@/lib/usePageTitle';
import { getErrorMessage } from '@/store/api/errorMessage';
import { PAGE_TITLES, pageTitle } from '@contract/pageTitles';
import { CoursePurchaseAction } from './course/CoursePurchaseAction';

const DraftCoursePreview = lazy(() => import('./course/DraftCoursePreview'));

/** /courses/:course — a course's page; an address by id is replaced by the readable one. */
export default function CoursePage() {
  const { course: slugOrId = '' } = useParams();
  const navigate = useNavigate();
  const { data, error, isLoading, refetch } = useGetCourseQuery(slugOrId);
  const course = data?.course;
  const notFound = error && 'status' in error && error.status === 404;
  usePageTitle(
    course ? pageTitle(course.title) : notFound ? PAGE_TITLES.courseNotFound : undefined,
  );

  useEffect(() => {
    if (course && course.slug !== slugOrId)
      void navigate(paths.course(course.slug), { replace: true });
  }, [course, slugOrId, navigate]);

  if (course) {
    if (course.draftPreview)
      return (
        <Suspense fallback={<CourseDetailLoading />}>
          <DraftCoursePreview course={course} />
        </Suspense>
      );
    return (
      <CourseDetailView
        course={course}
        PurchaseAction={CoursePurchaseAction}
        RatingLine={CourseRatingLine}
        Reviews={LazyCourseReviews}
      />
    );
  }
  if (isLoading) return <CourseDetailLoading />;
  return (
    <Container maxWidth="sm" sx={{ py: { xs: 6, md: 10 }, textAlign: 'center' }}>
      <Typography variant="h1" sx={{ fontSize: { xs: '2rem', md: '2.5rem' }, mb: 2 }}>
        {notFound ? 'Course not found' : 'This course could not be loaded'}
      </Typography>
      <Typography sx={{ color: 'text.secondary', mb: 4 }}>
        {notFound
          ? 'It may have been renamed or withdrawn. The catalogue lists every course on sale.'
          : getErrorMessage(error)}
      </Typography>
      {!notFound && (
        <Button variant="outlined" onClick={() => void refetch()} sx={{ mr: 2 }}>
          Try again
        </Button>
      )}
      <Button variant="contained" component={RouterLink} to={paths.courses}>
        See all courses
      </Button>
    </Container>
  );
}
