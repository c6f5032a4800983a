import { Kind, parse, type OperationDefinitionNode, type SelectionSetNode } from 'graphql';
import { isUuid } from '../db/uuid.ts';
import type { PlaceView } from '../modules/waiting-room/place-view.ts';

/*
 * The lean stream answers one GraphQL operation, the waiting page's subscription to its place, without building the
 * API's schema: the document is parsed and checked to be exactly that (any fields of WaitingPlace, aliases allowed,
 * no fragments or directives), and the answer is written with the fields it asked for, in its order. Anything
 * else goes to /graphql.
 */

const FIELDS: Record<string, (place: PlaceView) => unknown> = {
  __typename: () => 'WaitingPlace',
  eventId: (p) => p.eventId,
  state: (p) => p.state,
  position: (p) => p.position,
  waitSeconds: (p) => p.waitSeconds,
  opensAt: (p) => p.opensAt.toISOString(),
  admissionToken: (p) => p.admissionToken,
  admissionExpiresAt: (p) => p.admissionExpiresAt?.toISOString() ?? null,
};

/** The subscription as asked: which event, and how to write each place. */
export type PlaceSubscription = { eventId: string; write: (place: PlaceView | null) => string };

/** Why a request is not the waiting page's subscription, in words and a code for the GraphQL error. */
export class NotThePlaceSubscription extends Error {
  readonly code: 'GRAPHQL_PARSE_FAILED' | 'GRAPHQL_VALIDATION_FAILED' | 'BAD_USER_INPUT';
  constructor(message: string, code: NotThePlaceSubscription['code']) {
    super(message);
    this.code = code;
  }
}

const refuse = (why: string, code: NotThePlaceSubscription['code'] = 'GRAPHQL_VALIDATION_FAILED'): never => {
  throw new NotThePlaceSubscription(
    `${why} This address answers only the waiting room's subscription, waitingPlaceChanged(eventId); send anything else to /graphql.`,
    code,
  );
};

function operationOf(query: string, operationName: string | null): OperationDefinitionNode {
  let document;
  try {
    document = parse(query, { maxTokens: 200 });
  } catch {
    return refuse('The query could not be parsed.', 'GRAPHQL_PARSE_FAILED');
  }
  const operations = document.definitions.filter((d) => d.kind === Kind.OPERATION_DEFINITION);
  if (operations.length !== document.definitions.length) return refuse('Fragments are not taken here.');
  const operation =
    operationName === null && operations.length === 1
      ? operations[0]
      : operations.find((o) => o.name?.value === operationName);
  if (!operation) return refuse('No single operation to run was named.');
  if (operation.operation !== 'subscription') return refuse('The operation is not a subscription.');
  return operation;
}

/** The fields asked of the place, as [response key, writer] pairs. */
function placeFields(selection: SelectionSetNode | undefined): [string, (place: PlaceView) => unknown][] {
  if (!selection) return refuse('waitingPlaceChanged needs a selection of WaitingPlace fields.');
  return selection.selections.map((s) => {
    if (s.kind !== Kind.FIELD || (s.directives?.length ?? 0) > 0 || s.selectionSet) {
      return refuse('Only plain WaitingPlace fields can be asked for.');
    }
    const writer = FIELDS[s.name.value];
    if (!writer) return refuse(`WaitingPlace has no field ${s.name.value}.`);
    return [s.alias?.value ?? s.name.value, writer];
  });
}

/** What a document asks: where its eventId comes from, and how to write each place. */
type Shape = { eventId: { literal: string } | { variable: string }; write: PlaceSubscription['write'] };

function shapeOf(query: string, operationName: string | null): Shape {
  const operation = operationOf(query, operationName);
  const [root, ...more] = operation.selectionSet.selections;
  if (!root || more.length > 0 || root.kind !== Kind.FIELD || root.name.value !== 'waitingPlaceChanged') {
    return refuse('The subscription must ask for waitingPlaceChanged alone.');
  }
  const argument = root.arguments?.find((a) => a.name.value === 'eventId')?.value;
  const eventId =
    argument?.kind === Kind.STRING
      ? { literal: argument.value }
      : argument?.kind === Kind.VARIABLE
        ? { variable: argument.name.value }
        : refuse('waitingPlaceChanged needs its eventId.');
  const key = root.alias?.value ?? root.name.value;
  const fields = placeFields(root.selectionSet);
  const write = (place: PlaceView | null) =>
    JSON.stringify({
      data: { [key]: place && Object.fromEntries(fields.map(([name, field]) => [name, field(place)])) },
    });
  return { eventId, write };
}

/**
 * The documents seen, with their shapes: a crowd sends the page's one document, parsed once and its writer shared
 * by every visitor. Bounded, so odd documents cannot fill the memory.
 */
const shapes = new Map<string, Shape>();
const MAX_SHAPES = 64;

/** Reads a GraphQL request body as the waiting page's subscription, or refuses it (NotThePlaceSubscription). */
export function placeSubscriptionOf(query: unknown, variables: unknown, operationName: unknown): PlaceSubscription {
  if (typeof query !== 'string') return refuse('The request has no query.');
  const name = typeof operationName === 'string' ? operationName : null;
  const cacheKey = `${name ?? ''}\n${query}`;
  let shape = shapes.get(cacheKey);
  if (!shape) {
    shape = shapeOf(query, name);
    if (shapes.size < MAX_SHAPES) shapes.set(cacheKey, shape);
  }
  const vars = typeof variables === 'object' && variables !== null ? (variables as Record<string, unknown>) : {};
  const value = 'literal' in shape.eventId ? shape.eventId.literal : vars[shape.eventId.variable];
  if (typeof value !== 'string' || value === '') return refuse('waitingPlaceChanged needs its eventId.');
  // As /graphql does: an id that is no uuid is refused here, not handed to PostgreSQL to fail on.
  if (!isUuid(value)) throw new NotThePlaceSubscription('eventId is not an event’s id.', 'BAD_USER_INPUT');
  return { eventId: value, write: shape.write };
}
