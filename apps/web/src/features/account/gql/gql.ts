/* eslint-disable */
import * as types from './graphql.js';
import type { TypedDocumentNode as DocumentNode } from '@graphql-typed-document-node/core';

/**
 * Map of all GraphQL operations in the project.
 *
 * This map has several performance disadvantages:
 * 1. It is not tree-shakeable, so it will include all operations in the project.
 * 2. It is not minifiable, so the string of a GraphQL query will be multiple times inside the bundle.
 * 3. It does not support dead code elimination, so it will add unused operations.
 *
 * Therefore it is highly recommended to use the babel or swc plugin for production.
 * Learn more about it here: https://the-guild.dev/graphql/codegen/plugins/presets/preset-client#reducing-bundle-size
 */
type Documents = {
    "\n  query AccountPage {\n    viewer {\n      ...ViewerCard_viewer\n    }\n  }\n": typeof types.AccountPageDocument,
    "\n  query ProfilePhoto {\n    viewer {\n      user {\n        id\n        photo {\n          id\n          url(width: 320)\n          alt\n        }\n      }\n    }\n  }\n": typeof types.ProfilePhotoDocument,
    "\n  mutation UploadProfilePhoto($file: File!) {\n    uploadProfilePhoto(file: $file) {\n      id\n      photo {\n        id\n        url(width: 320)\n        alt\n      }\n    }\n  }\n": typeof types.UploadProfilePhotoDocument,
    "\n  mutation RemoveProfilePhoto {\n    removeProfilePhoto {\n      id\n      photo {\n        id\n      }\n    }\n  }\n": typeof types.RemoveProfilePhotoDocument,
    "\n  mutation UpdateProfile($input: UpdateProfileInput!) {\n    updateProfile(input: $input) {\n      id\n      displayName\n    }\n  }\n": typeof types.UpdateProfileDocument,
    "\n  fragment ViewerCard_viewer on Viewer {\n    isPlatformAdmin\n    user {\n      id\n      email\n      displayName\n      phoneNumber\n      createdAt\n      photo {\n        id\n        url(width: 320)\n      }\n    }\n  }\n": typeof types.ViewerCard_ViewerFragmentDoc,
    "\n  mutation DeleteAccount {\n    deleteAccount {\n      deletedUserId\n    }\n  }\n": typeof types.DeleteAccountDocument,
};
const documents: Documents = {
    "\n  query AccountPage {\n    viewer {\n      ...ViewerCard_viewer\n    }\n  }\n": types.AccountPageDocument,
    "\n  query ProfilePhoto {\n    viewer {\n      user {\n        id\n        photo {\n          id\n          url(width: 320)\n          alt\n        }\n      }\n    }\n  }\n": types.ProfilePhotoDocument,
    "\n  mutation UploadProfilePhoto($file: File!) {\n    uploadProfilePhoto(file: $file) {\n      id\n      photo {\n        id\n        url(width: 320)\n        alt\n      }\n    }\n  }\n": types.UploadProfilePhotoDocument,
    "\n  mutation RemoveProfilePhoto {\n    removeProfilePhoto {\n      id\n      photo {\n        id\n      }\n    }\n  }\n": types.RemoveProfilePhotoDocument,
    "\n  mutation UpdateProfile($input: UpdateProfileInput!) {\n    updateProfile(input: $input) {\n      id\n      displayName\n    }\n  }\n": types.UpdateProfileDocument,
    "\n  fragment ViewerCard_viewer on Viewer {\n    isPlatformAdmin\n    user {\n      id\n      email\n      displayName\n      phoneNumber\n      createdAt\n      photo {\n        id\n        url(width: 320)\n      }\n    }\n  }\n": types.ViewerCard_ViewerFragmentDoc,
    "\n  mutation DeleteAccount {\n    deleteAccount {\n      deletedUserId\n    }\n  }\n": types.DeleteAccountDocument,
};

/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 *
 *
 * @example
 * ```ts
 * const query = graphql(`query GetUser($id: ID!) { user(id: $id) { name } }`);
 * ```
 *
 * The query argument is unknown!
 * Please regenerate the types.
 */
export function graphql(source: string): unknown;

/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query AccountPage {\n    viewer {\n      ...ViewerCard_viewer\n    }\n  }\n"): (typeof documents)["\n  query AccountPage {\n    viewer {\n      ...ViewerCard_viewer\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query ProfilePhoto {\n    viewer {\n      user {\n        id\n        photo {\n          id\n          url(width: 320)\n          alt\n        }\n      }\n    }\n  }\n"): (typeof documents)["\n  query ProfilePhoto {\n    viewer {\n      user {\n        id\n        photo {\n          id\n          url(width: 320)\n          alt\n        }\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation UploadProfilePhoto($file: File!) {\n    uploadProfilePhoto(file: $file) {\n      id\n      photo {\n        id\n        url(width: 320)\n        alt\n      }\n    }\n  }\n"): (typeof documents)["\n  mutation UploadProfilePhoto($file: File!) {\n    uploadProfilePhoto(file: $file) {\n      id\n      photo {\n        id\n        url(width: 320)\n        alt\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation RemoveProfilePhoto {\n    removeProfilePhoto {\n      id\n      photo {\n        id\n      }\n    }\n  }\n"): (typeof documents)["\n  mutation RemoveProfilePhoto {\n    removeProfilePhoto {\n      id\n      photo {\n        id\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation UpdateProfile($input: UpdateProfileInput!) {\n    updateProfile(input: $input) {\n      id\n      displayName\n    }\n  }\n"): (typeof documents)["\n  mutation UpdateProfile($input: UpdateProfileInput!) {\n    updateProfile(input: $input) {\n      id\n      displayName\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment ViewerCard_viewer on Viewer {\n    isPlatformAdmin\n    user {\n      id\n      email\n      displayName\n      phoneNumber\n      createdAt\n      photo {\n        id\n        url(width: 320)\n      }\n    }\n  }\n"): (typeof documents)["\n  fragment ViewerCard_viewer on Viewer {\n    isPlatformAdmin\n    user {\n      id\n      email\n      displayName\n      phoneNumber\n      createdAt\n      photo {\n        id\n        url(width: 320)\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation DeleteAccount {\n    deleteAccount {\n      deletedUserId\n    }\n  }\n"): (typeof documents)["\n  mutation DeleteAccount {\n    deleteAccount {\n      deletedUserId\n    }\n  }\n"];

export function graphql(source: string) {
  return (documents as Record<string, unknown>)[source] ?? {};
}

export type DocumentType<TDocumentNode extends DocumentNode<unknown, never>> = TDocumentNode extends DocumentNode<infer TType, never>  ? TType  : never;