import type { Config } from '../config.ts';

export type AuthDomainReport = {
  /** Hosts the deployment serves the app from, which Firebase must authorize. */
  needed: string[];
  /** What the identity service says is authorized, or null if it could not be asked. */
  authorized: string[] | null;
  missing: string[];
  error: string | null;
};

/**
 * Compares the hosts in PUBLIC_ORIGINS with the project's authorized domains,
 * read from the identity service's project configuration (the call the
 * Firebase JS SDK makes before a popup or redirect sign-in).
 */
export async function checkAuthDomains(config: Config, fetchImpl: typeof fetch = fetch): Promise<AuthDomainReport> {
  const needed = [...new Set(config.publicOrigins.map((origin) => new URL(origin).hostname))].sort();
  const base = config.firebase.emulatorHost
    ? `http://${config.firebase.emulatorHost}/identitytoolkit.googleapis.com`
    : 'https://identitytoolkit.googleapis.com';
  try {
    const res = await fetchImpl(`${base}/v1/projects?key=${encodeURIComponent(config.firebase.apiKey)}`, {
      signal: AbortSignal.timeout(10_000),
    });
    const body = (await res.json()) as { authorizedDomains?: string[]; error?: { message?: string } };
    if (!res.ok) throw new Error(body.error?.message ?? `HTTP ${res.status}`);
    const authorized = body.authorizedDomains ?? [];
    return { needed, authorized, missing: needed.filter((host) => !authorized.includes(host)), error: null };
  } catch (error) {
    return { needed, authorized: null, missing: needed, error: (error as Error).message };
  }
}
