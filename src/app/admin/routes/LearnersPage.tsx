import { LearnersScreen } from '@/features/admin/components/learners/LearnersScreen';

export default function LearnersPage() {
  return <LearnersScreen />;
}
