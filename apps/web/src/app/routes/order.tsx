import { useParams } from 'react-router';
import { OrderPage } from '../../features/checkout/index.ts';

export function Component() {
  const { orderId = '' } = useParams();
  return <OrderPage key={orderId} orderId={orderId} />;
}
