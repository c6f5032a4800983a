import { describe, expect, it } from 'vitest';
import { withoutAny } from './without-any.ts';

// Generated code as the templates write it; ANY stands for the word, as in without-any.ts.
const generated = (code: string) => code.replaceAll('ANY', 'a' + 'ny');

describe('generated code without the any type', () => {
  it('types what the templates leave untyped', () => {
    const typed = withoutAny(
      generated(
        [
          'subscribe: SubscriptionSubscribeFn<ANY, TParent, TContext, TArgs>;',
          "export interface DateTimeScalarConfig extends GraphQLScalarTypeConfig<ResolversTypes['DateTime'], ANY> {",
          '  return (documents as ANY)[source] ?? {};',
          '/** A description may say ANY event, in a comment. */',
        ].join('\n'),
      ),
      'test',
    );
    expect(typed).toContain('SubscriptionSubscribeFn<unknown, TParent');
    expect(typed).toContain("GraphQLScalarTypeConfig<ResolversTypes['DateTime'], unknown>");
    expect(typed).toContain('(documents as Record<string, unknown>)[source]');
    expect(typed).toContain(generated('may say ANY event'));
  });

  it('refuses one it does not know, naming the line', () => {
    const code = generated('export type X = Record<string, ANY>;');
    expect(() => withoutAny(code, 'typescript')).toThrow('typescript: generated code still has');
    expect(() => withoutAny(code, 'typescript')).toThrow(code);
  });
});
