import { gql } from '@apollo/client';
import Card from 'react-bootstrap/Card';

export const ViewerCard_ViewerFragment = gql`
  fragment ViewerCard_viewer on Viewer {
    isPlatformAdmin
    user {
      id
      email
      emailVerified
      displayName
      phoneNumber
      createdAt
    }
  }
`;

export type ViewerCardViewer = {
  isPlatformAdmin: boolean;
  user: {
    id: string;
    email: string | null;
    emailVerified: boolean;
    displayName: string | null;
    phoneNumber: string | null;
    createdAt: string;
  };
};

/** Who the API says you are: the email comes from the server's `viewer`, not from Firebase. */
export function ViewerCard({ viewer }: { viewer: ViewerCardViewer }) {
  const since = new Intl.DateTimeFormat(undefined, { dateStyle: 'medium' }).format(new Date(viewer.user.createdAt));
  return (
    <Card className="mb-3">
      <Card.Body>
        <Card.Title as="h2" className="h5">
          {viewer.user.displayName ?? 'Your account'}
        </Card.Title>
        <Card.Text className="mb-1">
          Signed in as{' '}
          <strong data-testid="viewer-email">{viewer.user.email ?? viewer.user.phoneNumber ?? 'no email'}</strong>
        </Card.Text>
        <Card.Text className="text-body-secondary small mb-0">
          Member since {since}
          {viewer.isPlatformAdmin ? ' · Platform admin' : ''}
        </Card.Text>
      </Card.Body>
    </Card>
  );
}
