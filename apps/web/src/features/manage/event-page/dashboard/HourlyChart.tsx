import { TimeChart, type ChartSeries } from '../../live/TimeChart.tsx';

export type { ChartSeries };

type Props = {
  caption: string;
  /** ISO instants, the start of each hour, oldest first. */
  hours: string[];
  series: ChartSeries[];
  timeZone: string;
};

/**
 * Figures per hour as a bar chart with a table for screen readers (TimeChart, shared with the organization's
 * dashboard). Hours are labelled in the event's time zone.
 */
export function HourlyChart({ hours, ...props }: Props) {
  return <TimeChart per="hour" times={hours} {...props} />;
}
