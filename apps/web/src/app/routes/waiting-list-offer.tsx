import { useParams } from 'react-router';
import { WaitingListOfferPage } from '../../features/waiting-list/index.ts';

export function Component() {
  const { token = '' } = useParams();
  return <WaitingListOfferPage key={token} token={token} />;
}
