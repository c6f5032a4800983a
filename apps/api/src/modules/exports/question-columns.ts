import { sql, type SQL } from 'drizzle-orm';
import type { QuestionRow } from '../questions/tables.ts';
import type { ExportColumn } from './columns.ts';

/** A header a spreadsheet cannot take for a formula (columns.ts neutralises cells the same way). */
const safeHeader = (text: string) => (/^[=+\-@\t\r]/.test(text) ? `'${text}` : text);

/** Each question's header: its words, marked when deleted, and numbered when two questions share them. */
function headersOf(questions: readonly QuestionRow[]): string[] {
  const seen = new Map<string, number>();
  return questions.map((q) => {
    const base = safeHeader(q.deletedAt ? `${q.label} (deleted)` : q.label);
    const n = (seen.get(base) ?? 0) + 1;
    seen.set(base, n);
    return n === 1 ? base : `${base} (${n})`;
  });
}

/** The answer's values in words for a file: several choices joined by semicolons, places by " | ". */
const answersOf = (questionId: string, places: SQL) => sql`(
  select string_agg(
    (select string_agg(v, '; ') from jsonb_array_elements_text(a.values) v), ' | ' order by a.place)
  from order_answers a
  where a.order_id = orders.id and a.question_id = ${questionId}::uuid and ${places})`;

/**
 * One column per question, after the fixed columns (the contract in docs/exports.md), deleted questions included
 * (their answers stay). On the orders file a per-ticket question's answers are the order's tickets', in place
 * order; on the attendees file each ticket has its own answer and the order's answers.
 */
export function questionColumns(questions: readonly QuestionRow[], sheet: 'orders' | 'attendees'): ExportColumn[] {
  const headers = headersOf(questions);
  return questions.map((q, i) => ({
    name: headers[i] ?? q.label,
    key: `question_${i + 1}`,
    type: 'text',
    value: answersOf(q.id, sheet === 'orders' ? sql`true` : sql`a.place in (0, t.place)`),
  }));
}
