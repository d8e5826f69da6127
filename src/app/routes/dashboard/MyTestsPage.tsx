import { ComingSoon } from '@/features/dashboard/components/ComingSoon';

/** /user-dash/mytests: 'Coming Soon!' (spec section 2). */
export default function MyTestsPage() {
  return <ComingSoon />;
}
