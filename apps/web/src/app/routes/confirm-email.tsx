import { useSearchParams } from 'react-router';
import { ConfirmEmailPage } from '../../features/checkout/index.ts';

export function Component() {
  const [params] = useSearchParams();
  return <ConfirmEmailPage token={params.get('token') ?? ''} />;
}
