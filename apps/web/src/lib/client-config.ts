import { SIGN_IN_METHODS } from '@admit/shared';
import { z } from '@admit/shared';

/** What the API tells the browser at run time, so one build serves every deployment. */
const clientConfigSchema = z.object({
  graphqlPath: z.string(),
  firebase: z.object({ apiKey: z.string(), authDomain: z.string(), projectId: z.string() }),
  authEmulatorUrl: z.nullable(z.string()),
  signInMethods: z.array(z.enum(SIGN_IN_METHODS)),
});

export type ClientConfig = z.infer<typeof clientConfigSchema>;

let pending: Promise<ClientConfig> | null = null;

export function loadClientConfig(): Promise<ClientConfig> {
  pending ??= fetch('/client-config.json')
    .then(async (res) => {
      if (!res.ok) throw new Error(`Could not load the app's configuration (HTTP ${res.status}).`);
      return parseClientConfig(await res.text());
    })
    .catch((error: unknown) => {
      // Offline (with no saved copy) or a bad answer: the next caller asks again rather than failing forever.
      pending = null;
      throw error;
    });
  return pending;
}

/** The configuration as the API sent it; anything else (a proxy's error page, another version's shape) is refused. */
export function parseClientConfig(text: string): ClientConfig {
  let json: unknown;
  try {
    json = JSON.parse(text);
  } catch {
    throw new Error("The app's configuration is not valid JSON.");
  }
  const result = clientConfigSchema.safeParse(json);
  if (!result.success) throw new Error("The app's configuration is not in the shape this version of the app expects.");
  return result.data;
}
