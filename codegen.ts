/**
 * `npm run codegen`: types for both sides from the API's schema (the modules'
 * schema.graphql files). `npm test` runs it with --check, so generated code
 * that is stale, or a web document asking for a field the schema lacks, fails.
 */
import type { CodegenConfig } from '@graphql-codegen/cli';

const schema = ['apps/api/src/graphql/root.graphql', 'apps/api/src/modules/*/schema.graphql'];

// Paths in `mappers` are relative to the generated file.
const modules = '../../modules';

const config: CodegenConfig = {
  schema,
  ignoreNoDocuments: false,
  emitLegacyCommonJSImports: false,
  generates: {
    // The API: resolver signatures. A resolver map typed `Resolvers` must take each parent as the row (or view)
    // below and return what the schema says, or it does not compile.
    'apps/api/src/graphql/generated/resolvers.ts': {
      plugins: ['typescript', 'typescript-resolvers'],
      config: {
        useTypeImports: true,
        enumsAsTypes: true,
        contextType: '../context.ts#Context',
        // Mapped types are imported as <Name>Model, so a row type may share its GraphQL type's name.
        mapperTypeSuffix: 'Model',
        scalars: {
          DateTime: { input: 'Date', output: 'Date' },
          File: { input: 'File', output: 'never' },
        },
        mappers: {
          User: `${modules}/identity/tables.ts#UserRow`,
          Viewer: `${modules}/identity/viewer.ts#Viewer`,
          Organization: `${modules}/organizations/tables.ts#OrganizationRow`,
          OrganizationMember: `${modules}/organizations/presenter.ts#MemberView`,
          OrganizationInvitation: `${modules}/organizations/tables.ts#InvitationRow`,
          Event: `${modules}/events/tables.ts#EventRow`,
          EventOrganizer: `${modules}/organizations/tables.ts#OrganizationRow`,
          EventConnection: `${modules}/events/service.ts#EventConnection`,
          Image: `${modules}/media/presenter.ts#ImageView`,
          TicketType: `${modules}/ticket-types/presenter.ts#TicketTypeView`,
        },
      },
    },
    // The web app: every operation and fragment written with `graphql()`, typed, with fragment masking.
    'apps/web/src/gql/': {
      documents: ['apps/web/src/**/*.{ts,tsx}', '!apps/web/src/gql/**'],
      preset: 'client',
      presetConfig: {
        gqlTagName: 'graphql',
        fragmentMasking: { unmaskFunctionName: 'getFragmentData' },
      },
      config: {
        useTypeImports: true,
        enumsAsTypes: true,
        // Generated types name only what operations use; the schema's scalars arrive as strings.
        scalars: { DateTime: 'string', File: 'File' },
      },
    },
  },
};

export default config;
