import { useState } from 'react';
import Button from 'react-bootstrap/Button';
import ListGroup from 'react-bootstrap/ListGroup';
import { FormError, FormSuccess } from '../../../ui/FormMessages.tsx';
import { authErrorMessage } from '../../../lib/session/auth-errors.ts';
import { loadAuth, type SessionUser } from '../../../lib/session/session.ts';
import {
  describeProvider,
  isSocialMethod,
  SOCIAL_PROVIDERS,
  type SocialMethod,
} from '../../../lib/session/social-providers.ts';
import { useSignInMethods } from '../../../lib/session/use-sign-in-methods.ts';
import { useAction } from '../../../lib/forms/use-action.ts';
import { LinkPhoneForm } from './LinkPhoneForm.tsx';

const capitalise = (text: string) => text.charAt(0).toUpperCase() + text.slice(1);

/** Every way this account can sign in; link more, unlink any but the last. */
export function SignInMethodsTab({ user }: { user: SessionUser }) {
  const enabled = useSignInMethods() ?? [];
  const [notice, setNotice] = useState<string | null>(null);
  const action = useAction({ toMessage: authErrorMessage });
  const onlyOne = user.providerIds.length <= 1;
  const linkable = enabled
    .filter(isSocialMethod)
    .filter((m) => !user.providerIds.includes(SOCIAL_PROVIDERS[m].providerId));

  async function link(method: SocialMethod) {
    setNotice(null);
    if (await action.run(async () => (await loadAuth()).linkProvider(method))) {
      setNotice(`${SOCIAL_PROVIDERS[method].label} is linked: you can sign in with it now.`);
    }
  }

  async function unlink(providerId: string) {
    setNotice(null);
    if (await action.run(async () => (await loadAuth()).unlinkProvider(providerId))) {
      setNotice(`You can no longer sign in with ${describeProvider(providerId)}.`);
    }
  }

  return (
    <>
      {notice && <FormSuccess>{notice}</FormSuccess>}
      <FormError message={action.error} />
      <h2 className="h6">You sign in with</h2>
      <ListGroup className="mb-3">
        {user.providerIds.map((providerId) => (
          <ListGroup.Item
            key={providerId}
            className="d-flex justify-content-between align-items-center"
            data-testid={`linked-${providerId}`}
          >
            <span>{capitalise(describeProvider(providerId))}</span>
            <Button
              size="sm"
              variant="outline-danger"
              disabled={onlyOne || action.busy}
              title={onlyOne ? 'Your only way to sign in' : undefined}
              onClick={() => void unlink(providerId)}
            >
              Unlink
            </Button>
          </ListGroup.Item>
        ))}
      </ListGroup>
      {onlyOne && <p className="small text-body-secondary">This is your only way to sign in, so it stays.</p>}
      {enabled.includes('phone') && !user.providerIds.includes('phone') && (
        <div className="mb-3">
          <h2 className="h6">Sign in with your phone</h2>
          <LinkPhoneForm onLinked={(phone) => setNotice(`${phone} is linked: you can sign in with it now.`)} />
        </div>
      )}
      {linkable.length > 0 && (
        <>
          <h2 className="h6">Add a way to sign in</h2>
          <div className="d-grid gap-2">
            {linkable.map((method) => (
              <Button key={method} variant="outline-dark" disabled={action.busy} onClick={() => void link(method)}>
                Link {SOCIAL_PROVIDERS[method].label}
              </Button>
            ))}
          </div>
        </>
      )}
    </>
  );
}
