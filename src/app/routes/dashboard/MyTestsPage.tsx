import { ComingSoon } from '@/features/dashboard/components/ComingSoon';

/** /user-dash/mytests: taken tests will be listed here; until then it says 'Coming Soon!'. */
export default function MyTestsPage() {
  return <ComingSoon />;
}
