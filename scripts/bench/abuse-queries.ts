/**
 * The abuse benchmark's request shapes, built from the API's own query limits (QUERY_LIMITS) and its real schema:
 * the most expensive operations still accepted, operations just over each limit, and aliased unlock-code guesses.
 * Each shape is checked here against the same GraphQL Armor rules the server runs, and measured with them.
 */
import { ErrorCode } from '@admit/shared';
import { costLimitRule } from '@escape.tech/graphql-armor-cost-limit';
import { maxAliasesRule } from '@escape.tech/graphql-armor-max-aliases';
import { maxDepthRule } from '@escape.tech/graphql-armor-max-depth';
import { maxDirectivesRule } from '@escape.tech/graphql-armor-max-directives';
import { MaxTokensParserWLexer } from '@escape.tech/graphql-armor-max-tokens';
import { GraphQLError, parse, validate, type DocumentNode, type GraphQLSchema } from 'graphql';
import { QUERY_LIMITS, queryLimitRules } from '../../apps/api/src/graphql/query-limits.ts';
import { buildSchema } from '../../apps/api/src/graphql/schema.ts';

/** The demo event with a hidden ticket type (unlock code "CREW-DEMO"), and the one the normal client reads. */
export const GUESSED_EVENT = 'harbour-lights-festival';

/** What the server should answer: run and 200 without errors, refused by a query limit, or run and rate limited. */
export type Expected = 'accepted' | 'too complex' | 'rate limited';

export type Shape = {
  name: string;
  query: string;
  variables?: Record<string, unknown>;
  expected: Expected;
  /** Accepted only through a gap in the limits, named here: once the API closes it, a refusal is the answer. */
  loophole?: string;
};

export type Measure = { tokens: number; depth: number; aliases: number; directives: number; cost: number };

const schema: GraphQLSchema = buildSchema();
const repeat = (n: number, part: (i: number) => string) => Array.from({ length: n }, (_, i) => part(i)).join(' ');
/** The first copy of a field needs no alias; each further one takes one. */
const copy = (i: number, prefix: string) => (i === 0 ? '' : `${prefix}${i}: `);

function tokensOf(query: string, limit = Number.MAX_SAFE_INTEGER): number {
  const parser = new MaxTokensParserWLexer(query, { n: limit });
  parser.parseDocument();
  return parser.tokenCount;
}

/** Tokens, depth, aliases, directives and cost as GraphQL Armor counts them, with query-limits.ts's options. */
export function measure(query: string): Measure {
  const found: Measure = { tokens: tokensOf(query), depth: 0, aliases: 0, directives: 0, cost: 0 };
  const record = (key: keyof Measure) => [(_context: unknown, details: { n: number }) => void (found[key] = details.n)];
  const n = Number.MAX_SAFE_INTEGER;
  validate(schema, parse(query), [
    maxDepthRule({ n, flattenFragments: true, onAccept: record('depth') }),
    maxAliasesRule({ n, onAccept: record('aliases') }),
    maxDirectivesRule({ n, onAccept: record('directives') }),
    costLimitRule({ maxCost: n, flattenFragments: true, onAccept: record('cost') }),
  ]);
  return found;
}

/** Whether the server's query limits let `query` through: the token count while parsing, then the server's rules. */
export function withinLimits(query: string): boolean {
  let document: DocumentNode;
  try {
    document = new MaxTokensParserWLexer(query, { n: QUERY_LIMITS.tokens }).parseDocument();
  } catch (error) {
    if (error instanceof GraphQLError) return false;
    throw error;
  }
  try {
    return validate(schema, document, queryLimitRules()).length === 0;
  } catch (error) {
    // Armor's rules throw the refusal out of validation.
    if (error instanceof GraphQLError) return false;
    throw error;
  }
}

/** A valid operation of the real schema (the Armor rules aside): an "at the limit" shape must also run. */
function assertValid(query: string): void {
  const errors = validate(schema, parse(query));
  if (errors.length) throw new Error(`Not valid against the schema: ${errors.map((e) => e.message).join('; ')}`);
}

/**
 * Event fields for a page of events, the costliest work first: the rendered description, the ticket types, the
 * gallery and cover (every srcSet), the FAQ, the organizer, then the scalars.
 */
const EVENT_FIELDS = [
  'descriptionHtml',
  'ticketTypes { id name description priceMinor availability salesStartAt salesEndAt minPerOrder maxPerOrder hidden }',
  'gallery { id width height url(width: 1920) srcSet alt }',
  'coverImage { id width height url(width: 1920) srcSet alt }',
  'faq { question answer }',
  'organizer { name slug }',
  'lowestPriceMinor',
  'summary',
  'description',
  'startsAtLocal',
  'endsAtLocal',
  'viewerRole',
  'id',
  'slug',
  'title',
  'venueName',
  'venueAddress',
  'startsAt',
  'endsAt',
  'timeZone',
  'currency',
  'status',
  'featured',
];

/**
 * The most copies of `discoverEvents(first: …) { nodes { descriptionHtml } }` the limits accept (at most one per
 * allowed alias, plus the unaliased one), then as many further event fields in every copy as still fit.
 */
function maximalPages(first: string, header: string): string {
  const build = (copies: number, fields: string[]) =>
    `${header}{ ${repeat(
      copies,
      (i) => `${copy(i, 'p')}discoverEvents(first: ${first}, timeZone: "UTC") { nodes { ${fields.join(' ')} } }`,
    )} }`;
  const [firstField = 'descriptionHtml', ...others] = EVENT_FIELDS;
  let copies = 1;
  while (copies <= QUERY_LIMITS.aliases && withinLimits(build(copies + 1, [firstField]))) copies++;
  const fields = [firstField];
  for (const field of others) if (withinLimits(build(copies, [...fields, field]))) fields.push(field);
  const query = build(copies, fields);
  if (!withinLimits(query)) throw new Error(`Even one page is over the limits: ${query}`);
  return query;
}

/** `copies` guesses at the event's unlock code, as aliases of one `ticketTypes` field. */
const unlockGuesses = (copies: number) =>
  `{ event(slug: "${GUESSED_EVENT}") { ${repeat(copies, (i) => `${copy(i, 'g')}ticketTypes(unlockCode: "GUESS-${String(i).padStart(4, '0')}") { id name }`)} } }`;

export function buildShapes(): Shape[] {
  // Pages of events with a literal `first: 50`: the cost rule multiplies a field's cost by a literal first/last.
  const pagesLiteral = maximalPages('50', '');
  // The same pages with `first` in a variable: the cost rule cannot see its value, and counts one event per page.
  const pagesVariable = maximalPages('$first', 'query Pages($first: Int!) ');
  const literalCopies = (pagesLiteral.match(/discoverEvents/g) ?? []).length;
  const literalFields = /nodes \{ (.*?) \} \}/.exec(pagesLiteral)?.[1] ?? 'descriptionHtml';
  const overDepth = QUERY_LIMITS.depth + 1;

  const shapes: Shape[] = [
    { name: 'at limit: pages, first: 50', query: pagesLiteral, expected: 'accepted' },
    {
      name: 'at limit: pages, first: $first = 50',
      query: pagesVariable,
      variables: { first: 50 },
      expected: 'accepted',
      loophole: 'GraphQL Armor multiplies the cost by `first` only when it is written as a number',
    },
    {
      name: `unlock-code guesses: ${QUERY_LIMITS.aliases + 1} (the aliases allowed)`,
      query: unlockGuesses(QUERY_LIMITS.aliases + 1),
      expected: 'rate limited',
    },
    {
      name: 'over: aliases (one more guess)',
      query: unlockGuesses(QUERY_LIMITS.aliases + 2),
      expected: 'too complex',
    },
    {
      name: 'over: cost (one more page)',
      query: `{ ${repeat(literalCopies + 1, (i) => `${copy(i, 'p')}discoverEvents(first: 50, timeZone: "UTC") { nodes { ${literalFields} } }`)} }`,
      expected: 'too complex',
    },
    {
      // The public schema nests only four deep; the introspection types go deeper (`__type` is not exempt).
      name: 'over: depth',
      query: `{ __type(name: "Event") { fields { type { ${'ofType { '.repeat(overDepth - 4)}name${' }'.repeat(overDepth - 3)} } } }`,
      expected: 'too complex',
    },
    {
      name: 'over: tokens',
      // `{ featuredEvents ( first : 1 ) { … } }` is ten tokens around the ids.
      query: `{ featuredEvents(first: 1) { ${repeat(QUERY_LIMITS.tokens + 1 - 10, () => 'id')} } }`,
      expected: 'too complex',
    },
    {
      name: 'over: directives',
      query: `{ featuredEvents(first: 1) ${repeat(QUERY_LIMITS.directives + 1, () => '@include(if: true)')} { id } }`,
      expected: 'too complex',
    },
    {
      name: 'far over: 2,000 aliased guesses',
      query: unlockGuesses(2000),
      expected: 'too complex',
    },
  ];

  for (const shape of shapes) {
    if (shape.expected === 'too complex') {
      if (withinLimits(shape.query)) throw new Error(`${shape.name}: within the limits, but meant to be over`);
    } else {
      assertValid(shape.query);
      if (!withinLimits(shape.query)) throw new Error(`${shape.name}: over the limits, but meant to be accepted`);
    }
  }
  return shapes;
}

/** The shapes the attack sends: all of them, but those whose name contains ABUSE_EXCLUDE (to see one's share). */
export function attackShapes(): Shape[] {
  const exclude = process.env['ABUSE_EXCLUDE'];
  return buildShapes().filter((shape) => !exclude || !shape.name.includes(exclude));
}

/** The measures of a shape, where they can be counted (a query over the token limit is still counted in full). */
export function describe(shape: Shape): string {
  const m = measure(shape.query);
  return `tokens ${m.tokens}, depth ${m.depth}, aliases ${m.aliases}, directives ${m.directives}, cost ${m.cost}`;
}

/** What the server did with an attack request. */
export const OUTCOMES = ['200', ErrorCode.QUERY_TOO_COMPLEX, ErrorCode.RATE_LIMITED, 'other'] as const;
export type Outcome = (typeof OUTCOMES)[number];

const CODE = /"code":"([A-Z_]+)"/;

/** Sorts an answer: 200 without errors, refused as too complex, rate limited, or anything else (with its code). */
export function classify(status: number, body: string): { outcome: Outcome; detail: string } {
  const code = CODE.exec(body)?.[1] ?? '-';
  const detail = `${status} ${code}`;
  // "errors" in quotes appears only as the answer's own key: inside strings the quotes are escaped.
  if (status === 200 && !body.includes('"errors"')) return { outcome: '200', detail };
  if (code === ErrorCode.QUERY_TOO_COMPLEX) return { outcome: ErrorCode.QUERY_TOO_COMPLEX, detail };
  if (code === ErrorCode.RATE_LIMITED) return { outcome: ErrorCode.RATE_LIMITED, detail };
  return { outcome: 'other', detail };
}

/**
 * Where each side seems to come from, as the trusted proxy in front of the API reports it: the attack from one
 * address; the normal client stands for many readers (40 requests a second is no one person's pace), each request
 * from the next of 250 addresses.
 */
export const ADDRESSES = {
  attacker: '203.0.113.66',
  reader: (n: number) => `198.51.100.${(n % 250) + 1}`,
} as const;
