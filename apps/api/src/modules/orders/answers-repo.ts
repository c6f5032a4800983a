import { asc, eq, inArray } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { findQuestionsByIds } from '../questions/repo.ts';
import type { QuestionRow } from '../questions/tables.ts';
import { orderAnswers, type OrderAnswerRow } from './tables.ts';

export async function findAnswersOfOrders(db: Db, orderIds: readonly string[]): Promise<OrderAnswerRow[]> {
  if (orderIds.length === 0) return [];
  return db
    .select()
    .from(orderAnswers)
    .where(inArray(orderAnswers.orderId, [...orderIds]))
    .orderBy(asc(orderAnswers.orderId), asc(orderAnswers.place));
}

/** The order's answers become these (the details step given again replaces them all). */
export async function replaceAnswers(db: Db, orderId: string, rows: Omit<OrderAnswerRow, 'orderId'>[]): Promise<void> {
  await db.delete(orderAnswers).where(eq(orderAnswers.orderId, orderId));
  if (rows.length > 0) await db.insert(orderAnswers).values(rows.map((r) => ({ ...r, orderId })));
}

export type AnswerView = OrderAnswerRow & { question: QuestionRow };

/** The answers of orders, each with its question (deleted ones too), in the questions' order, then by place. */
export async function answersOfOrders(db: Db, orderIds: readonly string[]): Promise<AnswerView[]> {
  const answers = await findAnswersOfOrders(db, orderIds);
  const questions = new Map(
    (await findQuestionsByIds(db, [...new Set(answers.map((a) => a.questionId))])).map((q) => [q.id, q]),
  );
  return answers
    .flatMap((a) => {
      const question = questions.get(a.questionId);
      return question ? [{ ...a, question }] : [];
    })
    .sort((a, b) => a.question.position - b.question.position || a.place - b.place);
}
