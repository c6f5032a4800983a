import { exportPath, type ExportFormat, type ExportKind } from '@admit/shared';
import { sessionStore } from '../../../lib/session/session.ts';

/** A refused or failed export, in the API's words when it gave them, with the request's id to quote. */
export class ExportFailed extends Error {
  override name = 'ExportFailed';
  readonly reference: string | null;
  constructor(message: string, reference: string | null) {
    super(message);
    this.reference = reference;
  }
}

const FAILED = 'The export could not be made. Please try again.';

/** The file's name from Content-Disposition (`attachment; filename="…"`), or one made up from what was asked. */
function filenameOf(response: Response, fallback: string): string {
  const header = response.headers.get('content-disposition') ?? '';
  return /filename="([^"]+)"/.exec(header)?.[1] ?? fallback;
}

async function refusalOf(response: Response): Promise<ExportFailed> {
  const body: unknown = await response.json().catch(() => null);
  const fields = typeof body === 'object' && body !== null ? (body as Record<string, unknown>) : {};
  const message = typeof fields['message'] === 'string' ? fields['message'] : FAILED;
  const reference =
    typeof fields['requestId'] === 'string' ? fields['requestId'] : response.headers.get('x-request-id');
  return new ExportFailed(response.status >= 500 ? FAILED : message, reference);
}

async function request(path: string, refreshToken: boolean): Promise<Response> {
  const token = await sessionStore.getIdToken(refreshToken);
  return fetch(path, { headers: token ? { authorization: `Bearer ${token}` } : {}, credentials: 'same-origin' });
}

/**
 * Downloads an export with the viewer's ID token (the API's exports take it as /graphql does) and saves it through
 * a link with `download`: the browser's own "save file". A token that expired in between is refreshed once.
 */
export async function downloadExport(
  eventId: string,
  kind: ExportKind,
  format: ExportFormat,
  query?: string,
): Promise<void> {
  const path = exportPath(eventId, kind, format, query);
  let response = await request(path, false);
  if (response.status === 401) response = await request(path, true);
  if (!response.ok) throw await refusalOf(response);
  const blob = await response.blob();
  const url = URL.createObjectURL(blob);
  try {
    const link = document.createElement('a');
    link.href = url;
    link.download = filenameOf(response, `${kind}.${format}`);
    document.body.append(link);
    link.click();
    link.remove();
  } finally {
    // After the click has handed the file to the browser's download.
    setTimeout(() => URL.revokeObjectURL(url), 0);
  }
}
