import { useParams } from 'react-router';
import { AcceptTransferPage } from '../../features/tickets/index.ts';

export function Component() {
  const { token = '' } = useParams();
  return <AcceptTransferPage key={token} token={token} />;
}
