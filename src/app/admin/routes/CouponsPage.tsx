import { CouponsScreen } from '@/features/admin/components/coupons/CouponsScreen';

export default function CouponsPage() {
  return <CouponsScreen />;
}
