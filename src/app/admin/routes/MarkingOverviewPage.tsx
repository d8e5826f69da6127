import { MarkingOverviewScreen } from '@/features/marking/components/overview/MarkingOverviewScreen';

export default function MarkingOverviewPage() {
  return <MarkingOverviewScreen />;
}
