import { useEffect, useRef } from 'react';
import type uPlot from 'uplot';

export type ChartSeries = { label: string; values: number[]; color: string };

/** How long each bar lasts: an hour (the event's dashboard) or a day (the organization's). */
export type ChartPeriod = 'hour' | 'day';

/** uPlot and its style sheet, fetched the first time a chart is drawn: only manage pages ever ask. */
const loadUPlot = () =>
  Promise.all([import('uplot'), import('uplot/dist/uPlot.min.css')]).then(([module]) => module.default);

const HEIGHT = 180;

export type TimeChartProps = {
  caption: string;
  /** ISO instants, the start of each period, oldest first. */
  times: string[];
  per: ChartPeriod;
  series: ChartSeries[];
  /** The zone the periods are labelled in. */
  timeZone: string;
};

/** The table's words for each period: its column's heading and how a period's start is written. */
const PERIOD: Record<ChartPeriod, { heading: string; format: Intl.DateTimeFormatOptions }> = {
  hour: {
    heading: 'Hour starting',
    format: { weekday: 'short', day: 'numeric', month: 'short', hour: 'numeric', minute: '2-digit' },
  },
  day: { heading: 'Day', format: { weekday: 'short', day: 'numeric', month: 'short', year: 'numeric' } },
};

/** uPlot's options for bars per period in the given zone, one series per figure. */
function chartOptions(UPlot: typeof uPlot, width: number, series: ChartSeries[], timeZone: string): uPlot.Options {
  const bars = UPlot.paths.bars?.({ size: [0.6, 24] });
  return {
    width,
    height: HEIGHT,
    tzDate: (ts) => UPlot.tzDate(new Date(ts * 1000), timeZone),
    legend: { show: series.length > 1 },
    cursor: { drag: { x: false, y: false } },
    scales: { x: { time: true } },
    series: [
      {},
      ...series.map(({ label, color }) => ({
        label,
        stroke: color,
        fill: `${color}55`,
        ...(bars ? { paths: bars } : {}),
      })),
    ],
  };
}

/**
 * The chart in `box`: made once per set of series (their names and colours) and zone, then given new figures with
 * setData, so a live update redraws without a flash.
 */
function useTimePlot(box: React.RefObject<HTMLDivElement | null>, { times, series, timeZone }: TimeChartProps) {
  const plot = useRef<uPlot | null>(null);
  const data: uPlot.AlignedData = [times.map((t) => Date.parse(t) / 1000), ...series.map((s) => s.values)];
  const latest = useRef({ data, series });
  // The series' names and colours as one value: the chart is made again only when they (or the zone) change.
  const spec = JSON.stringify(series.map((s) => [s.label, s.color]));

  useEffect(() => {
    let cancelled = false;
    let resize: ResizeObserver | null = null;
    // A chart that cannot be drawn (its chunk not fetched, no canvas) leaves the figures to the table below.
    void loadUPlot()
      .then((UPlot) => {
        const element = box.current;
        if (cancelled || !element) return;
        const options = chartOptions(UPlot, element.clientWidth || 320, latest.current.series, timeZone);
        plot.current = new UPlot(options, latest.current.data, element);
        resize = new ResizeObserver(() => plot.current?.setSize({ width: element.clientWidth, height: HEIGHT }));
        resize.observe(element);
      })
      .catch(() => undefined);
    return () => {
      cancelled = true;
      resize?.disconnect();
      plot.current?.destroy();
      plot.current = null;
    };
  }, [box, spec, timeZone]);

  // The newest figures, for the chart being made (uPlot arrives later) and for the one already drawn.
  useEffect(() => {
    latest.current = { data, series };
    plot.current?.setData(data);
  });
}

/** The same figures as a table only screen readers see: the chart is a canvas, hidden from them. */
function TimeTable({ caption, times, per, series, timeZone }: TimeChartProps) {
  const { heading, format } = PERIOD[per];
  const label = new Intl.DateTimeFormat(undefined, { timeZone, ...format });
  return (
    <table className="visually-hidden">
      <caption>{caption}</caption>
      <thead>
        <tr>
          <th scope="col">{heading}</th>
          {series.map((s) => (
            <th scope="col" key={s.label}>
              {s.label}
            </th>
          ))}
        </tr>
      </thead>
      <tbody>
        {times.map((time, i) => (
          <tr key={time}>
            <th scope="row">{label.format(new Date(time))}</th>
            {series.map((s) => (
              <td key={s.label}>{s.values[i]}</td>
            ))}
          </tr>
        ))}
      </tbody>
    </table>
  );
}

/**
 * Figures per hour or per day as a uPlot bar chart (drawn on a canvas, so hidden from assistive technology), with
 * the same figures as a table only screen readers see. Periods are labelled in the given time zone.
 */
export function TimeChart(props: TimeChartProps) {
  const box = useRef<HTMLDivElement>(null);
  useTimePlot(box, props);
  return (
    <figure className="mb-4">
      <figcaption className="small text-body-secondary mb-1">{props.caption}</figcaption>
      <div ref={box} aria-hidden="true" className="w-100 overflow-hidden" />
      <TimeTable {...props} />
    </figure>
  );
}
