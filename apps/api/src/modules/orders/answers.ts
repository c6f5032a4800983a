import { answerKey, answersSchema, askedPlaces, z, type OrderDetailsInput } from '@admit/shared';
import { parseInput } from '../../common/validation.ts';
import type { Db } from '../../db/client.ts';
import { findQuestionsOfEvent } from '../questions/repo.ts';
import type { OrderAnswerRow, OrderLineRow } from './tables.ts';

/** Each place's ticket type, place 1 first: the order's lines in order, each `quantity` times (as tickets are). */
export const placeTypesOf = (lines: readonly OrderLineRow[]) =>
  lines.flatMap((l) => Array.from({ length: l.quantity }, () => l.ticketTypeId));

/** The event's questions this order asks: those covering a type it holds. */
export async function questionsOfOrder(db: Db, eventId: string, lines: readonly OrderLineRow[]) {
  const placeTypes = placeTypesOf(lines);
  return (await findQuestionsOfEvent(db, eventId)).filter((q) => askedPlaces(q, placeTypes).length > 0);
}

/**
 * The details step's answers, judged by the shared rules against the questions the order asks (the same the
 * form runs): a refusal names the answer's input (`answers.<question>_<place>`) and its message names the
 * question. Answers to questions not asked are dropped; what is kept is what the rules made of each answer.
 */
export async function judgeAnswers(
  db: Db,
  eventId: string,
  lines: readonly OrderLineRow[],
  given: OrderDetailsInput['answers'],
): Promise<Omit<OrderAnswerRow, 'orderId'>[]> {
  const questions = await findQuestionsOfEvent(db, eventId);
  const placeTypes = placeTypesOf(lines);
  const record = Object.fromEntries((given ?? []).map((a) => [answerKey(a.questionId, a.place), a.values]));
  const judged = parseInput(z.object({ answers: answersSchema(questions, placeTypes) }), { answers: record });
  return questions.flatMap((q) =>
    askedPlaces(q, placeTypes).flatMap((place) => {
      const values = judged.answers[answerKey(q.id, place)] ?? [];
      return values.length > 0 ? [{ questionId: q.id, place, values }] : [];
    }),
  );
}
