import { UPLOAD_EVENT_HEADER } from '@admit/shared';
import type { TestApi } from './test-api.ts';
import { csrfHeader } from './test-api.ts';

export type UploadFile = { bytes: Buffer; type: string; name: string };

/** A GraphQL multipart request (one file, in `variables.file`), as the web app's upload sends it. */
export async function graphqlUpload<T>(
  api: TestApi,
  options: {
    query: string;
    variables: Record<string, unknown>;
    file: UploadFile;
    token?: string | undefined;
    headers?: Record<string, string>;
    /** The event the upload names before its body (UPLOAD_EVENT_HEADER), as the web app does: `eventId` by default. */
    uploadFor?: string | null;
  },
): Promise<{ status: number; body: T }> {
  const named = options.uploadFor === undefined ? options.variables['eventId'] : options.uploadFor;
  const uploadFor = typeof named === 'string' ? named : null;
  const form = new FormData();
  form.set('operations', JSON.stringify({ query: options.query, variables: { ...options.variables, file: null } }));
  form.set('map', JSON.stringify({ 0: ['variables.file'] }));
  form.set('0', new Blob([new Uint8Array(options.file.bytes)], { type: options.file.type }), options.file.name);
  const request = new Request('http://localhost/graphql', { method: 'POST', body: form });
  const res = await api.inject({
    method: 'POST',
    url: '/graphql',
    headers: {
      'content-type': request.headers.get('content-type') ?? '',
      ...(options.token ? { authorization: `Bearer ${options.token}` } : {}),
      ...(uploadFor ? { [UPLOAD_EVENT_HEADER]: uploadFor } : {}),
      ...(options.headers ?? csrfHeader),
    },
    payload: Buffer.from(await request.arrayBuffer()),
  });
  return { status: res.statusCode, body: res.json<T>() };
}
