import { useEffect, useRef } from 'react';
import type uPlot from 'uplot';

export type ChartSeries = { label: string; values: number[]; color: string };

/** uPlot and its style sheet, fetched the first time a chart is drawn: only manage pages ever ask. */
const loadUPlot = () =>
  Promise.all([import('uplot'), import('uplot/dist/uPlot.min.css')]).then(([module]) => module.default);

const HEIGHT = 180;

type Props = {
  caption: string;
  /** ISO instants, the start of each hour, oldest first. */
  hours: string[];
  series: ChartSeries[];
  timeZone: string;
};

/** uPlot's options for bars per hour in the event's zone, one series per figure. */
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
function useHourlyPlot(box: React.RefObject<HTMLDivElement | null>, { hours, series, timeZone }: Props) {
  const plot = useRef<uPlot | null>(null);
  const data: uPlot.AlignedData = [hours.map((h) => Date.parse(h) / 1000), ...series.map((s) => s.values)];
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
function HourlyTable({ caption, hours, series, timeZone }: Props) {
  const hourLabel = new Intl.DateTimeFormat(undefined, {
    timeZone,
    weekday: 'short',
    day: 'numeric',
    month: 'short',
    hour: 'numeric',
    minute: '2-digit',
  });
  return (
    <table className="visually-hidden">
      <caption>{caption}</caption>
      <thead>
        <tr>
          <th scope="col">Hour starting</th>
          {series.map((s) => (
            <th scope="col" key={s.label}>
              {s.label}
            </th>
          ))}
        </tr>
      </thead>
      <tbody>
        {hours.map((hour, i) => (
          <tr key={hour}>
            <th scope="row">{hourLabel.format(new Date(hour))}</th>
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
 * Figures per hour as a uPlot bar chart (drawn on a canvas, so hidden from assistive technology), with the same
 * figures as a table only screen readers see. Hours are labelled in the event's time zone.
 */
export function HourlyChart(props: Props) {
  const box = useRef<HTMLDivElement>(null);
  useHourlyPlot(box, props);
  return (
    <figure className="mb-4">
      <figcaption className="small text-body-secondary mb-1">{props.caption}</figcaption>
      <div ref={box} aria-hidden="true" className="w-100 overflow-hidden" />
      <HourlyTable {...props} />
    </figure>
  );
}
