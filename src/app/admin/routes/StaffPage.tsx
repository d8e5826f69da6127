import { StaffScreen } from '@/features/admin/components/staff/StaffScreen';

export default function StaffPage() {
  return <StaffScreen />;
}
