import type { DocumentTypeDecoration } from '@graphql-typed-document-node/core';

/**
 * Fragment masking, one copy for every feature. The generated types (codegen's `inlineFragmentTypes: 'mask'`) give
 * a query's result only a reference to each fragment it spreads, so a component sees only the fields its own
 * fragment asks for, read through `getFragmentData`. At run time the data is the same object: masking is types only.
 *
 * A document's variables sit where only `never` accepts them all; `unknown` stands for any result.
 */
type AnyDocument<TType = unknown> = DocumentTypeDecoration<TType, never>;

/** What a parent holds of a child's fragment: a reference, not the fields. */
export type FragmentType<TDocumentType extends AnyDocument> =
  TDocumentType extends AnyDocument<infer TType>
    ? [TType] extends [{ ' $fragmentName'?: infer TKey }]
      ? TKey extends string
        ? { ' $fragmentRefs'?: { [key in TKey]: TType } }
        : never
      : never
    : never;

type Masked<TType> = FragmentType<AnyDocument<TType>>;

// The result is as nullable, and as much a list, as the reference given.
export function getFragmentData<TType>(fragment: AnyDocument<TType>, data: Masked<TType>): TType;
export function getFragmentData<TType>(
  fragment: AnyDocument<TType>,
  data: Masked<TType> | undefined,
): TType | undefined;
export function getFragmentData<TType>(fragment: AnyDocument<TType>, data: Masked<TType> | null): TType | null;
export function getFragmentData<TType>(
  fragment: AnyDocument<TType>,
  data: Masked<TType> | null | undefined,
): TType | null | undefined;
export function getFragmentData<TType>(fragment: AnyDocument<TType>, data: readonly Masked<TType>[]): readonly TType[];
export function getFragmentData<TType>(
  fragment: AnyDocument<TType>,
  data: readonly Masked<TType>[] | null | undefined,
): readonly TType[] | null | undefined;
export function getFragmentData(_fragment: AnyDocument, data: unknown): unknown {
  return data;
}
