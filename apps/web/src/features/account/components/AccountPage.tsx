import { useQuery } from '@apollo/client/react';
import Button from 'react-bootstrap/Button';
import Tab from 'react-bootstrap/Tab';
import Tabs from 'react-bootstrap/Tabs';
import { useNavigate } from 'react-router';
import { graphql } from '../gql/index.ts';
import { FullPageSpinner } from '../../../ui/Spinner.tsx';
import { loadAuth } from '../../../lib/session/session.ts';
import { useSession } from '../../../lib/session/use-session.ts';
import { DeleteAccountTab } from './DeleteAccountTab.tsx';
import { EmailTab } from './EmailTab.tsx';
import { PasswordTab } from './PasswordTab.tsx';
import { ProfileTab } from './ProfileTab.tsx';
import { SecurityTab } from './SecurityTab.tsx';
import { SignInMethodsTab } from './SignInMethodsTab.tsx';
import { ViewerCard } from './ViewerCard.tsx';
import { LoadFailedAlert } from '../../../ui/LoadFailedAlert.tsx';

const AccountPageQuery = graphql(`
  query AccountPage {
    viewer {
      ...ViewerCard_viewer
    }
  }
`);

export function AccountPage() {
  const navigate = useNavigate();
  const session = useSession();
  const { data, loading, error, refetch } = useQuery(AccountPageQuery, { fetchPolicy: 'cache-and-network' });

  async function signOut() {
    await (await loadAuth()).signOut();
    void navigate('/', { replace: true });
  }

  return (
    <>
      <h1 className="h3 mb-3">Account</h1>
      {loading && !data && <FullPageSpinner label="Loading your account…" />}
      {error && (
        <LoadFailedAlert error={error} onRetry={() => void refetch()}>
          We could not load your account.
        </LoadFailedAlert>
      )}
      {data?.viewer && <ViewerCard viewer={data.viewer} />}
      {session.user && (
        // One row that scrolls sideways on a phone (theme.css .tabs-scroll): six tabs do not fit its width.
        <Tabs defaultActiveKey="profile" id="account-tabs" className="mb-3 tabs-scroll" mountOnEnter unmountOnExit>
          <Tab eventKey="profile" title="Profile">
            <ProfileTab user={session.user} />
          </Tab>
          <Tab eventKey="email" title="Email">
            <EmailTab user={session.user} />
          </Tab>
          <Tab eventKey="password" title="Password">
            <PasswordTab user={session.user} />
          </Tab>
          <Tab eventKey="methods" title="Sign-in methods">
            <SignInMethodsTab user={session.user} />
          </Tab>
          <Tab eventKey="security" title="Security">
            <SecurityTab user={session.user} />
          </Tab>
          <Tab eventKey="delete" title="Delete">
            <DeleteAccountTab user={session.user} />
          </Tab>
        </Tabs>
      )}
      <Button variant="outline-secondary" className="w-100 mt-4" onClick={() => void signOut()}>
        Sign out
      </Button>
    </>
  );
}
