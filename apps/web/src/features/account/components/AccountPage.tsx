import { useQuery } from '@apollo/client/react';
import Alert from 'react-bootstrap/Alert';
import Button from 'react-bootstrap/Button';
import { useNavigate } from 'react-router';
import { FullPageSpinner } from '../../../ui/Spinner.tsx';
import { loadAuth } from '../../auth/session.ts';
import { AccountPageQuery } from '../operations.ts';
import { ViewerCard } from './ViewerCard.tsx';

export function AccountPage() {
  const navigate = useNavigate();
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
        <Alert variant="danger" role="alert">
          We could not load your account. <Alert.Link onClick={() => void refetch()}>Try again</Alert.Link>
        </Alert>
      )}
      {data?.viewer && <ViewerCard viewer={data.viewer} />}
      <Button variant="outline-secondary" className="w-100" onClick={() => void signOut()}>
        Sign out
      </Button>
    </>
  );
}
