import { useParams } from 'react-router-dom';
import { OrderScreen } from '@/features/admin/components/orders/OrderScreen';

export default function OrderPage() {
  const { orderId = '' } = useParams();
  return <OrderScreen orderId={orderId} />;
}
