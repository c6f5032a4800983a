import { z } from '../validation/zod.ts';
import { CHOICE_KINDS, QUESTION_KINDS, QUESTION_SCOPES, type QuestionKind } from './question-kinds.ts';

export const QUESTION_OPTIONS_MAX = 50;

const optionText = z
  .string()
  .trim()
  .min(1, 'An option cannot be empty.')
  .max(100, 'Keep each option under 100 characters.');

/** A question as its organizer writes it; the same rules for a new one and an edit. */
export const questionInputSchema = z
  .object({
    label: z.string().trim().min(1, 'Write the question.').max(200, 'Keep the question under 200 characters.'),
    kind: z.enum(QUESTION_KINDS),
    helpText: z.string().trim().max(500, 'Keep the help text under 500 characters.'),
    required: z.boolean(),
    scope: z.enum(QUESTION_SCOPES),
    ticketTypeIds: z.array(z.uuid('Choose ticket types of this event.')).max(100),
    options: z.array(optionText).max(QUESTION_OPTIONS_MAX, `Offer at most ${QUESTION_OPTIONS_MAX} options.`),
    /** The text a consent checkbox links to (terms, a privacy notice). */
    linkUrl: z
      .string()
      .trim()
      .max(500)
      .refine((v) => v === '' || /^https?:\/\/[^\s]+$/.test(v), 'Use a web address starting https://.'),
    /** Shown on the door's screen after a scan ("T-shirt: M"). */
    showAtDoor: z.boolean(),
  })
  .superRefine((q, ctx) => {
    if (CHOICE_KINDS.has(q.kind)) {
      if (q.options.length < 2)
        ctx.addIssue({ code: 'custom', path: ['options'], message: 'Offer at least two options.' });
      const seen = new Set(q.options.map((o) => o.toLowerCase()));
      if (seen.size !== q.options.length) {
        ctx.addIssue({ code: 'custom', path: ['options'], message: 'Each option must be different.' });
      }
    }
    if (q.kind === 'CONSENT' && q.linkUrl === '') {
      ctx.addIssue({ code: 'custom', path: ['linkUrl'], message: 'Link the text the buyer agrees to.' });
    }
  })
  // Options belong to choices and a link to consent: what another kind was sent is dropped, not stored unseen.
  .transform((q) => ({
    ...q,
    options: CHOICE_KINDS.has(q.kind) ? q.options : [],
    linkUrl: q.kind === 'CONSENT' ? q.linkUrl : '',
    // A consent box that could be left unticked asks nothing.
    required: q.kind === 'CONSENT' ? true : q.required,
  }));
export type QuestionInput = z.output<typeof questionInputSchema>;

/**
 * The back office form's draft: options one per line, as the organizer types them. The same rules judge it, and
 * a refusal of the options lands on the box they were typed in.
 */
export const questionDraftSchema = z
  .object({
    label: z.string(),
    kind: z.enum(QUESTION_KINDS),
    helpText: z.string(),
    required: z.boolean(),
    scope: z.enum(QUESTION_SCOPES),
    ticketTypeIds: z.array(z.string()),
    optionsText: z.string(),
    linkUrl: z.string(),
    showAtDoor: z.boolean(),
  })
  .transform(({ optionsText, ...rest }, ctx) => {
    const options = optionsText
      .split('\n')
      .map((o) => o.trim())
      .filter((o) => o !== '');
    const judged = questionInputSchema.safeParse({ ...rest, options });
    if (judged.success) return judged.data;
    for (const issue of judged.error.issues) {
      const path = issue.path[0] === 'options' ? ['optionsText'] : issue.path;
      ctx.addIssue({ code: 'custom', message: issue.message, path });
    }
    return z.NEVER;
  });
export type QuestionDraft = z.input<typeof questionDraftSchema>;

export const kindHasOptions = (kind: QuestionKind) => CHOICE_KINDS.has(kind);
