import { describe, expect, it } from 'vitest';
import { answerKey, answersDraftSchema, answersSchema, answerText, askedPlaces } from './answer-rules.ts';
import type { AskedQuestion, QuestionKind } from './question-kinds.ts';

const q = (kind: QuestionKind, overrides: Partial<AskedQuestion> = {}): AskedQuestion => ({
  id: 'q1',
  label: 'Question',
  kind,
  required: true,
  scope: 'ORDER',
  ticketTypeIds: [],
  options: ['S', 'M', 'L'],
  ...overrides,
});

/** One order-level answer judged by the rule the API and the form share: its stored values, or the message. */
function judge(question: AskedQuestion, values: string[]) {
  const parsed = answersSchema([question], ['general']).safeParse({ [answerKey(question.id, 0)]: values });
  return parsed.success ? parsed.data[answerKey(question.id, 0)] : parsed.error.issues[0]?.message;
}

describe('answers to checkout questions', () => {
  it('are stored normalized, kind by kind', () => {
    expect(judge(q('SHORT_TEXT'), ['  Ada  '])).toEqual(['Ada']);
    expect(judge(q('ONE_CHOICE'), ['M'])).toEqual(['M']);
    expect(judge(q('MANY_CHOICES'), ['S', 'L', 'S'])).toEqual(['S', 'L']);
    expect(judge(q('YES_NO'), ['no'])).toEqual(['no']);
    expect(judge(q('NUMBER'), ['3,5'])).toEqual(['3.5']);
    expect(judge(q('DATE'), ['1990-02-28'])).toEqual(['1990-02-28']);
    expect(judge(q('PHONE'), ['+44 7911 123456'])).toEqual(['+447911123456']);
    expect(judge(q('COUNTRY'), ['gb'])).toEqual(['GB']);
    expect(judge(q('EMAIL'), ['Ada@Example.TEST'])).toEqual(['ada@example.test']);
    expect(judge(q('CONSENT'), ['yes'])).toEqual(['yes']);
  });

  it('are refused with the question named and the reason', () => {
    const size = q('ONE_CHOICE', { label: 'T-shirt size' });
    expect(judge(size, ['XXL'])).toBe('T-shirt size: choose from S, M, L.');
    expect(judge(size, [])).toBe('T-shirt size: this needs an answer.');
    expect(judge(q('ONE_CHOICE'), ['S', 'M'])).toBe('Question: give one answer.');
    expect(judge(q('DATE'), ['2026-02-30'])).toBe('Question: enter a date as YYYY-MM-DD.');
    expect(judge(q('NUMBER'), ['ten'])).toBe('Question: enter a number.');
    expect(judge(q('PHONE'), ['12345'])).toMatch(/^Question: enter a phone number/);
    expect(judge(q('COUNTRY'), ['XX'])).toBe('Question: choose a country.');
    expect(judge(q('EMAIL'), ['not-an-address'])).toBe('Question: enter an email address.');
    expect(judge(q('CONSENT', { label: 'Terms' }), ['no'])).toBe('Terms: tick the box to continue.');
    expect(judge(q('SHORT_TEXT', { required: false }), ['   '])).toEqual([]);
  });

  it('are asked once per order, or at each place whose type the question covers', () => {
    const perTicket = q('SHORT_TEXT', { scope: 'TICKET', ticketTypeIds: ['vip'] });
    expect(askedPlaces(perTicket, ['general', 'vip', 'vip'])).toEqual([2, 3]);
    expect(askedPlaces({ ...perTicket, scope: 'ORDER' }, ['general', 'vip'])).toEqual([0]);
    expect(askedPlaces({ ...perTicket, scope: 'ORDER' }, ['general'])).toEqual([]);
  });

  it('read the same from a form’s inputs: a ticked box, a choice, several ticked', () => {
    const terms = q('CONSENT', { id: 'terms' });
    const sizes = q('MANY_CHOICES', { id: 'sizes', required: false });
    const schema = answersDraftSchema([terms, sizes], ['general']);
    expect(schema.parse({ terms_0: true, sizes_0: ['M'] })).toEqual({ terms_0: ['yes'], sizes_0: ['M'] });
    expect(schema.safeParse({ terms_0: false }).error?.issues[0]).toMatchObject({ path: ['terms_0'] });
  });

  it('are written in words for people', () => {
    expect(answerText('YES_NO', ['yes'])).toBe('Yes');
    expect(answerText('COUNTRY', ['GB'])).toBe('United Kingdom');
    expect(answerText('MANY_CHOICES', ['S', 'M'])).toBe('S; M');
    // A question turned into a country question keeps its older answers, shown as they were given.
    expect(answerText('COUNTRY', ['Vegetarian'])).toBe('Vegetarian');
  });
});
