import { TimeChart, type ChartSeries } from '../live/TimeChart.tsx';

type Props = {
  caption: string;
  /** UTC days, YYYY-MM-DD, oldest first. */
  days: string[];
  series: ChartSeries[];
};

/**
 * Figures per UTC day as a bar chart with a table for screen readers (TimeChart, shared with the event's
 * dashboard). Days are the API's UTC days, so they are labelled in UTC: never shifted into the day before.
 */
export function DailyChart({ days, ...props }: Props) {
  return <TimeChart per="day" timeZone="UTC" times={days.map((day) => `${day}T00:00:00.000Z`)} {...props} />;
}
