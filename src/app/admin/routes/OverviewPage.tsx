import { OverviewScreen } from '@/features/admin/components/overview/OverviewScreen';

export default function OverviewPage() {
  return <OverviewScreen />;
}
