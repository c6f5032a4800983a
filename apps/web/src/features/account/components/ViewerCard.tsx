import Card from 'react-bootstrap/Card';
import { graphql } from '../gql/index.ts';
import { getFragmentData, type FragmentType } from '../../../lib/fragment-masking.ts';
import { ProfilePhoto } from '../../../ui/ProfilePhoto.tsx';

export const ViewerCard_ViewerFragment = graphql(`
  fragment ViewerCard_viewer on Viewer {
    isPlatformAdmin
    user {
      id
      email
      displayName
      phoneNumber
      createdAt
      photo {
        id
        url(width: 320)
      }
    }
  }
`);

/** Who the API says you are: the email comes from the server's `viewer`, not from Firebase. */
export function ViewerCard({ viewer: viewerRef }: { viewer: FragmentType<typeof ViewerCard_ViewerFragment> }) {
  const viewer = getFragmentData(ViewerCard_ViewerFragment, viewerRef);
  const since = new Intl.DateTimeFormat(undefined, { dateStyle: 'medium' }).format(new Date(viewer.user.createdAt));
  return (
    <Card className="mb-3">
      <Card.Body>
        <Card.Title as="h2" className="h5 d-flex align-items-center gap-2">
          {/* The name beside it says whose photo it is. */}
          {viewer.user.photo && <ProfilePhoto url={viewer.user.photo.url} size={40} alt="" />}
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
