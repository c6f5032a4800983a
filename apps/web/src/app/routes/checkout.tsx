import { useParams } from 'react-router';
import { CheckoutPage } from '../../features/checkout/index.ts';

export function Component() {
  const { orderId = '' } = useParams();
  // Keyed by order, so a second checkout starts with fresh state.
  return <CheckoutPage key={orderId} orderId={orderId} />;
}
