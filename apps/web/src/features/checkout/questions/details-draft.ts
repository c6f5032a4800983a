import type { Control } from 'react-hook-form';
import { answerKey, type AnswerDraft, type QuestionKind } from '@admit/shared';

/** The details form's inputs: the buyer's email, a name per place, and an input per question asked there. */
export type DetailsDraft = {
  buyerEmail: string;
  attendeeNames: string[];
  answers: Record<string, AnswerDraft | undefined>;
};
/** The same, judged: each answer's values as the API takes them. */
export type DetailsValue = { buyerEmail: string; attendeeNames: string[]; answers: Record<string, string[]> };
export type DetailsControl = Control<DetailsDraft, unknown, DetailsValue>;

type Answer = { questionId: string; place: number; values: readonly string[] };
type Asked = { id: string; kind: QuestionKind };

/** What an input starts with: the answer given before (the details step again), or blank. */
export function draftOf(kind: QuestionKind, values: readonly string[] | undefined): AnswerDraft {
  if (kind === 'CONSENT') return values?.[0] === 'yes';
  if (kind === 'MANY_CHOICES') return [...(values ?? [])];
  return values?.[0] ?? '';
}

/** Each asked input's starting draft, keyed as the shared rules key answers. */
export function answerDrafts(
  asked: readonly { question: Asked; place: number }[],
  given: readonly Answer[],
): Record<string, AnswerDraft> {
  const before = new Map(given.map((a) => [answerKey(a.questionId, a.place), a.values]));
  return Object.fromEntries(
    asked.map(({ question, place }) => {
      const key = answerKey(question.id, place);
      return [key, draftOf(question.kind, before.get(key))];
    }),
  );
}

/** The form's answers as the API takes them (AnswerInput): the key split back into question and place. */
export function answerInputs(answers: Record<string, readonly string[]>) {
  return Object.entries(answers).map(([key, values]) => {
    const at = key.lastIndexOf('_');
    return { questionId: key.slice(0, at), place: Number(key.slice(at + 1)), values: [...values] };
  });
}
