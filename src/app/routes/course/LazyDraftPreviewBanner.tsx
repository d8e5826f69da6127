import { lazy, Suspense } from 'react';

const DraftPreviewBanner = lazy(() =>
  import('./DraftPreviewBanner').then((module) => ({ default: module.DraftPreviewBanner })),
);

/** The draft-preview banner, loaded only when staff open a draft (learners never need it). */
export function LazyDraftPreviewBanner({ courseId }: { courseId: string }) {
  return (
    <Suspense fallback={null}>
      <DraftPreviewBanner courseId={courseId} />
    </Suspense>
  );
}
