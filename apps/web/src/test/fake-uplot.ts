// uPlot for component tests: happy-dom has no canvas to draw on (uPlot's drawing throws there once its chunk
// arrives), so tests mock 'uplot' with this stand-in and read what the chart was last given.
// vi.mock('uplot', () => import('<path>/test/fake-uplot.ts'));
import { vi } from 'vitest';

/** The figures (uPlot's aligned data) the latest chart was made with or last given. */
export const drawn: { data: unknown } = { data: null };

export default class FakePlot {
  static paths = {};
  static tzDate = (date: Date) => date;
  constructor(_options: unknown, data: unknown) {
    drawn.data = data;
  }
  setData = (data: unknown) => {
    drawn.data = data;
  };
  setSize = vi.fn();
  destroy = vi.fn();
}
