/**
 * Test-side access to the Auth Emulator over its REST endpoints: the same
 * calls the Firebase JS SDK makes, plus the emulator-only ones that reveal
 * codes and links that a real service would send by email or SMS.
 */
export type EmulatorAccount = { localId: string; email: string; idToken: string; refreshToken: string };

async function call<T>(url: string, body?: unknown, method = 'POST', asAdmin = false): Promise<T> {
  const res = await fetch(url, {
    method,
    // "Bearer owner" is the emulator's stand-in for admin credentials.
    headers: { 'content-type': 'application/json', ...(asAdmin ? { authorization: 'Bearer owner' } : {}) },
    ...(body === undefined ? {} : { body: JSON.stringify(body) }),
  });
  const json = (await res.json()) as T & { error?: { message: string } };
  if (!res.ok) throw new Error(`Auth Emulator ${url}: ${json.error?.message ?? res.status}`);
  return json;
}

/** What any client may ask of the identity service with the project's API key: the JS SDK's own calls. */
function clientCalls(identity: string) {
  return {
    signUp(email: string, password: string): Promise<EmulatorAccount> {
      return call(`${identity}/accounts:signUp?key=test-api-key`, { email, password, returnSecureToken: true });
    },
    signIn(email: string, password: string): Promise<EmulatorAccount> {
      return call(`${identity}/accounts:signInWithPassword?key=test-api-key`, {
        email,
        password,
        returnSecureToken: true,
      });
    },
    /** As the JS SDK's updatePassword does: the answer carries the session's new tokens. */
    changePassword(idToken: string, password: string): Promise<EmulatorAccount> {
      return call(`${identity}/accounts:update?key=test-api-key`, { idToken, password, returnSecureToken: true });
    },
    async deleteAccount(idToken: string): Promise<void> {
      await call(`${identity}/accounts:delete?key=test-api-key`, { idToken });
    },
  };
}

/** What only an admin, or only the emulator, can do: set an account's state, and read what it "sent". */
function adminCalls(emulatorUrl: string, identity: string, projectId: string) {
  const emulatorOnly = `${emulatorUrl}/emulator/v1/projects/${projectId}`;
  return {
    /** As an admin would: marks the email verified without a link being clicked. */
    async markEmailVerified(localId: string): Promise<void> {
      await call(`${identity}/projects/${projectId}/accounts:update`, { localId, emailVerified: true }, 'POST', true);
    },
    /** As an admin would: tokens issued before this time (seconds) count as revoked. */
    async setValidSince(localId: string, seconds: number): Promise<void> {
      const update = { localId, validSince: String(seconds) };
      await call(`${identity}/projects/${projectId}/accounts:update`, update, 'POST', true);
    },
    /** Email action codes (verification, password reset, sign-in links) the emulator "sent". */
    async oobCodes(): Promise<{ email: string; requestType: string; oobCode: string; oobLink: string }[]> {
      return (await call<{ oobCodes?: [] }>(`${emulatorOnly}/oobCodes`, undefined, 'GET')).oobCodes ?? [];
    },
    /** SMS codes the emulator "sent". */
    async verificationCodes(): Promise<{ phoneNumber: string; code: string; sessionInfo: string }[]> {
      const res = await call<{ verificationCodes?: [] }>(`${emulatorOnly}/verificationCodes`, undefined, 'GET');
      return res.verificationCodes ?? [];
    },
  };
}

export function authEmulatorRest(emulatorUrl: string, projectId: string) {
  const identity = `${emulatorUrl}/identitytoolkit.googleapis.com/v1`;
  const client = clientCalls(identity);
  const admin = adminCalls(emulatorUrl, identity, projectId);
  return {
    ...client,
    ...admin,
    /**
     * A new account whose email is verified, as if its owner had opened the link, signed in afresh so that its
     * token says so (publishing events, and mail straight to the buyer, need a verified address).
     */
    async signUpVerified(email: string, password: string): Promise<EmulatorAccount> {
      const account = await client.signUp(email, password);
      await admin.markEmailVerified(account.localId);
      return client.signIn(email, password);
    },
    /** A first sign-in by phone (an account is made for a new number), with the code the emulator "texted". */
    async signInByPhone(phoneNumber: string): Promise<EmulatorAccount> {
      const { sessionInfo } = await call<{ sessionInfo: string }>(
        `${identity}/accounts:sendVerificationCode?key=test-api-key`,
        { phoneNumber, recaptchaToken: 'not-checked-by-the-emulator' },
      );
      const sent = (await admin.verificationCodes()).find((c) => c.sessionInfo === sessionInfo);
      if (!sent) throw new Error(`Auth Emulator sent no code to ${phoneNumber}`);
      return call(`${identity}/accounts:signInWithPhoneNumber?key=test-api-key`, { sessionInfo, code: sent.code });
    },
    /** A first sign-in by email link (an account is made for a new address), with the link the emulator "sent". */
    async signInByEmailLink(email: string): Promise<EmulatorAccount> {
      await call(`${identity}/accounts:sendOobCode?key=test-api-key`, {
        requestType: 'EMAIL_SIGNIN',
        email,
        continueUrl: 'http://localhost/auth/action',
      });
      const sent = (await admin.oobCodes()).findLast((c) => c.email === email && c.requestType === 'EMAIL_SIGNIN');
      if (!sent) throw new Error(`Auth Emulator sent no sign-in link to ${email}`);
      return call(`${identity}/accounts:signInWithEmailLink?key=test-api-key`, { email, oobCode: sent.oobCode });
    },
  };
}
