/** What a checkout question asks for; each kind has its own rule for an answer (answer-rules.ts). */
export const QUESTION_KINDS = [
  'SHORT_TEXT',
  'LONG_TEXT',
  'ONE_CHOICE',
  'MANY_CHOICES',
  'YES_NO',
  'NUMBER',
  'DATE',
  'PHONE',
  'COUNTRY',
  'EMAIL',
  'CONSENT',
] as const;
export type QuestionKind = (typeof QUESTION_KINDS)[number];

/** The kinds whose answer is one of the organizer's options. */
export const CHOICE_KINDS: ReadonlySet<QuestionKind> = new Set(['ONE_CHOICE', 'MANY_CHOICES']);

/** Words for the back office's kind picker and table. */
export const QUESTION_KIND_LABELS: Record<QuestionKind, string> = {
  SHORT_TEXT: 'Short text',
  LONG_TEXT: 'Long text',
  ONE_CHOICE: 'One choice',
  MANY_CHOICES: 'Several choices',
  YES_NO: 'Yes or no',
  NUMBER: 'Number',
  DATE: 'Date',
  PHONE: 'Phone number',
  COUNTRY: 'Country',
  EMAIL: 'Email address',
  CONSENT: 'Consent checkbox',
};

/** Asked once for the order, or once for each ticket it covers. */
export const QUESTION_SCOPES = ['ORDER', 'TICKET'] as const;
export type QuestionScope = (typeof QUESTION_SCOPES)[number];

/** What a rule needs to know of a question; the API's rows and the form's fragments both have it. */
export type AskedQuestion = {
  id: string;
  label: string;
  kind: QuestionKind;
  required: boolean;
  scope: QuestionScope;
  /** The ticket types it is asked for; empty: all of the event's. */
  ticketTypeIds: readonly string[];
  options: readonly string[];
};
