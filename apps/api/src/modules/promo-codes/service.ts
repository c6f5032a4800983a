import { randomInt } from 'node:crypto';
import {
  promoCodeBatchInputSchema,
  promoCodeInputSchema,
  zonedToInstant,
  type PromoCodeBatchInput,
  type PromoCodeInput,
} from '@admit/shared';
import { actorOf, recordAudit, type AuditActor } from '../audit/record.ts';
import { badUserInput, conflict, notFound } from '../../common/errors.ts';
import type { RequestScope } from '../../common/scope.ts';
import { parseInput } from '../../common/validation.ts';
import type { Db } from '../../db/client.ts';
import { isCheckViolation, isForeignKeyViolation, isUniqueViolation } from '../../db/errors.ts';
import { countAttempt } from '../../rate-limits/attempts.ts';
import { eventForManagement, lockEditableEvent } from '../events/service.ts';
import type { EventRow } from '../events/tables.ts';
import { presentPromoCode, type PromoCodeView } from './presenter.ts';
import * as repo from './repo.ts';
import type { PromoCodeRow } from './tables.ts';

type Rules = Omit<PromoCodeInput, 'code'> | Omit<PromoCodeBatchInput, 'prefix' | 'count'>;

/** The API's optional limits, left out, are no limit (null), as the shared rules take them. */
const withoutLimits = (input: unknown): unknown =>
  typeof input === 'object' && input !== null
    ? { validFrom: null, validUntil: null, maxUses: null, maxUsesPerOrder: null, reservesPlaces: false, ...input }
    : input;

/** The rules as stored: the validity window as instants in the event's zone. */
function toWrite(rules: Rules, event: EventRow): Omit<repo.PromoCodeWrite, 'code' | 'batch'> {
  return {
    priceMode: rules.priceMode,
    priceValue: rules.priceMode === 'NONE' ? 0 : rules.priceValue,
    revealsHidden: rules.revealsHidden,
    reservesPlaces: rules.reservesPlaces,
    ticketTypeIds: [...new Set(rules.ticketTypeIds)],
    validFrom: rules.validFrom ? zonedToInstant(rules.validFrom, event.timeZone) : null,
    validUntil: rules.validUntil ? zonedToInstant(rules.validUntil, event.timeZone) : null,
    maxUses: rules.maxUses,
    maxUsesPerOrder: rules.maxUsesPerOrder,
    minQuantity: rules.minQuantity,
  };
}

/**
 * A quota code keeps places of its type that must be free to keep: once written (its type's kept places counted by
 * migration 0041's trigger), the type's sold and kept places may not exceed its capacity. Under the event's lock,
 * which every hold shares, so no hold lands in between.
 */
async function assertPlacesToKeep(tx: Db, rows: readonly PromoCodeRow[]): Promise<void> {
  const quota = rows.filter((r) => r.reservesPlaces);
  if (quota.length === 0) return;
  const [over] = await repo.overKeptTypes(tx, [...new Set(quota.flatMap((r) => r.ticketTypeIds))]);
  if (!over) return;
  const keptByWrite = quota.reduce((n, r) => n + Math.max(0, (r.maxUses ?? 0) - r.uses), 0);
  const free = Math.max(0, over.capacity - over.sold - over.kept + keptByWrite);
  throw badUserInput({ maxUses: `Only ${free} ${over.name} place${free === 1 ? ' is' : 's are'} free to keep.` });
}

/**
 * Before a quota code's row changes: its types (before and after) locked first, as holds and releases take them; and
 * a used quota's type kept (the places it used are that type's, and each given back returns to what it keeps there).
 */
async function lockTypesForWrite(tx: Db, before: PromoCodeRow, rules: Rules): Promise<void> {
  if (!before.reservesPlaces && !rules.reservesPlaces) return;
  const sameTypes = [...new Set(rules.ticketTypeIds)].sort().join() === [...before.ticketTypeIds].sort().join();
  if (before.uses > 0 && !sameTypes) {
    throw badUserInput({ ticketTypeIds: 'This code was used: a code that keeps places keeps its ticket types.' });
  }
  await repo.lockTypesOfCodes(tx, [...before.ticketTypeIds, ...rules.ticketTypeIds]);
}

/** The database's refusals of a code's write (migration 0036: its unique index, its types' trigger), by field. */
function refusalOfWrite(error: unknown, codeField: 'code' | 'prefix'): never {
  if (isUniqueViolation(error, 'promo_codes_event_code')) {
    throw badUserInput({ [codeField]: 'This event already has that code.' });
  }
  if (isCheckViolation(error, 'promo_codes_ticket_types')) {
    throw badUserInput({ ticketTypeIds: 'Choose ticket types of this event.' });
  }
  throw error;
}

function audit(tx: Db, actor: AuditActor, event: EventRow, action: PromoAuditAction, after: Record<string, unknown>) {
  return recordAudit(tx, {
    ...actor,
    organizationId: event.organizationId,
    eventId: event.id,
    action,
    entityType: 'event',
    entityId: event.id,
    after,
  });
}
type PromoAuditAction = 'promo_code.created' | 'promo_code.updated' | 'promo_code.deleted';

const auditedOf = (row: PromoCodeRow) => ({
  code: row.code,
  priceMode: row.priceMode,
  priceValue: row.priceValue,
  maxUses: row.maxUses,
  reservesPlaces: row.reservesPlaces,
});

export async function createPromoCode(scope: RequestScope, eventId: string, input: unknown): Promise<PromoCodeView> {
  await eventForManagement(scope, eventId);
  await countAttempt(scope, 'promoCode');
  const actor = await actorOf(scope);
  const { code, ...rules } = parseInput(promoCodeInputSchema, withoutLimits(input));
  try {
    return await scope.db.transaction(async (tx) => {
      const event = await lockEditableEvent(tx, eventId);
      const [row] = await repo.insertPromoCodes(tx, event.id, [{ ...toWrite(rules, event), code, batch: null }]);
      if (!row) throw new Error('insert returned no promo code');
      await assertPlacesToKeep(tx, [row]);
      await audit(tx, actor, event, 'promo_code.created', auditedOf(row));
      return presentPromoCode(row, event);
    });
  } catch (error) {
    refusalOfWrite(error, 'code');
  }
}

/** Unambiguous characters (no 0/O, 1/I/L) for codes read off paper and typed on a phone. */
const CODE_ALPHABET = 'ABCDEFGHJKMNPQRSTUVWXYZ23456789';
const SUFFIX_LENGTH = 8;

function drawSuffix(): string {
  let suffix = '';
  for (let i = 0; i < SUFFIX_LENGTH; i++) suffix += CODE_ALPHABET[randomInt(CODE_ALPHABET.length)];
  return suffix;
}

/**
 * "500 single-use codes starting SPONSOR-": each the prefix and 8 random characters (31^8, about 850 billion: not
 * guessable under the code limits), all with the same rules, made in one transaction (all or none).
 */
export async function createPromoCodeBatch(
  scope: RequestScope,
  eventId: string,
  input: unknown,
): Promise<PromoCodeView[]> {
  await eventForManagement(scope, eventId);
  await countAttempt(scope, 'promoCode');
  const actor = await actorOf(scope);
  const { prefix, count, ...rules } = parseInput(promoCodeBatchInputSchema, withoutLimits(input));
  const codes = new Set<string>();
  while (codes.size < count) codes.add(`${prefix}${drawSuffix()}`);
  try {
    return await scope.db.transaction(async (tx) => {
      const event = await lockEditableEvent(tx, eventId);
      const write = toWrite(rules, event);
      const rows = await repo.insertPromoCodes(
        tx,
        event.id,
        [...codes].map((code) => ({ ...write, code, batch: prefix })),
      );
      await assertPlacesToKeep(tx, rows);
      await audit(tx, actor, event, 'promo_code.created', { batch: prefix, count: rows.length });
      return rows.map((row) => presentPromoCode(row, event));
    });
  } catch (error) {
    refusalOfWrite(error, 'prefix');
  }
}

async function codeForManagement(scope: RequestScope, id: string): Promise<PromoCodeRow> {
  const row = await repo.findPromoCodeById(scope.db, id);
  if (!row) throw notFound('Promo code');
  await eventForManagement(scope, row.eventId);
  return row;
}

/** Its rules change for the next buyers; its uses stay, and a limit below them is refused. */
export async function updatePromoCode(scope: RequestScope, id: string, input: unknown): Promise<PromoCodeView> {
  const { eventId } = await codeForManagement(scope, id);
  const actor = await actorOf(scope);
  const { code, ...rules } = parseInput(promoCodeInputSchema, withoutLimits(input));
  try {
    return await scope.db.transaction(async (tx) => {
      const event = await lockEditableEvent(tx, eventId);
      const before = await repo.findPromoCodeById(tx, id);
      if (before) await lockTypesForWrite(tx, before, rules);
      const row = await repo.updatePromoCodeRow(tx, id, {
        ...toWrite(rules, event),
        code,
        batch: before?.batch ?? null,
      });
      if (!row) {
        if (!before) throw notFound('Promo code');
        throw badUserInput({ maxUses: `This code has been used ${before.uses} times already; allow at least that.` });
      }
      await assertPlacesToKeep(tx, [row]);
      await audit(tx, actor, event, 'promo_code.updated', auditedOf(row));
      return presentPromoCode(row, event);
    });
  } catch (error) {
    refusalOfWrite(error, 'code');
  }
}

/** Only a code no order used: one that was used stays with its orders (end it instead). */
export async function deletePromoCode(scope: RequestScope, id: string): Promise<boolean> {
  const { eventId } = await codeForManagement(scope, id);
  const actor = await actorOf(scope);
  try {
    await scope.db.transaction(async (tx) => {
      const event = await lockEditableEvent(tx, eventId);
      const before = await repo.findPromoCodeById(tx, id);
      if (before?.reservesPlaces) await repo.lockTypesOfCodes(tx, before.ticketTypeIds);
      if (!before || !(await repo.deletePromoCodeRow(tx, id))) throw notFound('Promo code');
      await audit(tx, actor, event, 'promo_code.deleted', auditedOf(before));
    });
  } catch (error) {
    if (isForeignKeyViolation(error)) {
      throw conflict('Orders used this code, so it stays with them: set when it ends instead of deleting it.');
    }
    throw error;
  }
  return true;
}

/** An event's codes for its team (managers), in the order they were made; a batch's alone when asked. */
export async function promoCodesOfEvent(
  scope: RequestScope,
  eventId: string,
  batch?: string | null,
): Promise<PromoCodeView[]> {
  const event = await eventForManagement(scope, eventId);
  const now = new Date();
  return (await repo.findPromoCodesOfEvent(scope.db, event.id, batch)).map((row) => presentPromoCode(row, event, now));
}
