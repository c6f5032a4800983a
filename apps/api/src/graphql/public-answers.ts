import {
  isObjectType,
  Kind,
  TypeInfo,
  visit,
  visitWithTypeInfo,
  type DocumentNode,
  type GraphQLObjectType,
  type GraphQLSchema,
  type ObjectTypeDefinitionNode,
  type ObjectTypeExtensionNode,
} from 'graphql';
import type { Plugin } from 'graphql-yoga';
import type { Context, ServerContext } from './context.ts';

const PUBLIC = 'public';

const marked = (node: { directives?: readonly { name: { value: string } }[] } | null | undefined) =>
  !!node?.directives?.some((d) => d.name.value === PUBLIC);

/** The definition (the type's own, or one of its extensions) that declares the field. */
function declaringNode(
  type: GraphQLObjectType,
  field: string,
): ObjectTypeDefinitionNode | ObjectTypeExtensionNode | null {
  const nodes = [type.astNode, ...type.extensionASTNodes];
  return nodes.find((n) => n?.fields?.some((f) => f.name.value === field)) ?? null;
}

/** "Type.field" of every field marked @public, or declared in a definition marked @public. */
export function publicFieldsOf(schema: GraphQLSchema): ReadonlySet<string> {
  const fields = new Set<string>();
  for (const type of Object.values(schema.getTypeMap())) {
    if (!isObjectType(type) || type.name.startsWith('__')) continue;
    for (const field of Object.values(type.getFields())) {
      if (marked(field.astNode) || marked(declaringNode(type, field.name))) fields.add(`${type.name}.${field.name}`);
    }
  }
  return fields;
}

/**
 * Whether a document selects public fields only (in every operation and fragment it holds). __typename is public;
 * introspection is not (it is never kept).
 */
export function selectsOnlyPublic(
  schema: GraphQLSchema,
  publicFields: ReadonlySet<string>,
  document: DocumentNode,
): boolean {
  const typeInfo = new TypeInfo(schema);
  let onlyPublic = true;
  visit(
    document,
    visitWithTypeInfo(typeInfo, {
      [Kind.FIELD](node) {
        if (node.name.value === '__typename') return;
        const parent = typeInfo.getParentType();
        if (!parent || !publicFields.has(`${parent.name}.${node.name.value}`)) onlyPublic = false;
      },
    }),
  );
  return onlyPublic;
}

/** Requests whose answer holds a field not marked @public: never kept, never sent as public (server.ts). */
export const privateAnswers = new WeakSet<object>();

/**
 * The allowlist of what may be shared: an operation that selects any field not marked @public is answered for this
 * request alone. Its read is kept for no one (the read cache's freshness), and server.ts sends it `private, no-store`.
 * Runs before the read cache, which only ever holds answers of public fields.
 */
export function usePublicAnswers(): Plugin<Context & ServerContext> {
  const checked = new WeakMap<DocumentNode, boolean>();
  const publicFields = new WeakMap<GraphQLSchema, ReadonlySet<string>>();
  return {
    onExecute({ args }) {
      let fields = publicFields.get(args.schema);
      if (!fields) publicFields.set(args.schema, (fields = publicFieldsOf(args.schema)));
      let isPublic = checked.get(args.document);
      if (isPublic === undefined) {
        isPublic = selectsOnlyPublic(args.schema, fields, args.document);
        checked.set(args.document, isPublic);
      }
      if (isPublic) return;
      args.contextValue.freshness.keepForNoOne();
      privateAnswers.add(args.contextValue.req);
    },
  };
}
