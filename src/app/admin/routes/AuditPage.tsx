import { AuditScreen } from '@/features/admin/components/audit/AuditScreen';

export default function AuditPage() {
  return <AuditScreen />;
}
