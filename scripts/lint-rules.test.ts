import path from 'node:path';
import { ESLint } from 'eslint';
import { describe, expect, it } from 'vitest';

/*
 * The layer rules are only as good as their failures: each case is linted as if it were a file of the tree, and
 * must be refused (or let through) by the rule that guards it. The API's module direction and the web app's layers.
 */

const root = path.resolve(import.meta.dirname, '..');
const eslint = new ESLint({ cwd: root });

async function rulesBroken(filePath: string, code: string): Promise<string[]> {
  const [result] = await eslint.lintText(code, { filePath: path.join(root, filePath) });
  return (result?.messages ?? []).map((m) => m.ruleId ?? 'parse error');
}

describe('the layer rules', () => {
  it.each([
    [
      'an API module importing one above it',
      'apps/api/src/modules/identity/upward.ts',
      '../orders/payment-outcomes.ts',
    ],
    ['an API module importing its sibling', 'apps/api/src/modules/payments/sibling.ts', '../tickets/issue.ts'],
    ['an API module importing tables above it', 'apps/api/src/modules/events/upward.ts', '../ticket-types/tables.ts'],
    ["the web app's ui importing a feature", 'apps/web/src/ui/Upward.tsx', '../features/account/index.ts'],
  ])(
    'refuse %s',
    async (_, filePath, target) => {
      expect(await rulesBroken(filePath, `import * as above from '${target}';\nexport const x = above;\n`)).toContain(
        'boundaries/dependencies',
      );
    },
    60_000,
  );

  it.each([
    [
      "a repo importing a file that does a service's work",
      'apps/api/src/modules/orders/repo.ts',
      './payment-outcomes.ts',
    ],
    ['a loader importing access rules', 'apps/api/src/modules/orders/loaders.ts', './access.ts'],
    [
      'a service-role file importing GraphQL',
      'apps/api/src/modules/orders/payment-outcomes.ts',
      '../../graphql/errors.ts',
    ],
    ["the door's scans importing a resolver", 'apps/api/src/modules/checkin/scan.ts', './resolvers.ts'],
  ])(
    'refuse %s',
    async (_, filePath, target) => {
      expect(await rulesBroken(filePath, `import * as other from '${target}';\nexport const x = other;\n`)).toContain(
        '@typescript-eslint/no-restricted-imports',
      );
    },
    60_000,
  );

  it.each([
    ['an API module importing one below it', 'apps/api/src/modules/orders/downward.ts', '../identity/repo.ts'],
    ['an API module importing its own files', 'apps/api/src/modules/orders/own.ts', './repo.ts'],
    ["a repo importing another module's tables", 'apps/api/src/modules/orders/repo.ts', '../events/tables.ts'],
    ['a loader importing db helpers', 'apps/api/src/modules/orders/loaders.ts', '../../db/batch.ts'],
  ])(
    'let through %s',
    async (_, filePath, target) => {
      expect(await rulesBroken(filePath, `import * as below from '${target}';\nexport const x = below;\n`)).toEqual([]);
    },
    60_000,
  );
});
