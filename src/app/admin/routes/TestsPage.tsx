import { TestsScreen } from '@/features/admin/components/tests/TestsScreen';

export default function TestsPage() {
  return <TestsScreen />;
}
