import { MyTicketsPage } from '../../features/tickets/index.ts';

export function Component() {
  return <MyTicketsPage />;
}
