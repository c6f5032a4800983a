import { useParams } from 'react-router';
import { ConfirmWaitingListPage } from '../../features/waiting-list/index.ts';

export function Component() {
  const { token = '' } = useParams();
  return <ConfirmWaitingListPage key={token} token={token} />;
}
