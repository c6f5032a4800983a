import { useEffect, useRef } from 'react';
import type uPlot from 'uplot';

export type ChartSeries = { label: string; values: number[]; color: string };

/** uPlot and its style sheet, fetched the first time a chart is drawn: only manage pages ever ask. */
const loadUPlot = () =>
  Promise.all([import('uplot'), import('uplot/dist/uPlot.min.css')]).then(([module]) => module.default);

const HEIGHT = 180;

/**
 * Figures per hour as a uPlot bar chart (drawn on a canvas, so hidden from assistive technology), with the same
 * figures as a table only screen readers see. Hours are labelled in the event's time zone. The chart is made once
 * and given new data as the dashboard changes, so a live update redraws without a flash.
 */
export function HourlyChart({
  caption,
  hours,
  series,
  timeZone,
}: {
  caption: string;
  /** ISO instants, the start of each hour, oldest first. */
  hours: string[];
  series: ChartSeries[];
  timeZone: string;
}) {
  const box = useRef<HTMLDivElement>(null);
  const plot = useRef<uPlot | null>(null);
  const data: uPlot.AlignedData = [hours.map((h) => Date.parse(h) / 1000), ...series.map((s) => s.values)];
  const latest = useRef(data);
  // The series' names and colours as one value: the chart is made again only when they (or the zone) change, and
  // new figures go through setData below.
  const spec = JSON.stringify(series.map((s) => [s.label, s.color]));

  useEffect(() => {
    let cancelled = false;
    let resize: ResizeObserver | null = null;
    // A chart that cannot be drawn (its chunk not fetched, no canvas) leaves the figures to the table below.
    void loadUPlot()
      .then((UPlot) => {
        const element = box.current;
        if (cancelled || !element) return;
        const bars = UPlot.paths.bars?.({ size: [0.6, 24] });
        const named = JSON.parse(spec) as [label: string, color: string][];
        plot.current = new UPlot(
          {
            width: element.clientWidth || 320,
            height: HEIGHT,
            tzDate: (ts) => UPlot.tzDate(new Date(ts * 1000), timeZone),
            legend: { show: named.length > 1 },
            cursor: { drag: { x: false, y: false } },
            scales: { x: { time: true } },
            series: [
              {},
              ...named.map(([label, color]) => ({
                label,
                stroke: color,
                fill: `${color}55`,
                ...(bars ? { paths: bars } : {}),
              })),
            ],
          },
          latest.current,
          element,
        );
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
  }, [spec, timeZone]);

  // The newest figures, for the chart being made (uPlot arrives later) and for the one already drawn.
  useEffect(() => {
    latest.current = data;
    plot.current?.setData(data);
  });

  const hourLabel = new Intl.DateTimeFormat(undefined, {
    timeZone,
    weekday: 'short',
    day: 'numeric',
    month: 'short',
    hour: 'numeric',
    minute: '2-digit',
  });
  return (
    <figure className="mb-4">
      <figcaption className="small text-body-secondary mb-1">{caption}</figcaption>
      <div ref={box} aria-hidden="true" className="w-100 overflow-hidden" />
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
    </figure>
  );
}
