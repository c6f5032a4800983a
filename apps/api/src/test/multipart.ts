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
  },
): Promise<{ status: number; body: T }> {
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
      ...(options.headers ?? csrfHeader),
    },
    payload: Buffer.from(await request.arrayBuffer()),
  });
  return { status: res.statusCode, body: res.json<T>() };
}
