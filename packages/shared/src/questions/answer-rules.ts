import { getCountries, parsePhoneNumberFromString } from 'libphonenumber-js/max';
import { z } from '../validation/zod.ts';
import type { AskedQuestion } from './question-kinds.ts';

/**
 * An answer travels as a list of strings: one for most kinds, none when left blank, several for MANY_CHOICES.
 * Each rule turns what was typed into what is stored (trimmed, a phone number in E.164, a country's code), and
 * every message starts with the question, so a refusal names it wherever it is shown.
 */
export type AnswerValues = string[];

const COUNTRIES: ReadonlySet<string> = new Set(getCountries());
const YES_NO: ReadonlySet<string> = new Set(['yes', 'no']);

/** Where an answer sits in a form and in an API refusal: `answers.<question>_<place>` (place 0: the order's). */
export const answerKey = (questionId: string, place: number) => `${questionId}_${place}`;

function isRealDate(value: string): boolean {
  const m = /^(\d{4})-(\d{2})-(\d{2})$/.exec(value);
  if (!m) return false;
  const date = new Date(Date.UTC(Number(m[1]), Number(m[2]) - 1, Number(m[3])));
  return date.toISOString().slice(0, 10) === value;
}

/** One value of a kind, checked and normalized; a string is the message (without the question's name). */
function oneValue(q: AskedQuestion, raw: string): { value: string } | { problem: string } {
  const value = raw.trim();
  switch (q.kind) {
    case 'SHORT_TEXT':
      return value.length <= 200 ? { value } : { problem: 'keep it under 200 characters.' };
    case 'LONG_TEXT':
      return value.length <= 2000 ? { value } : { problem: 'keep it under 2,000 characters.' };
    case 'ONE_CHOICE':
    case 'MANY_CHOICES':
      return q.options.includes(value) ? { value } : { problem: `choose from ${q.options.join(', ')}.` };
    case 'YES_NO':
    case 'CONSENT':
      return YES_NO.has(value) ? { value } : { problem: 'answer yes or no.' };
    case 'NUMBER':
      return /^-?\d{1,12}([.,]\d{1,6})?$/.test(value)
        ? { value: value.replace(',', '.') }
        : { problem: 'enter a number.' };
    case 'DATE':
      return isRealDate(value) ? { value } : { problem: 'enter a date as YYYY-MM-DD.' };
    case 'PHONE': {
      const phone = parsePhoneNumberFromString(value);
      return phone?.isValid()
        ? { value: phone.number }
        : { problem: 'enter a phone number with its country code (+44…).' };
    }
    case 'COUNTRY':
      return COUNTRIES.has(value.toUpperCase()) ? { value: value.toUpperCase() } : { problem: 'choose a country.' };
    case 'EMAIL':
      return z.email().safeParse(value).success
        ? { value: value.toLowerCase() }
        : { problem: 'enter an email address.' };
  }
}

/** The rule for one question's answer: what the API parses and what the form's resolver runs. */
export function answerRule(q: AskedQuestion): z.ZodType<AnswerValues, AnswerValues | undefined> {
  return z
    .array(z.string().max(2000))
    .optional()
    .transform((raw) => raw ?? [])
    .pipe(valuesRule(q));
}

/** The rule on the values given (none when left blank). */
function valuesRule(q: AskedQuestion): z.ZodType<AnswerValues, AnswerValues> {
  return z.array(z.string()).transform((raw, ctx) => {
    const given = raw.filter((v) => v.trim() !== '');
    const blank = given.length === 0 || (q.kind === 'CONSENT' && given[0]?.trim() === 'no');
    if (blank) {
      if (q.required) {
        const ask = q.kind === 'CONSENT' ? 'tick the box to continue.' : 'this needs an answer.';
        ctx.addIssue({ code: 'custom', message: `${q.label}: ${ask}` });
        return z.NEVER;
      }
      return [];
    }
    if (q.kind !== 'MANY_CHOICES' && given.length > 1) {
      ctx.addIssue({ code: 'custom', message: `${q.label}: give one answer.` });
      return z.NEVER;
    }
    const values: string[] = [];
    for (const v of given) {
      const checked = oneValue(q, v);
      if ('problem' in checked) {
        ctx.addIssue({ code: 'custom', message: `${q.label}: ${checked.problem}` });
        return z.NEVER;
      }
      if (!values.includes(checked.value)) values.push(checked.value);
    }
    return values;
  });
}

/**
 * Where each question is asked in an order: place 0 for the order, or each place (1, 2, …, in the order's line
 * order, as tickets are numbered) whose type it covers. `placeTypes[i]` is place i + 1's ticket type.
 */
export function askedPlaces(q: AskedQuestion, placeTypes: readonly string[]): number[] {
  const covers = (typeId: string) => q.ticketTypeIds.length === 0 || q.ticketTypeIds.includes(typeId);
  if (q.scope === 'ORDER') return placeTypes.some(covers) ? [0] : [];
  return placeTypes.flatMap((typeId, i) => (covers(typeId) ? [i + 1] : []));
}

/** Every answer an order asks for, keyed by answerKey, each with its rule: what the form and the API both parse. */
export function answersSchema(questions: readonly AskedQuestion[], placeTypes: readonly string[]) {
  const shape: Record<string, z.ZodType<AnswerValues, AnswerValues | undefined>> = {};
  for (const q of questions) {
    for (const place of askedPlaces(q, placeTypes)) shape[answerKey(q.id, place)] = answerRule(q);
  }
  return z.object(shape);
}

/** An answer in words, for the back office, exports and the door: "Yes", "M", "S; M", a country's name. */
export function answerText(kind: AskedQuestion['kind'], values: readonly string[], locale = 'en'): string {
  if (kind === 'YES_NO' || kind === 'CONSENT') return values.map((v) => (v === 'yes' ? 'Yes' : 'No')).join('; ');
  if (kind === 'COUNTRY') {
    const names = new Intl.DisplayNames([locale], { type: 'region', fallback: 'code' });
    // An answer given before the question became a country question is not a region code: shown as given.
    const nameOf = (v: string) => {
      try {
        return names.of(v) ?? v;
      } catch {
        return v;
      }
    };
    return values.map(nameOf).join('; ');
  }
  return values.join('; ');
}

/** What a form's input holds: text, a box's tick, or the ticked options of several. */
export type AnswerDraft = string | boolean | string[];

export function draftToValues(draft: AnswerDraft | undefined): AnswerValues {
  if (draft === undefined) return [];
  if (typeof draft === 'boolean') return draft ? ['yes'] : [];
  return typeof draft === 'string' ? [draft] : draft;
}

/** The form's side of answersSchema: each input's draft turned into values, then the same rule. */
export function answersDraftSchema(questions: readonly AskedQuestion[], placeTypes: readonly string[]) {
  const draft = z.union([z.string(), z.boolean(), z.array(z.string())]).optional();
  const shape: Record<string, z.ZodType<AnswerValues, AnswerDraft | undefined>> = {};
  for (const q of questions) {
    for (const place of askedPlaces(q, placeTypes)) {
      shape[answerKey(q.id, place)] = draft.transform(draftToValues).pipe(valuesRule(q));
    }
  }
  return z.object(shape);
}
