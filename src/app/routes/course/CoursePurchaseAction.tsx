import PlayCircleIcon from '@mui/icons-material/PlayCircleOutlined';
import Button from '@mui/material/Button';
import type { Course } from '@contract/types';
import { courseHomeUrl } from '@/config/courseSite';
import { AddToCartButton } from '@/features/cart/components/AddToCartButton';
import { useGetPurchasedCoursesQuery } from '@/features/dashboard/api/purchasedCoursesApi';
import { selectIsSignedIn } from '@/store/auth/authSlice';
import { useAppSelector } from '@/store/hooks';

/**
 * A learner who owns the course goes to it ('Go to course'); everyone else gets the cart's button.
 * Every card of a page asks the same cached purchased-courses query: one request.
 */
export function CoursePurchaseAction({ course }: { course: Course }) {
  const signedIn = useAppSelector(selectIsSignedIn);
  const { data } = useGetPurchasedCoursesQuery(undefined, { skip: !signedIn });
  const owned = data?.courses.some((owned) => owned.courseId === course._id) ?? false;
  if (!owned) return <AddToCartButton course={course} />;
  return (
    <Button
      variant="contained"
      color="secondary"
      startIcon={<PlayCircleIcon />}
      href={courseHomeUrl(course._id)}
      aria-describedby={`course-title-${course._id}`}
    >
      Go to course
    </Button>
  );
}
