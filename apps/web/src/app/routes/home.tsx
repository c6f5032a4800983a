import { DiscoverPage } from '../../features/events/components/DiscoverPage.tsx';

export function Component() {
  return (
    <>
      <title>Admit · Find events near you</title>
      <DiscoverPage />
    </>
  );
}
