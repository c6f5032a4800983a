import Alert from 'react-bootstrap/Alert';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { FullPageSpinner } from '../../../ui/Spinner.tsx';
import { emailLinkStore } from '../email-link-store.ts';
import { ConfirmLinkEmailForm } from './ConfirmLinkEmailForm.tsx';
import { NewPasswordForm } from './NewPasswordForm.tsx';
import { SecondFactorChallenge } from './SecondFactorChallenge.tsx';
import { FormSuccess } from '../../../ui/FormMessages.tsx';
import { useEmailAction } from './use-email-action.ts';

/**
 * Every link Firebase emails lands here: verify an address, reset a password,
 * confirm or undo an email change, or sign in by link.
 */
export function EmailActionHandler() {
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const code = params.get('oobCode') ?? '';
  const state = useEmailAction(params.get('mode'), code);

  switch (state.kind) {
    case 'working':
      return <FullPageSpinner label="Checking your link…" />;
    case 'failed':
      return (
        <Alert variant="danger" role="alert">
          {state.message}{' '}
          <Alert.Link as={Link} to="/sign-in">
            Back to sign in
          </Alert.Link>
        </Alert>
      );
    case 'done':
      return (
        <FormSuccess>
          {state.message}{' '}
          <Alert.Link as={Link} to={state.next.to}>
            {state.next.label}
          </Alert.Link>
        </FormSuccess>
      );
    case 'new-password':
      return <NewPasswordForm email={state.email} code={code} />;
    case 'ask-email':
      return <ConfirmLinkEmailForm />;
    case 'second-factor':
      return (
        <SecondFactorChallenge
          phoneHint={state.phoneHint}
          onSuccess={() => {
            const back = emailLinkStore.returnPath();
            emailLinkStore.clear();
            void navigate(back, { replace: true });
          }}
        />
      );
  }
}
