import { ErrorCode } from '@admit/shared';
import { costLimitRule } from '@escape.tech/graphql-armor-cost-limit';
import { maxAliasesRule } from '@escape.tech/graphql-armor-max-aliases';
import { maxDepthRule } from '@escape.tech/graphql-armor-max-depth';
import { maxDirectivesRule } from '@escape.tech/graphql-armor-max-directives';
import { maxTokensPlugin } from '@escape.tech/graphql-armor-max-tokens';
import type { GraphQLError, ValidationRule } from 'graphql';
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

/** GraphQL Armor's limits, checked at parse (tokens) and validation (the rest): a refused operation never executes. */
export function queryLimitPlugins(limits: QueryLimits = QUERY_LIMITS): Plugin[] {
  return [
    maxTokensPlugin({ n: limits.tokens, onReject }),
    {
      onValidate({ addValidationRule }) {
        for (const rule of queryLimitRules(limits)) addValidationRule(rule);
      },
    },
  ];
}
