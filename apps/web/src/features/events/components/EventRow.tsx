import { CardRow } from '../../../ui/CardRow.tsx';
import type { EventCard_EventFragment } from './EventCard.tsx';
import { EventCard } from './EventCard.tsx';
import type { FragmentType } from '../../../lib/fragment-masking.ts';

type RowEvent = { id: string } & FragmentType<typeof EventCard_EventFragment>;

/** One swipeable row of the home page ("Today", "This weekend", "Coming up"); hidden when it has nothing. */
export function EventRow({ label, events }: { label: string; events: readonly RowEvent[] }) {
  return (
    <CardRow
      label={label}
      items={events}
      getKey={(e) => e.id}
      renderItem={(e, i) => <EventCard event={e} eager={i < 2} />}
      className="mb-4"
    />
  );
}
