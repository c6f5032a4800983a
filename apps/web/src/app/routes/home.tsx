import { DiscoverPage } from '../../features/events/index.ts';

export function Component() {
  return (
    <>
      <title>Admit · Find events near you</title>
      <DiscoverPage />
    </>
  );
}
