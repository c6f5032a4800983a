/**
 * The attack, in a process of its own (forked by abuse.ts) so that its event loop does not delay the normal
 * client's: autocannon with ABUSE_CONNECTIONS connections for ABUSE_DURATION seconds against ABUSE_URL, each
 * connection sending every shape of abuse-queries.ts in turn, as POSTs. Each answer is sorted by what the server
 * did with it; the counts go back to the parent.
 */
import autocannon from 'autocannon';
import { ADDRESSES, attackShapes, classify, OUTCOMES, type Outcome } from './abuse-queries.ts';

export type AttackReport = {
  type: 'done';
  requestsPerSecond: number;
  /** Answers received. */
  responses: number;
  /** Connection errors, timeouts included (no answer). */
  socketErrors: number;
  timeouts: number;
  latencyP50: number;
  latencyP99: number;
  bytesPerSecond: number;
  byShape: Record<string, Record<Outcome, number>>;
  /** What the "other" answers were: status and error code. */
  others: Record<string, number>;
  statusCodes: Record<string, number>;
  /** CPU seconds this process used while attacking. */
  cpuSeconds: number;
  /** When the attack started and ended (epoch ms), to check it overlapped the normal client. */
  startedAt: number;
  endedAt: number;
};

export type AttackMessage = { type: 'started' } | AttackReport;

const url = process.env['ABUSE_URL'];
const send = process.send?.bind(process);
if (!url || !send) throw new Error('abuse-attack.ts is forked by abuse.ts, with ABUSE_URL.');
const connections = Number(process.env['ABUSE_CONNECTIONS'] ?? 200);
const duration = Number(process.env['ABUSE_DURATION'] ?? 20);

const byShape: Record<string, Record<Outcome, number>> = {};
const others: Record<string, number> = {};
const zero = () => Object.fromEntries(OUTCOMES.map((outcome) => [outcome, 0])) as Record<Outcome, number>;

const options: autocannon.Options = {
  url,
  connections,
  duration,
  // No accept-encoding: the attacker reads every answer in full, and saves its own CPU.
  requests: attackShapes().map((shape) => {
    const counts = (byShape[shape.name] = zero());
    return {
      method: 'POST' as const,
      path: '/graphql',
      headers: {
        'content-type': 'application/json',
        'apollo-require-preflight': 'true',
        'x-forwarded-for': ADDRESSES.attacker,
      },
      body: JSON.stringify({ query: shape.query, variables: shape.variables ?? {} }),
      onResponse: (status: number, body: string) => {
        const { outcome, detail } = classify(status, body);
        counts[outcome]++;
        if (outcome === 'other') others[detail] = (others[detail] ?? 0) + 1;
      },
    };
  }),
};
let cpuAtStart = process.cpuUsage();
let startedAt = Date.now();
const result = await new Promise<autocannon.Result>((resolve, reject) => {
  const instance = autocannon(options, (error, done) => (error ? reject(error) : resolve(done)));
  instance.on('start', () => {
    cpuAtStart = process.cpuUsage();
    startedAt = Date.now();
    send({ type: 'started' } satisfies AttackMessage);
  });
});
const cpu = process.cpuUsage(cpuAtStart);
const statusCodes: Record<string, number> = {};
for (const [status, { count }] of Object.entries(result.statusCodeStats ?? {})) statusCodes[status] = count ?? 0;
const report: AttackReport = {
  type: 'done',
  requestsPerSecond: result.requests.average,
  responses: Object.values(byShape).reduce((sum, counts) => sum + OUTCOMES.reduce((s, o) => s + counts[o], 0), 0),
  socketErrors: result.errors,
  timeouts: result.timeouts,
  latencyP50: result.latency.p50,
  latencyP99: result.latency.p99,
  bytesPerSecond: result.throughput.average,
  byShape,
  others,
  statusCodes,
  cpuSeconds: (cpu.user + cpu.system) / 1e6,
  startedAt,
  endedAt: Date.now(),
};
send(report, () => process.exit(0));
