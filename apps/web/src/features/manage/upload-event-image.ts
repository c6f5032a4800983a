import { CombinedGraphQLErrors } from '@apollo/client';
import { ErrorCode } from '@admit/shared';
import type { FormattedExecutionResult } from 'graphql';
import { DEFAULT_GRAPHQL_PATH } from '../../lib/apollo.ts';
import { sessionStore } from '../auth/session.ts';

export type EventImageKind = 'COVER' | 'GALLERY';

export const IMAGE_TYPES = ['image/jpeg', 'image/png', 'image/webp', 'image/gif'] as const;
export const IMAGE_MAX_BYTES = 10 * 1024 * 1024;

const UPLOAD_EVENT_IMAGE = `
  mutation UploadEventImage($eventId: ID!, $kind: EventImageKind!, $file: File!, $alt: String) {
    uploadEventImage(eventId: $eventId, kind: $kind, file: $file, alt: $alt) {
      id
    }
  }
`;

/** The server (or a proxy in front of it) refused the body's size. */
export class ImageTooLargeError extends Error {
  constructor() {
    super('Choose an image of at most 10 MB.');
    this.name = 'ImageTooLargeError';
  }
}

/** What is wrong with a file before it is sent, or null. The server checks again. */
export function imageFileProblem(file: File): string | null {
  if (!(IMAGE_TYPES as readonly string[]).includes(file.type)) return 'Choose a JPEG, PNG, WebP or GIF image.';
  if (file.size > IMAGE_MAX_BYTES) return 'Choose an image of at most 10 MB.';
  return null;
}

/**
 * Apollo's HttpLink sends JSON only, so an upload goes as a GraphQL multipart
 * request (github.com/jaydenseric/graphql-multipart-request-spec): the
 * operation with `file: null`, a map saying where the file goes, then the
 * file. Same headers as every other request; a refused token is refreshed and
 * tried once more, as the Apollo link does. Errors come back as Apollo's own,
 * so forms word them the same way. The caller refetches the event after.
 */
export async function uploadEventImage(args: {
  eventId: string;
  kind: EventImageKind;
  file: File;
  alt: string | null;
}): Promise<void> {
  let result = await send(args, false);
  const expired = result.errors?.some((e) => e.extensions?.['code'] === ErrorCode.UNAUTHENTICATED);
  if (expired) result = await send(args, true);
  if (result.errors?.length) throw new CombinedGraphQLErrors(result);
}

async function send(
  { eventId, kind, file, alt }: Parameters<typeof uploadEventImage>[0],
  refreshToken: boolean,
): Promise<FormattedExecutionResult> {
  const body = new FormData();
  body.append(
    'operations',
    JSON.stringify({
      operationName: 'UploadEventImage',
      query: UPLOAD_EVENT_IMAGE,
      variables: { eventId, kind, file: null, alt },
    }),
  );
  body.append('map', JSON.stringify({ '0': ['variables.file'] }));
  body.append('0', file, file.name);

  const headers: Record<string, string> = { 'apollo-require-preflight': 'true' };
  const token = await sessionStore.getIdToken(refreshToken);
  if (token) headers['authorization'] = `Bearer ${token}`;
  // No content-type: the browser writes the multipart boundary itself.
  const response = await fetch(DEFAULT_GRAPHQL_PATH, { method: 'POST', headers, body });
  if (response.status === 413) throw new ImageTooLargeError();
  const json = (await response.json().catch(() => null)) as FormattedExecutionResult | null;
  if (!json || (!response.ok && !json.errors)) throw new Error(`Upload failed with HTTP ${response.status}`);
  return json;
}
