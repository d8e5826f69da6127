import { OrdersScreen } from '@/features/admin/components/orders/OrdersScreen';

export default function OrdersPage() {
  return <OrdersScreen />;
}
