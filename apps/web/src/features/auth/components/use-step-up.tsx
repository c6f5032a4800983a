import { useState, type ReactNode } from 'react';
import { SecondFactorRequired } from '../../../lib/session/second-factor-required.ts';
import { SecondFactorChallenge } from './SecondFactorChallenge.tsx';

/**
 * Re-authentication for sensitive changes. If the account has a second
 * factor, the SMS challenge takes the form's place and the change goes on
 * once it is passed.
 */
export function useStepUp(): {
  /** Runs `reauthenticate` then `proceed`; false when it stopped to ask for the second factor. */
  reauthenticateThen: (reauthenticate: () => Promise<void>, proceed: () => Promise<void>) => Promise<boolean>;
  challenge: ReactNode;
} {
  const [pending, setPending] = useState<{ phoneHint: string | null; proceed: () => void } | null>(null);

  async function reauthenticateThen(reauthenticate: () => Promise<void>, proceed: () => Promise<void>) {
    try {
      await reauthenticate();
    } catch (error) {
      if (!(error instanceof SecondFactorRequired)) throw error;
      setPending({ phoneHint: error.phoneHint, proceed: () => void proceed() });
      return false;
    }
    await proceed();
    return true;
  }

  const challenge = pending ? (
    <SecondFactorChallenge
      phoneHint={pending.phoneHint}
      onSuccess={() => {
        setPending(null);
        pending.proceed();
      }}
    />
  ) : null;
  return { reauthenticateThen, challenge };
}
