import { createInMemoryCache, type Cache } from '@graphql-yoga/plugin-response-cache';
import { Kind, parse, type DocumentNode } from 'graphql';
import { LRUCache } from 'lru-cache';
import type { WriteSettling } from './write-settling.ts';

/** What the response cache records of an answer: a type, or one object of it by id. */
type CacheEntityRecord = Parameters<Cache['invalidate']>[0] extends Iterable<infer E> ? E : never;

/** How many answers are kept; the oldest unused go first. */
const MAX_ANSWERS = 5000;

/**
 * The cache of public reads: anonymous GraphQL answers (graphql-yoga's response cache keeps them here) and, on top
 * of them, the server-rendered pages made from those answers. Never stale after a write:
 * - every write that a public read may show is announced by the database when it commits (the change feed,
 *   migrations/0008), and the answers showing what it touched are forgotten (`forget`);
 * - an answer computed while something was forgotten is not kept: it may have read the rows from before;
 * - an answer that changes by itself (a sale opening) is kept only until then (the request's Freshness).
 */
export type ReadCache = Cache & {
  /** Whether the answer stored under `key` (its ETag) is still kept, current. */
  isCurrent(key: string): boolean;
  /** Resolves once this instance's own writes have reached the cache: await it before serving a kept answer. */
  settled(): Promise<void>;
  /** Forgets the answers that showed what the change feed's payloads name (`event:<id>`, `lists`, `organizers`). */
  forget(payloads: Iterable<string>): void;
  /** Forgets everything: changes may have been missed (the change feed's connection was lost). */
  forgetAll(): void;
  /** Counts forgets: a page rendered while it moved may hold an answer from before the write. */
  generation(): number;
  /** Notes the root fields an operation asks for, so lists can be forgotten by what they list. */
  rememberRootFields(key: string, documentString: string): void;
};

/** What a change feed payload names, as the response cache records it. */
export function entitiesOf(payload: string): CacheEntityRecord[] {
  if (payload === 'lists') {
    return LIST_FIELDS.map((field) => ({ typename: ROOT, id: field }));
  }
  if (payload === 'organizers') return [{ typename: 'EventOrganizer' }];
  const event = /^event:([0-9a-f-]{36})$/.exec(payload);
  return event ? [{ typename: 'Event', id: event[1] ?? '' }] : [];
}

/** The root fields whose answers are lists of events: which events they hold changes with `lists`. */
const LIST_FIELDS = ['discoverEvents', 'featuredEvents'];
/** Root fields are recorded as entities of this type, by name. */
const ROOT = 'Query';

export function createReadCache(settling: WriteSettling | null = null): ReadCache {
  const answers = createInMemoryCache({ max: MAX_ANSWERS });
  /** The generation each missed key was first looked up at: what its answer, once computed, may be older than. */
  const missedAt = new LRUCache<string, number>({ max: MAX_ANSWERS * 2 });
  const rootFields = new LRUCache<string, readonly string[]>({ max: MAX_ANSWERS * 2 });
  const fieldsOfDocument = new LRUCache<string, readonly string[]>({ max: 500 });
  let forgets = 0;

  const forgetEntities = (entities: Iterable<CacheEntityRecord>) => {
    forgets += 1;
    return answers.invalidate(entities);
  };

  const lookUp = (key: string) => {
    const answer = answers.get(key) as ReturnType<Cache['get']>;
    if (!answer && !missedAt.has(key)) missedAt.set(key, forgets);
    return answer;
  };

  return {
    get(key) {
      // A lookup waits for this instance's own writes to reach the cache (write-settling.ts): a kept answer from
      // before them is not served, and one computed now is not forgotten a moment later by their late announcement.
      if (!settling) return lookUp(key);
      return settling.beforeCachedRead().then(() => lookUp(key));
    },
    set(key, result, entities, ttl) {
      const since = missedAt.get(key);
      missedAt.delete(key);
      // Computed while a write's change was being forgotten, or by a request that never looked first: not kept.
      if (since === undefined || since !== forgets) return;
      const roots = (rootFields.get(key) ?? []).map((field) => ({ typename: ROOT, id: field }));
      return answers.set(key, result, [...entities, ...roots], ttl);
    },
    invalidate: forgetEntities,
    isCurrent: (key) => answers.get(key) != null,
    settled: () => settling?.beforeCachedRead() ?? Promise.resolve(),
    forget(payloads) {
      const entities = [...payloads].flatMap(entitiesOf);
      if (entities.length > 0) void forgetEntities(entities);
    },
    forgetAll() {
      // Every kept answer holds at least one of these: a page's event, or a list.
      void forgetEntities([{ typename: 'Event' }, ...LIST_FIELDS.map((field) => ({ typename: ROOT, id: field }))]);
    },
    generation: () => forgets,
    rememberRootFields(key, documentString) {
      let fields = fieldsOfDocument.get(documentString);
      if (!fields) {
        fields = rootFieldNames(documentString);
        fieldsOfDocument.set(documentString, fields);
      }
      rootFields.set(key, fields);
    },
  };
}

/** The fields an operation's selection asks of Query, by name (not alias); none when it does not parse. */
function rootFieldNames(documentString: string): readonly string[] {
  let document: DocumentNode;
  try {
    document = parse(documentString);
  } catch {
    return [];
  }
  const names = new Set<string>();
  for (const definition of document.definitions) {
    if (definition.kind !== Kind.OPERATION_DEFINITION) continue;
    for (const selection of definition.selectionSet.selections) {
      if (selection.kind === Kind.FIELD) names.add(selection.name.value);
      // Fragments on Query are not followed: an answer through one is forgotten with its events, and within TTL.
    }
  }
  return [...names];
}
