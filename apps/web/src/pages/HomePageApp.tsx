import { DiscoverPage } from '../features/events/index.ts';
import type { HomePageData } from './page-data.ts';
import { PageFrame } from './PageFrame.tsx';
import { useVisitorTimeZone } from './use-visitor-time-zone.ts';

/** The home page, as the server renders it and the browser hydrates it. */
export function HomePageApp({ data }: { data: HomePageData }) {
  const browse = useVisitorTimeZone(data);
  return (
    <PageFrame path="/" locale={data.locale}>
      <DiscoverPage
        search={data.search}
        when={data.when}
        timeZone={data.timeZone}
        browse={browse}
        results={data.results}
      />
    </PageFrame>
  );
}
