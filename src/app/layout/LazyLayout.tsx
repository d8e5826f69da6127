import { Suspense, type ComponentType } from 'react';
import { PageSpinner } from '@/components/feedback/PageSpinner';

/** A layout loaded on first use (the dashboard and account frames are not on most first visits). */
export function LazyLayout({ layout: Layout }: { layout: ComponentType }) {
  return (
    <Suspense fallback={<PageSpinner />}>
      <Layout />
    </Suspense>
  );
}
