/** The rush's report, as Markdown tables docs/benchmarks.md can take as they are. */
import type { Outcome, Tally } from './rush-buyer.ts';
import type { StepCost } from './rush-costs.ts';
import type { Sold } from './rush-event.ts';

/** Nearest-rank percentile of `values` (ms), or NaN when there are none. */
export function percentile(values: number[], p: number): number {
  if (values.length === 0) return NaN;
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] ?? NaN;
}
const ms = (n: number) => (Number.isFinite(n) ? `${n < 10 ? n.toFixed(1) : n.toFixed(0)} ms` : '–');
const share = (n: number) => `${(100 * n).toFixed(0)}%`;

export type RushCpu = {
  /** Shares of one core over the rush. */
  instances: number[];
  postgres: number;
  emulator: number;
  buyers: number;
  /** Shares of the whole machine (both cores). */
  machine: number;
  steal: number;
};

export type RushResult = {
  ordersPerMinute: number;
  wallSeconds: number;
  outcomes: Outcome[];
  tally: Tally;
  capacity: number;
  sold: Sold;
  cpu: RushCpu;
  memory: { before: number; peak: number }[];
};

export function printRush(r: RushResult): void {
  const paid = r.outcomes.filter((o): o is Extract<Outcome, { kind: 'paid' }> => o.kind === 'paid');
  const row = (name: string, values: number[]) =>
    `| ${name} | ${values.length} | ${ms(percentile(values, 50))} | ${ms(percentile(values, 95))} | ` +
    `${ms(percentile(values, 99))} | ${ms(Math.max(...values))} |`;
  const l = r.tally.latency;
  console.log(
    `\n**${r.ordersPerMinute.toFixed(0)} orders per minute**: ${paid.length} paid orders from the first reserve to ` +
      `the last PAID in ${r.wallSeconds.toFixed(1)} s.\n`,
  );
  console.log('| Step | Answers | p50 | p95 | p99 | Max |');
  console.log('| --- | --- | --- | --- | --- | --- |');
  console.log(row('reserve (reserveTickets, every answer)', l.reserve));
  console.log(row('checkout page (order, GET)', l.checkout));
  console.log(row('sign in: claimOrder', l.claim));
  console.log(row('details (setOrderDetails)', l.details));
  console.log(row('pay: startPayment + confirm', l.pay));
  console.log(row('  startPayment', l.startPayment));
  console.log(row('  confirm (simulated processor)', l.confirm));
  console.log(row('confirm → PAID pushed (SSE)', l.toPaid));
  console.log(row('whole order, first reserve → PAID', l.order));
  console.log(row('then the order page (GET)', l.orderPage));

  const sold = r.sold.types.reduce((s, t) => s + t.quantity_sold, 0);
  const exact = sold === r.capacity && r.sold.issued === r.capacity;
  console.log(
    `\nTickets: ${sold} sold of ${r.capacity} (${r.sold.types.map((t) => `${t.name} ${t.quantity_sold}/${t.capacity}`).join(', ')}); ` +
      `${r.sold.issued} tickets issued, ${paid.reduce((s, o) => s + o.tickets, 0)} on the buyers' paid orders. ` +
      `${exact ? 'Exactly capacity.' : 'NOT EXACTLY CAPACITY.'}`,
  );
  const count = (kind: Outcome['kind']) => r.outcomes.filter((o) => o.kind === kind).length;
  console.log(
    `Buyers: ${paid.length} paid, ${count('sold out')} left on SOLD_OUT, ${count('failed')} failed. SOLD_OUT answers: ` +
      `${r.tally.soldOutAnswers} (${r.tally.tookWhatRemained} buyers then took what remained). Streams for PAID: ${r.tally.streams}. ` +
      `Orders by status: ${r.sold.orders.map((o) => `${o.status} ${o.n}`).join(', ')}.`,
  );
  for (const p of r.sold.promo) {
    console.log(
      `Promo code ${p.code}: ${p.uses} uses of ${p.max_uses ?? 'unlimited'} (${p.max_uses === null || p.uses < p.max_uses ? 'below' : p.uses === p.max_uses ? 'exactly' : 'ABOVE'} its limit), ` +
        `${p.paid_places} places priced by it in paid orders; ${r.tally.promoRefused} reserves told it was used up (those buyers paid the full price).`,
    );
  }
  const codes = [...r.tally.codes].map(([k, n]) => `${k} ×${n}`);
  console.log(`Errors by step and code: ${codes.length ? codes.join('; ') : 'none'}.`);
  const c = r.cpu;
  // The machine's busy share less this benchmark's processes: other work on the machine (both cores = 100%).
  const ours = c.instances.reduce((a, b) => a + b, 0) + c.postgres + c.emulator + c.buyers;
  console.log(
    `CPU over the rush (shares of one core; the machine has 200%): instances ${c.instances.map(share).join(' + ')}, ` +
      `PostgreSQL ${share(c.postgres)}, Auth Emulator ${share(c.emulator)}, the buyers (this process) ` +
      `${share(c.buyers)}; the machine ${share(c.machine)} busy of both cores, of which other work ` +
      `${share(Math.max(0, c.machine - ours / 2))}; steal ${share(c.steal)}.`,
  );
  console.log(
    `Memory (RSS): ${r.memory.map((m, i) => `instance ${i + 1} ${m.before.toFixed(0)} MiB before, peak ${m.peak.toFixed(0)} MiB`).join('; ')}.`,
  );
}

const STEP_NAMES: Record<StepCost['step'], string> = {
  reserve: 'reserve (a hold)',
  checkout: 'checkout page (order, GET)',
  claim: 'sign in: claimOrder',
  details: 'details (setOrderDetails)',
  startPayment: 'startPayment',
  confirm: 'confirm (simulated processor)',
  paid: 'confirm → PAID: webhook, tickets, mail, its stream',
  orderPage: 'order page (order with tickets, GET)',
  'reserve, sold out': 'reserve told SOLD_OUT',
};

export function printCosts(costs: StepCost[]): void {
  const per = (seconds: number, count: number) => `${((1000 * seconds) / count).toFixed(1)} ms`;
  console.log(
    `\nWhere the time goes: ${costs[0]?.count ?? 0} buyers one at a time (nothing queues), then as many told ` +
      'SOLD_OUT; CPU and statements per buyer at each step (/proc ticks of 10 ms, summed over the buyers):\n',
  );
  console.log('| Step | Wall p50 | API CPU | PostgreSQL CPU | Auth Emulator CPU | Statements |');
  console.log('| --- | --- | --- | --- | --- | --- |');
  const total = { api: 0, postgres: 0, emulator: 0, statements: 0 };
  for (const c of costs) {
    console.log(
      `| ${STEP_NAMES[c.step]} | ${ms(percentile(c.wallMs, 50))} | ${per(c.api, c.count)} | ${per(c.postgres, c.count)} | ` +
        `${per(c.emulator, c.count)} | ${(c.statements / c.count).toFixed(1)} |`,
    );
    if (c.step === 'reserve, sold out') continue;
    total.api += c.api / c.count;
    total.postgres += c.postgres / c.count;
    total.emulator += c.emulator / c.count;
    total.statements += c.statements / c.count;
  }
  console.log(
    `| a paid order, all steps | | ${per(total.api, 1)} | ${per(total.postgres, 1)} | ${per(total.emulator, 1)} | ` +
      `${total.statements.toFixed(1)} |`,
  );
}
