import type { ReactNode } from 'react';
import Alert from 'react-bootstrap/Alert';

type Props = {
  /** Where to go instead, or what still works offline (a link to the saved tickets). */
  children?: ReactNode;
  onRetry?: () => void;
  /** The screen's main heading, when the alert is all the screen shows. */
  asHeading?: boolean;
};

export const NEEDS_NETWORK = "You're offline; this page needs the network.";

/**
 * A screen whose data did not come because there is no network, and of which nothing is saved on this phone:
 * it says so, rather than that something failed, and offers to try again once the network is back.
 */
export function NeedsNetworkAlert({ children, onRetry, asHeading = false }: Props) {
  return (
    <Alert variant="secondary" role="alert" data-testid="needs-network">
      {asHeading ? <h1 className="h5">{NEEDS_NETWORK}</h1> : <strong className="d-block">{NEEDS_NETWORK}</strong>}
      It opens once you are back online.
      {onRetry && (
        <>
          {' '}
          <Alert.Link onClick={onRetry}>Try again</Alert.Link>
        </>
      )}
      {children && <div className="mt-2">{children}</div>}
    </Alert>
  );
}
