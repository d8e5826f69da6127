import { PageSpinner } from '@/components/feedback/PageSpinner';
import { RetryAlert } from '@/components/feedback/RetryAlert';
import { ComingSoon } from '@/features/dashboard/components/ComingSoon';
import { useGetMyTestsQuery } from '@/features/exam/api/examApi';
import { MyTestsList } from '@/features/exam/myTests/MyTestsList';
import { SkillProgressPanel } from '@/features/results/components/SkillProgressPanel';
import { getErrorMessage } from '@/store/api/errorMessage';
import { usePageTitle } from '@/lib/usePageTitle';
import { EXAM_PAGE_TITLES } from '@contract/examPageTitles';

/**
 * /user-dash/mytests: the learner's bought tests and where each stands; a learner with none sees
 * 'Coming Soon!' as the specification has it.
 */
export default function MyTestsPage() {
  usePageTitle(EXAM_PAGE_TITLES.myTests);
  const { data, error, isLoading, refetch } = useGetMyTestsQuery(undefined, {
    refetchOnMountOrArgChange: true,
  });
  if (isLoading) return <PageSpinner label="Loading your tests" />;
  if (error)
    return <RetryAlert onRetry={() => void refetch()}>{getErrorMessage(error)}</RetryAlert>;
  if (!data || data.tests.length === 0) return <ComingSoon />;
  return (
    <>
      <MyTestsList tests={data.tests} />
      <SkillProgressPanel progress={data.progress} tests={data.tests} />
    </>
  );
}
