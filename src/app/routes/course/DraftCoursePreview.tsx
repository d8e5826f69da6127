import type { ComponentProps } from 'react';
import { CourseDetailView } from '@/features/courses/components/detail/CourseDetailView';
import { DraftPreviewBanner } from './DraftPreviewBanner';
import { DraftPurchaseNote } from './DraftPurchaseNote';

type Course = ComponentProps<typeof CourseDetailView>['course'];

/**
 * A course page as staff see a draft: the banner, no cart (it cannot be sold yet) and no reviews
 * yet. Loaded only when a draft is opened, so learners' first load does not carry it.
 */
export default function DraftCoursePreview({ course }: { course: Course }) {
  return (
    <>
      <DraftPreviewBanner courseId={course._id} />
      <CourseDetailView course={course} PurchaseAction={DraftPurchaseNote} />
    </>
  );
}
