import { readFileSync } from 'node:fs';
import { getNamedType, type GraphQLResolveInfo } from 'graphql';
import { createSchema } from 'graphql-yoga';
import { badUserInput, DomainError } from '../common/errors.ts';
import { isUuid } from '../db/uuid.ts';
import type { Context, ServerContext } from './context.ts';
import { domainErrorToGraphQL } from './errors.ts';
import type { Resolvers } from './generated/resolvers.ts';
import { DateTime } from './scalars.ts';
import { eventResolvers } from '../modules/events/resolvers.ts';
import { identityResolvers } from '../modules/identity/resolvers.ts';
import { mediaResolvers } from '../modules/media/resolvers.ts';
import { organizationResolvers } from '../modules/organizations/resolvers.ts';
import { promoCodeResolvers } from '../modules/promo-codes/resolvers.ts';
import { transferResolvers } from '../modules/transfers/resolvers.ts';
import { waitingListResolvers } from '../modules/waiting-list/resolvers.ts';
import { questionResolvers } from '../modules/questions/resolvers.ts';
import { ticketTypeResolvers } from '../modules/ticket-types/resolvers.ts';
import { waitingRoomResolvers } from '../modules/waiting-room/resolvers.ts';
import { orderResolvers } from '../modules/orders/resolvers.ts';
import { ticketResolvers } from '../modules/tickets/resolvers.ts';
import { checkInResolvers } from '../modules/checkin/resolvers.ts';
import { refundResolvers } from '../modules/refunds/resolvers.ts';
import { bulkActionResolvers } from '../modules/bulk-actions/resolvers.ts';
import { orderDetailResolvers } from '../modules/order-detail/resolvers.ts';
import { staffOrderResolvers } from '../modules/staff-orders/resolvers.ts';
import { auditLogResolvers } from '../modules/audit-log/resolvers.ts';
import { dashboardResolvers } from '../modules/dashboard/resolvers.ts';
import { messageResolvers } from '../modules/messages/resolvers.ts';

const schemaFile = (path: string) => readFileSync(new URL(path, import.meta.url), 'utf8');
const moduleSchema = (module: string) => schemaFile(`../modules/${module}/schema.graphql`);

// Each module owns its schema file and resolvers; adding a module means adding it here (and to codegen.ts).
const modules: { typeDefs: string; resolvers: Resolvers }[] = [
  { typeDefs: moduleSchema('identity'), resolvers: identityResolvers },
  { typeDefs: moduleSchema('organizations'), resolvers: organizationResolvers },
  { typeDefs: moduleSchema('media'), resolvers: mediaResolvers },
  { typeDefs: moduleSchema('events'), resolvers: eventResolvers },
  { typeDefs: moduleSchema('promo-codes'), resolvers: promoCodeResolvers },
  { typeDefs: moduleSchema('questions'), resolvers: questionResolvers },
  { typeDefs: moduleSchema('ticket-types'), resolvers: ticketTypeResolvers },
  { typeDefs: moduleSchema('waiting-room'), resolvers: waitingRoomResolvers },
  { typeDefs: moduleSchema('orders'), resolvers: orderResolvers },
  { typeDefs: moduleSchema('tickets'), resolvers: ticketResolvers },
  { typeDefs: moduleSchema('refunds'), resolvers: refundResolvers },
  { typeDefs: moduleSchema('checkin'), resolvers: checkInResolvers },
  { typeDefs: moduleSchema('transfers'), resolvers: transferResolvers },
  { typeDefs: moduleSchema('waiting-list'), resolvers: waitingListResolvers },
  { typeDefs: moduleSchema('bulk-actions'), resolvers: bulkActionResolvers },
  { typeDefs: moduleSchema('order-detail'), resolvers: orderDetailResolvers },
  { typeDefs: moduleSchema('staff-orders'), resolvers: staffOrderResolvers },
  { typeDefs: moduleSchema('audit-log'), resolvers: auditLogResolvers },
  { typeDefs: moduleSchema('dashboard'), resolvers: dashboardResolvers },
  { typeDefs: moduleSchema('messages'), resolvers: messageResolvers },
];

type FieldResolver = (
  parent: unknown,
  args: Record<string, unknown>,
  ctx: Context,
  info: GraphQLResolveInfo,
) => unknown;

/** Each field's ID arguments (ID, ID!, [ID!]…), read from the schema once per field. */
const idArgumentsOf = new WeakMap<object, string[]>();

function idArguments(info: GraphQLResolveInfo): string[] {
  const field = info.parentType.getFields()[info.fieldName];
  if (!field) return [];
  let names = idArgumentsOf.get(field);
  if (!names) {
    names = field.args.filter((arg) => getNamedType(arg.type).name === 'ID').map((arg) => arg.name);
    idArgumentsOf.set(field, names);
  }
  return names;
}

/** The path of the first string inside `value` holding a NUL character, or null. */
function nulPath(value: unknown, path: string): string | null {
  if (typeof value === 'string') return value.includes('\u0000') ? path : null;
  if (Array.isArray(value)) {
    for (const item of value) {
      const found = nulPath(item, path);
      if (found) return found;
    }
    return null;
  }
  // Only plain input objects: an upload's File is not walked.
  if (value && Object.getPrototypeOf(value) === Object.prototype) {
    for (const [key, item] of Object.entries(value)) {
      const found = nulPath(item, key);
      if (found) return found;
    }
  }
  return null;
}

/**
 * Two things PostgreSQL would refuse as an internal error, refused first as bad input naming the field, for every
 * field of the schema:
 * - an ID that is not a UUID (every id in Admit is a UUID column);
 * - a string holding a NUL character, which PostgreSQL's text cannot store (a form never sends one).
 */
function refuseMalformedArguments(args: Record<string, unknown>, info: GraphQLResolveInfo): void {
  // Most resolved fields (an event's organizer, a ticket's availability) take no arguments: nothing to look at.
  if (Object.keys(args).length === 0) return;
  const refused: Record<string, string> = {};
  for (const name of idArguments(info)) {
    const value = args[name];
    const values: unknown[] = Array.isArray(value) ? value : [value];
    if (values.some((v) => typeof v === 'string' && !isUuid(v))) refused[name] = 'That is not a valid id.';
  }
  for (const [name, value] of Object.entries(args)) {
    const path = nulPath(value, name);
    if (path && !refused[path]) refused[path] = 'Remove the invisible control character (NUL) from this text.';
  }
  if (Object.keys(refused).length > 0) throw badUserInput(refused);
}

/** A service's domain error leaves the resolver as the GraphQL error it stands for (graphql/errors.ts). */
function translated(error: unknown): unknown {
  return error instanceof DomainError ? domainErrorToGraphQL(error) : error;
}

type SubscriptionField = { subscribe: FieldResolver; resolve?: FieldResolver };

/**
 * A subscription field: its arguments refused like any field's, and a domain error on subscribing (not signed in,
 * not a member) answered as its GraphQL error, before any stream starts.
 */
function preparedSubscription(field: string, value: unknown): SubscriptionField {
  const { subscribe, resolve } = (value ?? {}) as Partial<SubscriptionField>;
  if (typeof subscribe !== 'function') throw new Error(`Subscription.${field} must have a subscribe function`);
  return {
    subscribe: async (parent, args, ctx, info) => {
      try {
        refuseMalformedArguments(args, info);
        return await subscribe(parent, args, ctx, info);
      } catch (error) {
        throw translated(error);
      }
    },
    ...(resolve ? { resolve } : {}),
  };
}

/**
 * Every field resolver of a module, as the schema runs it:
 * - a domain error becomes its GraphQL error as it leaves the resolver, so
 *   Yoga sees an expected error, not a crash (sync resolvers stay sync);
 * - reads after a write must see it: once a mutation's service call is done,
 *   every loader of the request and the role cache forget what they read,
 *   and the read cache has caught up with the database's change feed, before
 *   the mutation's result is resolved. Services never clear caches.
 */
function prepared(resolvers: Resolvers): Record<string, Record<string, FieldResolver | SubscriptionField>> {
  const out: Record<string, Record<string, FieldResolver | SubscriptionField>> = {};
  for (const [typeName, fields] of Object.entries(resolvers)) {
    const wrapped: Record<string, FieldResolver | SubscriptionField> = {};
    for (const [field, resolve] of Object.entries(fields as Record<string, unknown>)) {
      if (typeName === 'Subscription') {
        wrapped[field] = preparedSubscription(field, resolve);
        continue;
      }
      if (typeof resolve !== 'function') throw new Error(`${typeName}.${field} must be a function`);
      const run = resolve as FieldResolver;
      const afterWrite = typeName === 'Mutation';
      wrapped[field] = (parent, args, ctx, info) => {
        const done = () => {
          if (afterWrite) {
            ctx.loaders.clearAll();
            ctx.roles.clear();
          }
        };
        let result: unknown;
        try {
          refuseMalformedArguments(args, info);
          result = run(parent, args, ctx, info);
        } catch (error) {
          done();
          throw translated(error);
        }
        if (afterWrite) {
          // The write has committed; reads that follow, this person's or anyone's, must not be served from before
          // it: the next answer this instance's read cache gives waits until it has forgotten what changed.
          return Promise.resolve(result).then(
            (value) => {
              done();
              ctx.noteWrite();
              return value;
            },
            (error: unknown) => {
              done();
              ctx.noteWrite();
              throw translated(error);
            },
          );
        }
        if (result instanceof Promise) {
          return result.then(
            (value) => (done(), value),
            (error: unknown) => {
              done();
              throw translated(error);
            },
          );
        }
        done();
        return result;
      };
    }
    out[typeName] = wrapped;
  }
  return out;
}

export function buildSchema() {
  return createSchema<ServerContext & Context>({
    typeDefs: [schemaFile('./root.graphql'), ...modules.map((m) => m.typeDefs)],
    resolvers: [{ DateTime }, ...modules.map((m) => prepared(m.resolvers))],
  });
}
