import { ErrorCode } from '@admit/shared';
import { costLimitRule } from '@escape.tech/graphql-armor-cost-limit';
import { maxAliasesRule } from '@escape.tech/graphql-armor-max-aliases';
import { maxDepthRule } from '@escape.tech/graphql-armor-max-depth';
import { maxDirectivesRule } from '@escape.tech/graphql-armor-max-directives';
import { maxTokensPlugin } from '@escape.tech/graphql-armor-max-tokens';
import {
  Kind,
  TypeInfo,
  validate,
  visit,
  visitWithTypeInfo,
  type ArgumentNode,
  type DocumentNode,
  type GraphQLError,
  type GraphQLSchema,
  type ValidationRule,
  type ValueNode,
} from 'graphql';
import type { Plugin } from 'graphql-yoga';

/**
 * What one operation may ask for. The web app's heaviest operations use depth 8, no aliases or directives,
 * about 130 tokens and a cost of about 440 (GraphQL Armor's default weights); `query-limits.test.ts` keeps every
 * one of them within two-thirds of each limit. An attacker gets no more: 20,000 aliases of an unlock-code guess,
 * or fifty aliased pages of rendered descriptions, are refused before anything runs.
 */
export const QUERY_LIMITS = {
  depth: 12,
  aliases: 10,
  directives: 10,
  tokens: 1000,
  cost: 1500,
} as const;

/** Armor throws its own GraphQLError; this gives it the stable code clients switch on before it is thrown. */
function tooComplex(_context: unknown, error: GraphQLError): void {
  (error.extensions as Record<string, unknown>)['code'] = ErrorCode.QUERY_TOO_COMPLEX;
}

const onReject = [tooComplex];

export type QueryLimits = { [K in keyof typeof QUERY_LIMITS]: number };

/** Depth, aliases, directives and cost, as validation rules (tokens are counted earlier, while parsing). */
export function queryLimitRules(limits: QueryLimits = QUERY_LIMITS): ValidationRule[] {
  return [
    maxDepthRule({ n: limits.depth, onReject, flattenFragments: true }),
    maxAliasesRule({ n: limits.aliases, onReject }),
    maxDirectivesRule({ n: limits.directives, onReject }),
    costLimitRule({ maxCost: limits.cost, onReject, flattenFragments: true }),
  ];
}

/** The arguments GraphQL Armor multiplies a field's cost by (the size of the page it asks for). */
const PAGE_SIZE_ARGUMENTS = new Set(['first', 'last']);

function intOf(value: ValueNode | undefined): number | undefined {
  return value?.kind === Kind.INT ? Number(value.value) : undefined;
}

/**
 * The document as its cost must be counted. GraphQL Armor multiplies a field's cost by `first` only where the
 * query writes the number out: `first: $first`, or `first` left to its default, counts as one. So, in a copy of
 * the document, every page size becomes the number the request will really use: the variable's value, else the
 * variable's default, else the argument's default in the schema.
 */
export function withPageSizes(
  schema: GraphQLSchema,
  document: DocumentNode,
  variables: Readonly<Record<string, unknown>>,
): DocumentNode {
  const variableDefaults = new Map<string, number | undefined>();
  for (const definition of document.definitions) {
    if (definition.kind !== Kind.OPERATION_DEFINITION) continue;
    for (const v of definition.variableDefinitions ?? []) {
      variableDefaults.set(v.variable.name.value, intOf(v.defaultValue));
    }
  }
  const typeInfo = new TypeInfo(schema);
  return visit(
    document,
    visitWithTypeInfo(typeInfo, {
      Field(node) {
        const pageArguments = typeInfo.getFieldDef()?.args.filter((a) => PAGE_SIZE_ARGUMENTS.has(a.name)) ?? [];
        if (pageArguments.length === 0) return undefined;
        const args = [...(node.arguments ?? [])];
        let changed = false;
        for (const definition of pageArguments) {
          const at = args.findIndex((a) => a.name.value === definition.name);
          const written = args[at]?.value;
          let size: unknown;
          if (written?.kind === Kind.VARIABLE) {
            const name = written.name.value;
            size = variables[name] ?? variableDefaults.get(name);
          } else if (!written) {
            size = definition.defaultValue;
          }
          if (typeof size !== 'number' || !Number.isSafeInteger(size)) continue;
          const literal: ArgumentNode = {
            kind: Kind.ARGUMENT,
            name: { kind: Kind.NAME, value: definition.name },
            value: { kind: Kind.INT, value: String(Math.max(size, 1)) },
          };
          if (at >= 0) args[at] = literal;
          else args.push(literal);
          changed = true;
        }
        return changed ? { ...node, arguments: args } : undefined;
      },
    }),
  );
}

/** The cost limit's refusal of a (page-sized) document, or none. */
export function costErrors(schema: GraphQLSchema, document: DocumentNode, maxCost: number): GraphQLError[] {
  const refused: GraphQLError[] = [];
  const rule = costLimitRule({
    maxCost,
    flattenFragments: true,
    propagateOnRejection: false,
    onReject: [tooComplex, (_context, error) => void refused.push(error)],
  });
  validate(schema, document, [rule]);
  return refused;
}

/** Each document's cost verdicts, by the variables they were reached with (bounded: variables are the client's). */
const costVerdicts = new WeakMap<DocumentNode, Map<string, GraphQLError[]>>();
const MAX_VERDICTS_PER_DOCUMENT = 200;

/** Documents whose every page size is written out as a number. */
const writtenOut = new WeakSet<DocumentNode>();
/** Variables that all say 1: a document that sizing with them changes has a page size left to fill in. */
const ONE_FOR_EVERY_VARIABLE: Record<string, unknown> = new Proxy({}, { get: () => 1 });

/**
 * GraphQL Armor's limits: tokens at parse; depth, aliases, directives and the cost of the page sizes written out
 * at validation (cached by Yoga per document); then, before execution, the cost again with the page sizes the
 * variables and defaults ask for (it depends on each request's variables, so it is not a validation rule, whose
 * answer Yoga would cache for the document). A refused operation never executes.
 */
export function queryLimitPlugins(limits: QueryLimits = QUERY_LIMITS): Plugin[] {
  return [
    maxTokensPlugin({ n: limits.tokens, onReject }),
    {
      onValidate({ addValidationRule }) {
        for (const rule of queryLimitRules(limits)) addValidationRule(rule);
      },
      onExecute({ args, setResultAndStopExecution }) {
        // Yoga reuses a parsed document across requests: one whose page sizes are all written out (the event
        // page's has none) was costed in full at validation, and is not looked at again.
        if (writtenOut.has(args.document)) return;
        if (withPageSizes(args.schema, args.document, ONE_FOR_EVERY_VARIABLE) === args.document) {
          writtenOut.add(args.document);
          return;
        }
        const variables = (args.variableValues ?? {}) as Record<string, unknown>;
        // The verdict depends on the document and its page sizes alone: a page of the home page's rows asks again
        // and again with the same ones.
        let verdicts = costVerdicts.get(args.document);
        if (!verdicts) {
          verdicts = new Map();
          costVerdicts.set(args.document, verdicts);
        }
        const sizes = JSON.stringify(variables);
        let errors = verdicts.get(sizes);
        if (!errors) {
          errors = costErrors(args.schema, withPageSizes(args.schema, args.document, variables), limits.cost);
          if (verdicts.size >= MAX_VERDICTS_PER_DOCUMENT) verdicts.clear();
          verdicts.set(sizes, errors);
        }
        if (errors.length > 0) setResultAndStopExecution({ errors });
      },
    },
  ];
}
