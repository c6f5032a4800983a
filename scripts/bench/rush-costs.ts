/**
 * Where a rush's time goes: buyers one at a time (nothing queues), with the CPU each process used and the
 * statements the instances sent to PostgreSQL read between the steps of each buyer. CPU comes from /proc in
 * 10 ms ticks, so only the sums over many buyers mean anything; the table gives them per request.
 */
import { STEPS, buy, newTally, type Buyer, type Step } from './rush-buyer.ts';
import type { Client } from './rush-http.ts';
import { cpuOf, postgresCpu, postgresCpuBetween, type Instance } from './rush-stack.ts';

type Reading = { at: number; api: number; postgres: Map<string, number>; emulator: number; statements: number };

export type StepCost = {
  step: Step | 'reserve, sold out';
  count: number;
  wallMs: number[];
  api: number;
  postgres: number;
  emulator: number;
  statements: number;
};

export async function measureCosts(options: {
  instances: Instance[];
  clients: Client[];
  emulatorPid: number;
  database: string;
  /** Buyers who pay (an event with room for all of them) and buyers told SOLD_OUT (the rush's sold-out event). */
  paying: { buyers: Buyer[]; eventId: string };
  soldOut: { buyers: Buyer[]; eventId: string };
}): Promise<StepCost[]> {
  const { instances, clients, emulatorPid, database } = options;
  const read = async (): Promise<Reading> => {
    const counts = await Promise.all(instances.map((i) => i.statements()));
    return {
      at: performance.now(),
      api: instances.reduce((s, i) => s + cpuOf(i.pid), 0),
      postgres: postgresCpu(database),
      emulator: cpuOf(emulatorPid),
      statements: counts.reduce<number>((s, n) => s + (n ?? 0), 0),
    };
  };
  const costs = new Map<StepCost['step'], StepCost>();
  const add = (step: StepCost['step'], a: Reading, b: Reading) => {
    const cost = costs.get(step) ?? { step, count: 0, wallMs: [], api: 0, postgres: 0, emulator: 0, statements: 0 };
    cost.count++;
    cost.wallMs.push(b.at - a.at);
    cost.api += b.api - a.api;
    cost.postgres += postgresCpuBetween(a.postgres, b.postgres);
    cost.emulator += b.emulator - a.emulator;
    cost.statements += b.statements - a.statements;
    costs.set(step, cost);
  };

  const run = async (buyers: Buyer[], eventId: string, soldOut: boolean) => {
    for (const buyer of buyers) {
      let last = await read();
      const client = clients[buyer.index % clients.length];
      if (!client) throw new Error('no client');
      const outcome = await buy(client, buyer, eventId, newTally(), async (step) => {
        const now = await read();
        add(soldOut && step === 'reserve' ? 'reserve, sold out' : step, last, now);
        last = await read();
      });
      if (outcome.kind !== (soldOut ? 'sold out' : 'paid')) {
        throw new Error(`measuring costs: a buyer ended ${JSON.stringify(outcome)}`);
      }
    }
  };
  await run(options.paying.buyers, options.paying.eventId, false);
  await run(options.soldOut.buyers, options.soldOut.eventId, true);
  return [...STEPS, 'reserve, sold out' as const].flatMap((step) => costs.get(step) ?? []);
}
