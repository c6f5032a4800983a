/**
 * `npm run codegen`: types for both sides from the API's schema (the modules'
 * schema.graphql files). `npm test` runs it with --check, so generated code
 * that is stale, or a web document asking for a field the schema lacks, fails.
 */
import { readdirSync, readFileSync } from 'node:fs';
import type { CodegenConfig } from '@graphql-codegen/cli';
import { preset as clientPreset } from '@graphql-codegen/client-preset';
import { typedPreset } from './scripts/codegen/without-any.ts';

const schema = ['apps/api/src/graphql/root.graphql', 'apps/api/src/modules/*/schema.graphql'];

/** The features (folders under apps/web/src/features) that write GraphQL documents with `graphql()`. */
const webFeatures = readdirSync('apps/web/src/features', { withFileTypes: true })
  .filter((entry) => entry.isDirectory())
  .map((entry) => entry.name)
  .filter((feature) =>
    readdirSync(`apps/web/src/features/${feature}`, { recursive: true, encoding: 'utf8' }).some(
      (file) =>
        /\.tsx?$/.test(file) &&
        !file.startsWith('gql/') &&
        readFileSync(`apps/web/src/features/${feature}/${file}`, 'utf8').includes('graphql(`'),
    ),
  );

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
      // The templates' few `any`s are typed precisely as they are generated (scripts/codegen/without-any.ts).
      preset: typedPreset(),
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
          PromoCode: `${modules}/promo-codes/presenter.ts#PromoCodeView`,
          CodeOffer: `${modules}/promo-codes/offer.ts#CodeOffer`,
          Question: `${modules}/questions/tables.ts#QuestionRow`,
          OrderAnswer: `${modules}/orders/answers-repo.ts#AnswerView`,
          Order: `${modules}/orders/presenter.ts#OrderView`,
          OrderLine: `${modules}/orders/tables.ts#OrderLineRow`,
          Refund: `${modules}/orders/tables.ts#RefundRow`,
          Reservation: `${modules}/orders/resolvers.ts#ReservationView`,
          PaymentSession: `${modules}/orders/service.ts#PaymentSession`,
          Ticket: `${modules}/tickets/service.ts#TicketView`,
          TicketTransfer: `${modules}/transfers/tables.ts#TicketTransferRow`,
          OrderDetailTicket: `${modules}/order-detail/presenter.ts#OrderDetailTicketView`,
          TicketOffer: `${modules}/transfers/accept.ts#TransferInvitation`,
          WaitingListEntry: `${modules}/waiting-list/presenter.ts#WaitingListEntryView`,
          WaitingListJoined: `${modules}/waiting-list/presenter.ts#WaitingListJoinedView`,
          WaitingListOffer: `${modules}/waiting-list/presenter.ts#WaitingListOfferView`,
          CheckInList: `${modules}/checkin/tables.ts#CheckInListRow`,
          CheckInCounts: `${modules}/checkin/service.ts#CheckInCountsView`,
          CheckInResult: `${modules}/checkin/scan.ts#CheckInResultView`,
          CheckInTicket: `${modules}/checkin/scan.ts#CheckInTicketView`,
          ScannerData: `${modules}/checkin/service.ts#ScannerDataView`,
          ScannableEvent: `${modules}/events/tables.ts#EventRow`,
          BulkAction: `${modules}/bulk-actions/service.ts#BulkActionView`,
          Message: `${modules}/messages/presenter.ts#MessageView`,
          MessageRecipient: `${modules}/messages/presenter.ts#RecipientView`,
          PublicWaitingRoom: `${modules}/waiting-room/service.ts#PublicWaitingRoomView`,
          WaitingRoom: `${modules}/waiting-room/service.ts#ManagedWaitingRoomView`,
          WaitingPlace: `${modules}/waiting-room/place-view.ts#PlaceView`,
        },
      },
    },
    // The web app: each feature's operations and fragments, written with `graphql()`, typed with fragment
    // masking, in a gql/ folder of its own. A page then carries only its features' documents. The masking
    // helpers are one hand-written module for every feature (apps/web/src/lib/fragment-masking.ts), not a
    // generated copy per feature.
    ...Object.fromEntries(
      webFeatures.map((feature) => [
        `apps/web/src/features/${feature}/gql/`,
        {
          documents: [`apps/web/src/features/${feature}/**/*.{ts,tsx}`, `!apps/web/src/features/${feature}/gql/**`],
          preset: typedPreset(clientPreset),
          presetConfig: { gqlTagName: 'graphql', fragmentMasking: false },
          config: {
            // Masked fragment types without the preset's per-feature helpers.
            inlineFragmentTypes: 'mask',
            useTypeImports: true,
            enumsAsTypes: true,
            // Generated types name only what operations use; the schema's scalars arrive as strings.
            scalars: { DateTime: 'string', File: 'File' },
          },
        },
      ]),
    ),
    // The API's tests: their operations and fragments, written with `graphql()`, so a schema change that breaks
    // one fails to compile. Tests that send malformed or unusual documents on purpose keep plain strings.
    'apps/api/src/test/gql/': {
      documents: [
        'apps/api/src/test/**/*.ts',
        'apps/api/src/**/*.test.ts',
        '!apps/api/src/test/gql/**',
        // Apollo Client's own documents (gql from @apollo/client), which that test sends through Apollo itself.
        '!apps/api/src/graphql/apollo-transport.test.ts',
      ],
      preset: typedPreset(clientPreset),
      presetConfig: { gqlTagName: 'graphql', fragmentMasking: false },
      config: {
        useTypeImports: true,
        enumsAsTypes: true,
        scalars: { DateTime: 'string', File: 'File' },
      },
    },
  },
};

export default config;
