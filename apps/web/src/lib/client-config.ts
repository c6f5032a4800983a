import type { SignInMethod } from '@admit/shared';

/** What the API tells the browser at run time, so one build serves every deployment. */
export type ClientConfig = {
  graphqlPath: string;
  firebase: { apiKey: string; authDomain: string; projectId: string };
  authEmulatorUrl: string | null;
  signInMethods: SignInMethod[];
};

let pending: Promise<ClientConfig> | null = null;

export function loadClientConfig(): Promise<ClientConfig> {
  pending ??= fetch('/client-config.json').then(async (res) => {
    if (!res.ok) throw new Error(`Could not load the app's configuration (HTTP ${res.status}).`);
    return (await res.json()) as ClientConfig;
  });
  return pending;
}
