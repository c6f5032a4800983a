import { useCallback, useState } from 'react';
import Button from 'react-bootstrap/Button';
import { useAction } from '../../../lib/forms/use-action.ts';
import { FormError } from '../../../ui/FormMessages.tsx';
import { authErrorMessage } from '../../../lib/session/auth-errors.ts';
import { SecondFactorRequired } from '../../../lib/session/second-factor-required.ts';
import { loadAuth } from '../../../lib/session/session.ts';
import { ProviderMark } from './ProviderMark.tsx';
import { SecondFactorChallenge } from './SecondFactorChallenge.tsx';
import { preferRedirect, SOCIAL_PROVIDERS, type SocialMethod } from '../../../lib/session/social-providers.ts';
import { socialRedirect, useCompleteSocialRedirect } from '../use-social-redirect.ts';

type Props = { methods: SocialMethod[]; onSuccess: () => void };

/** "Continue with …" buttons, each with its provider's mark and colours: a popup on desktop, a redirect on phones. */
export function SocialSignIn({ methods, onSuccess }: Props) {
  const [secondFactor, setSecondFactor] = useState<{ phoneHint: string | null } | null>(null);
  const action = useAction({ toMessage: authErrorMessage });
  const { run } = action;
  // A second-factor demand is not an error: it switches to the code challenge. True when signed in.
  const runToSignIn = useCallback(
    async (signIn: () => Promise<void>) => {
      let challenged = false;
      const ok = await run(async () => {
        try {
          await signIn();
        } catch (error) {
          if (!(error instanceof SecondFactorRequired)) throw error;
          challenged = true;
          setSecondFactor({ phoneHint: error.phoneHint });
        }
      });
      return ok && !challenged;
    },
    [run],
  );

  useCompleteSocialRedirect(runToSignIn, onSuccess);

  async function start(method: SocialMethod) {
    const redirect = preferRedirect();
    if (redirect) socialRedirect.leaving();
    const ok = await runToSignIn(async () => (await loadAuth()).signInWithProvider(method, redirect));
    if (ok && !redirect) onSuccess();
    if (!ok) socialRedirect.cancelled();
  }

  if (secondFactor) return <SecondFactorChallenge phoneHint={secondFactor.phoneHint} onSuccess={onSuccess} />;
  return (
    <div className="d-grid gap-2 mb-3">
      <FormError message={action.error} />
      {methods.map((method) => (
        <Button
          key={method}
          variant={`provider-${method}`}
          className="btn-provider"
          disabled={action.busy}
          onClick={() => void start(method)}
        >
          <ProviderMark method={method} />
          <span>Continue with {SOCIAL_PROVIDERS[method].label}</span>
        </Button>
      ))}
    </div>
  );
}
