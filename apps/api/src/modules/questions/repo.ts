import { and, asc, eq, inArray, isNull, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { questions, type QuestionRow } from './tables.ts';

/** What the organizer's form writes. */
export type QuestionWrite = Pick<
  typeof questions.$inferInsert,
  'label' | 'kind' | 'helpText' | 'required' | 'scope' | 'ticketTypeIds' | 'options' | 'linkUrl' | 'showAtDoor'
>;

/** An event's questions in the order they are asked; hidden (deleted) ones only when asked for. */
export async function findQuestionsOfEvent(db: Db, eventId: string, withDeleted = false): Promise<QuestionRow[]> {
  return db
    .select()
    .from(questions)
    .where(and(eq(questions.eventId, eventId), withDeleted ? undefined : isNull(questions.deletedAt)))
    .orderBy(asc(questions.position), asc(questions.createdAt));
}

export async function findQuestionById(db: Db, id: string): Promise<QuestionRow | null> {
  const [row] = await db.select().from(questions).where(eq(questions.id, id)).limit(1);
  return row ?? null;
}

export async function findQuestionsByIds(db: Db, ids: readonly string[]): Promise<QuestionRow[]> {
  if (ids.length === 0) return [];
  return db
    .select()
    .from(questions)
    .where(inArray(questions.id, [...ids]));
}

/** Appended after the event's last question (hidden ones count, so positions never repeat). */
export async function insertQuestion(db: Db, eventId: string, write: QuestionWrite): Promise<QuestionRow> {
  const [row] = await db
    .insert(questions)
    .values({
      ...write,
      eventId,
      position: sql`(select coalesce(max(position), 0) + 1 from questions where event_id = ${eventId})`,
    })
    .returning();
  if (!row) throw new Error('insert returned no question');
  return row;
}

export async function updateQuestionRow(db: Db, id: string, write: QuestionWrite): Promise<QuestionRow | null> {
  const [row] = await db
    .update(questions)
    .set({ ...write, updatedAt: new Date() })
    .where(and(eq(questions.id, id), isNull(questions.deletedAt)))
    .returning();
  return row ?? null;
}

export async function hideQuestionRow(db: Db, id: string): Promise<QuestionRow | null> {
  const [row] = await db
    .update(questions)
    .set({ deletedAt: new Date(), updatedAt: new Date() })
    .where(and(eq(questions.id, id), isNull(questions.deletedAt)))
    .returning();
  return row ?? null;
}

/** Swaps two questions' places in the list (both of one event, checked by the caller). */
export async function swapPositions(db: Db, a: QuestionRow, b: QuestionRow): Promise<void> {
  await db.update(questions).set({ position: b.position }).where(eq(questions.id, a.id));
  await db.update(questions).set({ position: a.position }).where(eq(questions.id, b.id));
}
