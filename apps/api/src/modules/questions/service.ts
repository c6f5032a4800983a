import { questionInputSchema, type QuestionInput } from '@admit/shared';
import { actorOf, recordAudit, type AuditActor } from '../audit/record.ts';
import { badUserInput, notFound } from '../../common/errors.ts';
import type { RequestScope } from '../../common/scope.ts';
import { parseInput } from '../../common/validation.ts';
import type { Db } from '../../db/client.ts';
import { isCheckViolation } from '../../db/errors.ts';
import { countAttempt } from '../../rate-limits/attempts.ts';
import { eventForManagement, lockEditableEvent } from '../events/service.ts';
import type { EventRow } from '../events/tables.ts';
import * as repo from './repo.ts';
import type { QuestionRow } from './tables.ts';

const toWrite = (q: QuestionInput): repo.QuestionWrite => ({ ...q, ticketTypeIds: [...new Set(q.ticketTypeIds)] });

type QuestionAuditAction = 'question.created' | 'question.updated' | 'question.deleted';

function audit(tx: Db, actor: AuditActor, event: EventRow, action: QuestionAuditAction, row: QuestionRow) {
  return recordAudit(tx, {
    ...actor,
    organizationId: event.organizationId,
    eventId: event.id,
    action,
    entityType: 'event',
    entityId: event.id,
    after: { question: row.label, kind: row.kind, required: row.required },
  });
}

/** The database's refusal of a question's types (migration 0037's trigger), by field. */
function refusalOfWrite(error: unknown): never {
  if (isCheckViolation(error, 'questions_ticket_types')) {
    throw badUserInput({ ticketTypeIds: 'Choose ticket types of this event.' });
  }
  throw error;
}

/** A change by the event's managers, in one transaction with the event locked and the change audited. */
async function change(
  scope: RequestScope,
  eventId: string,
  action: QuestionAuditAction,
  write: (tx: Db, event: EventRow) => Promise<QuestionRow | null>,
): Promise<QuestionRow> {
  await eventForManagement(scope, eventId);
  await countAttempt(scope, 'question');
  const actor = await actorOf(scope);
  try {
    return await scope.db.transaction(async (tx) => {
      const event = await lockEditableEvent(tx, eventId);
      const row = await write(tx, event);
      if (!row) throw notFound('Question');
      await audit(tx, actor, event, action, row);
      return row;
    });
  } catch (error) {
    refusalOfWrite(error);
  }
}

export async function createQuestion(scope: RequestScope, eventId: string, input: unknown): Promise<QuestionRow> {
  const question = parseInput(questionInputSchema, input);
  return change(scope, eventId, 'question.created', (tx, event) =>
    repo.insertQuestion(tx, event.id, toWrite(question)),
  );
}

async function questionForManagement(scope: RequestScope, id: string): Promise<QuestionRow> {
  const row = await repo.findQuestionById(scope.db, id);
  if (!row || row.deletedAt) throw notFound('Question');
  await eventForManagement(scope, row.eventId);
  return row;
}

/** The next buyers are asked the new words; answers already given keep what was answered. */
export async function updateQuestion(scope: RequestScope, id: string, input: unknown): Promise<QuestionRow> {
  const { eventId } = await questionForManagement(scope, id);
  const question = parseInput(questionInputSchema, input);
  return change(scope, eventId, 'question.updated', (tx) => repo.updateQuestionRow(tx, id, toWrite(question)));
}

/** Hidden, not erased: buyers stop being asked, and its answers stay on their orders and in exports. */
export async function deleteQuestion(scope: RequestScope, id: string): Promise<QuestionRow> {
  const { eventId } = await questionForManagement(scope, id);
  return change(scope, eventId, 'question.deleted', (tx) => repo.hideQuestionRow(tx, id));
}

/** Moves a question one place up or down among the event's questions (nothing to do at either end). */
export async function moveQuestion(scope: RequestScope, id: string, up: boolean): Promise<QuestionRow[]> {
  const { eventId } = await questionForManagement(scope, id);
  await change(scope, eventId, 'question.updated', async (tx) => {
    const list = await repo.findQuestionsOfEvent(tx, eventId);
    const at = list.findIndex((q) => q.id === id);
    const other = list[up ? at - 1 : at + 1];
    const self = list[at];
    if (self && other) await repo.swapPositions(tx, self, other);
    return self ?? null;
  });
  return repo.findQuestionsOfEvent(scope.db, eventId);
}

/** The event's questions for its managers; the deleted ones too when asked (exports, old orders). */
export async function questionsOfEvent(scope: RequestScope, eventId: string, withDeleted = false) {
  const event = await eventForManagement(scope, eventId);
  return repo.findQuestionsOfEvent(scope.db, event.id, withDeleted);
}
