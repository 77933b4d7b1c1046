import { useParams } from 'react-router-dom';
import { OrderDetails } from '../../../features/orders-admin/OrderDetails';

export function OrderDetailsPage() {
  const { orderId = '' } = useParams();
  return <OrderDetails key={orderId} orderId={orderId} />;
}
