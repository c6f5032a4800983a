import type { RequestScope } from '../../common/scope.ts';
import { forbidden, unauthenticated } from '../../common/errors.ts';
import type { Viewer } from './viewer.ts';

/** The signed-in viewer, or UNAUTHENTICATED. */
export async function requireViewer(scope: RequestScope): Promise<Viewer> {
  const viewer = await scope.viewer();
  if (!viewer) throw unauthenticated();
  return viewer;
}

/** A platform admin (by verified email, from PLATFORM_ADMIN_EMAILS), or FORBIDDEN. */
export async function requirePlatformAdmin(scope: RequestScope): Promise<Viewer> {
  const viewer = await requireViewer(scope);
  if (!viewer.isPlatformAdmin) throw forbidden('Only platform admins can do that.');
  return viewer;
}
