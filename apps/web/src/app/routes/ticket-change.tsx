import { useLocation, useParams } from 'react-router';
import { TicketChangePage } from '../../features/checkout/index.ts';

export function Component() {
  const { changeId = '' } = useParams();
  // The link's secret rides in the fragment (#…), which the browser never sends to a server.
  const token = decodeURIComponent(useLocation().hash.replace(/^#/, ''));
  return <TicketChangePage key={changeId} id={changeId} token={token} />;
}
