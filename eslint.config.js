import js from '@eslint/js';
import boundaries from 'eslint-plugin-boundaries';
import { importX, createNodeResolver } from 'eslint-plugin-import-x';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';
// The codes themselves, so the rule below knows every one (Node 24 strips the file's types).
import { ERROR_CODES } from './packages/shared/src/error-codes.ts';

/** `from` may import the element types listed (anything may import @admit/shared and other packages). */
const layer = (from, to) => ({
  from: { element: { type: from } },
  allow: { to: { element: { types: { anyOf: to } } } },
});

/** The Firebase SDK loads only when a session needs it: lib/session/session.ts imports it, lazily. */
const FIREBASE_SDK_ONLY_LAZILY = {
  group: ['**/session/firebase-auth*'],
  allowTypeImports: true,
  message: 'Use loadAuth() from lib/session/session.ts: the SDK must stay out of public pages.',
};

/** Who may import whom in the web app. The last matching policy decides. */
const webLayers = [
  layer('app', ['feature', 'ui', 'lib']),
  layer('pages', ['feature', 'ui', 'lib']),
  layer('feature', ['feature', 'ui', 'lib']),
  layer('ui', ['lib']),
  layer('lib', []),
  layer('test', ['ui', 'lib']),
  // A feature is reached from outside only through its index.ts, its public face.
  {
    disallow: { to: { element: { type: 'feature' } } },
    message: "Import another feature through its index.ts, the feature's public face.",
  },
  {
    from: { element: { types: { anyOf: ['app', 'pages', 'feature'] } } },
    allow: { to: { element: { type: 'feature', fileInternalPath: 'index.ts' } } },
  },
];

/**
 * The API's modules, lowest first. A module imports only from modules of lower rank (tables included); a lower one
 * learns of a higher one's work only through a domain event (common/domain-events.ts). Modules sharing a rank
 * import neither from the other. docs/ARCHITECTURE.md draws the same picture.
 */
export const API_MODULE_RANKS = [
  // The audit log sits with mail at the bottom: every module records its changes there.
  ['mail', 'audit'],
  ['identity'],
  ['organizations'],
  ['media'],
  ['events'],
  // An event's promo codes: what they price and reveal (ticket types show them, checkout takes their uses).
  // An event's checkout questions (orders keep the answers).
  ['promo-codes', 'questions'],
  ['ticket-types'],
  // The on-sale's waiting room: places, passes; checkout asks it whether a reserve may go ahead.
  ['waiting-room'],
  ['orders'],
  ['payments', 'tickets'],
  // The waiting list offers places back as checkout's own holds (refunds and check-in beside it never need it).
  ['refunds', 'checkin', 'waiting-list'],
  // The back office's order detail (reads and acts across orders, tickets, refunds and check-in), and its exports
  // (read the same, as files).
  // Passing tickets on: offers, accepts and reissues, judged with check-ins and refunds under way.
  ['order-detail', 'exports', 'transfers'],
  // Bulk actions do many orders' refunds, cancels and mails at once, through those modules' own functions; staff
  // orders (pay later, mark paid) reserve and settle through checkout's and the order detail's.
  // The audit log screen reads every module's records and names what they are about.
  // The live dashboard reads the rollups every change writes (by trigger) beside what it counts.
  ['bulk-actions', 'staff-orders', 'audit-log', 'dashboard', 'messages'],
];

const apiModule = (name) => `api-${name}`;

/** For each module: no import from its rank or above (its own files excepted, which the element type allows). */
const apiModuleDirection = API_MODULE_RANKS.flatMap((rank, level) =>
  rank.map((name) => ({
    from: { element: { type: apiModule(name) } },
    disallow: {
      to: {
        element: {
          types: {
            anyOf: API_MODULE_RANKS.slice(level)
              .flat()
              .filter((other) => other !== name)
              .map(apiModule),
          },
        },
      },
    },
    message: `A module imports only from the modules below it (eslint.config.js, API_MODULE_RANKS); to set off a higher module's work, announce a domain event (common/domain-events.ts).`,
  })),
);

export default tseslint.config(
  {
    ignores: [
      '**/dist/**',
      '**/node_modules/**',
      'reports/**',
      'test-results/**',
      'playwright-report/**',
      '.data/**',
      // Written by `npm run codegen`, checked by `npm run codegen:check`.
      'apps/api/src/graphql/generated/**',
      'apps/web/src/features/*/gql/**',
      'apps/api/src/test/gql/**',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.strict,
  {
    languageOptions: { globals: { ...globals.node } },
    rules: {
      '@typescript-eslint/no-explicit-any': 'error',
      '@typescript-eslint/consistent-type-imports': 'error',
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_' }],
    },
  },
  {
    // Plain browser script served as-is to the page, written in the style of the code it stands in for.
    files: ['e2e/support/**/*.js'],
    languageOptions: { globals: { ...globals.browser }, sourceType: 'script' },
    rules: { '@typescript-eslint/no-dynamic-delete': 'off', '@typescript-eslint/no-this-alias': 'off' },
  },
  {
    files: ['apps/web/**/*.{ts,tsx}'],
    languageOptions: { globals: { ...globals.browser } },
    plugins: { 'react-hooks': reactHooks },
    rules: reactHooks.configs.recommended.rules,
  },
  {
    // The web app's layers: app → features → ui / lib → @admit/shared, never backwards. A feature reaches
    // another feature only through that feature's index.ts. Each feature has its generated documents in gql/.
    files: ['apps/web/src/**/*.{ts,tsx}'],
    plugins: { boundaries },
    settings: {
      'boundaries/include': ['apps/web/src/**/*'],
      'boundaries/elements': [
        { type: 'app', pattern: 'apps/web/src/app' },
        { type: 'pages', pattern: 'apps/web/src/pages' },
        { type: 'feature', pattern: 'apps/web/src/features/*', capture: ['feature'] },
        { type: 'ui', pattern: 'apps/web/src/ui' },
        { type: 'lib', pattern: 'apps/web/src/lib' },
        { type: 'test', pattern: 'apps/web/src/test' },
      ],
    },
    rules: {
      'boundaries/dependencies': [2, { default: 'disallow', policies: webLayers }],
      'no-restricted-syntax': [
        'error',
        {
          // An API error code comes from @admit/shared's ErrorCode, so a typo cannot compile and a renamed
          // code is found by the compiler: its spelling as a string, anywhere (===, switch, includes), is refused.
          selector: `Literal[value=/^(${ERROR_CODES.join('|')})$/]`,
          message: 'Use the ErrorCode member from @admit/shared, not the code spelled as a string.',
        },
      ],
      // The Firebase SDK loads only when a session needs it: lib/session/session.ts imports it, lazily.
      '@typescript-eslint/no-restricted-imports': [
        'error',
        {
          patterns: [FIREBASE_SDK_ONLY_LAZILY],
        },
      ],
    },
  },
  {
    files: ['apps/web/src/lib/session/session.ts'],
    rules: { '@typescript-eslint/no-restricted-imports': 'off' },
  },
  {
    // The server-rendered pages and what only they show run on Preact's React API, without a router or
    // Apollo's React bindings: they link by loading pages and load the API client when they first need it.
    files: ['apps/web/src/pages/**/*.{ts,tsx}', 'apps/web/src/features/events/**/*.{ts,tsx}'],
    rules: {
      '@typescript-eslint/no-restricted-imports': [
        'error',
        {
          paths: [
            { name: 'react-router', message: 'Server-rendered pages have no router: link with <a href>.' },
            { name: '@apollo/client/react', message: 'Use loadApolloClient() from lib/apollo-client.ts.' },
          ],
          patterns: [FIREBASE_SDK_ONLY_LAZILY],
        },
      ],
    },
  },
  {
    // Tests may use the component-test helpers, whatever layer they test.
    files: ['apps/web/src/**/*.test.{ts,tsx}'],
    rules: {
      'boundaries/dependencies': [2, { default: 'disallow', policies: [layer('*', ['test']), ...webLayers] }],
    },
  },
  {
    // The API's modules have a direction (API_MODULE_RANKS), and no file imports itself back through others.
    files: ['apps/api/src/**/*.ts'],
    ignores: ['apps/api/src/**/*.test.ts'],
    plugins: { boundaries, 'import-x': importX },
    settings: {
      'boundaries/include': ['apps/api/src/modules/**/*'],
      'boundaries/elements': API_MODULE_RANKS.flat().map((name) => ({
        type: apiModule(name),
        pattern: `apps/api/src/modules/${name}`,
      })),
      'import-x/resolver-next': [createNodeResolver({ extensions: ['.ts', '.js'] })],
    },
    rules: {
      'boundaries/dependencies': [2, { default: 'allow', policies: apiModuleDirection }],
      'import-x/no-cycle': ['error', { ignoreExternal: true }],
    },
  },
  {
    // The API's layers, by role, whatever a file is called. Every module file but its resolvers, loaders, repo and
    // tables does a service's work (payment outcomes, refund processing, the door's scans, access checks): it owns
    // rules and transactions and knows nothing of GraphQL, taking a request scope and throwing domain errors
    // (common/), which graphql/errors.ts turns into GraphQL errors.
    files: ['apps/api/src/modules/**/*.ts', 'apps/api/src/common/**'],
    ignores: [
      'apps/api/src/modules/*/resolvers.ts',
      'apps/api/src/modules/*/loaders.ts',
      'apps/api/src/modules/*/repo.ts',
      'apps/api/src/modules/*/tables.ts',
      'apps/api/src/**/*.test.ts',
    ],
    rules: {
      '@typescript-eslint/no-restricted-imports': [
        'error',
        {
          paths: [
            { name: 'graphql', message: 'Services know nothing of GraphQL: throw a DomainError (common/errors.ts).' },
            { name: 'graphql-yoga', message: 'Services know nothing of GraphQL.' },
          ],
          patterns: [
            {
              group: ['**/graphql/**', '**/resolvers.ts', '**/loaders.ts'],
              message: 'Services know nothing of GraphQL, its context or its loaders; they take a RequestScope.',
            },
          ],
        },
      ],
    },
  },
  {
    // The waiting room's stream process is lean on purpose (a crowd of 50,000 on one process): it never loads the
    // API's server, schema, identity or payments. Its modules reach the room's reads, the feed and node:http only.
    files: ['apps/api/src/waiting-stream/**/*.ts'],
    ignores: ['apps/api/src/**/*.test.ts'],
    rules: {
      '@typescript-eslint/no-restricted-imports': [
        'error',
        {
          paths: ['fastify', 'graphql-yoga', 'firebase-admin', 'stripe'].map((name) => ({
            name,
            message: 'The waiting stream process stays lean: this belongs to the API process.',
          })),
          patterns: [
            {
              group: ['../server.ts', '../main.ts', '../http/**', '../graphql/**', '**/resolvers.ts', '**/service.ts'],
              message: 'The waiting stream process stays lean: reach the room through place-feed.ts and repo.ts.',
            },
          ],
        },
      ],
    },
  },
  {
    // Repos hold queries only, and loaders only read through them. A module's queries may be split by subject
    // (search-repo.ts, answers-repo.ts): each is a repo.
    files: [
      'apps/api/src/modules/*/repo.ts',
      'apps/api/src/modules/*/*-repo.ts',
      'apps/api/src/modules/*/loaders.ts',
      'apps/api/src/modules/*/tables.ts',
    ],
    rules: {
      '@typescript-eslint/no-restricted-imports': [
        'error',
        {
          paths: [{ name: 'graphql', message: 'Repos hold queries only.' }],
          patterns: [
            {
              // Whatever a module file is called, if it is not a repo or tables it does a service's work.
              group: [
                './*',
                '../*/*',
                '!./repo.ts',
                '!./*-repo.ts',
                '!./tables.ts',
                '!../*/repo.ts',
                '!../*/tables.ts',
                // What lies outside the modules (db/, common/) is let through, but GraphQL.
                '!../../**',
                '**/graphql/**',
              ],
              allowTypeImports: true,
              message: 'Repos hold queries only: rules live in services, which call repos, never the reverse.',
            },
            {
              // Not even its type: a repo or loader takes the Db it needs, never the whole request.
              group: ['**/common/scope.ts'],
              message: 'Repos and loaders take a Db, not the request scope.',
            },
          ],
        },
      ],
    },
  },
);
