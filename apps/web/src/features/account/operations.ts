import { gql, type TypedDocumentNode } from '@apollo/client';
import { ViewerCard_ViewerFragment, type ViewerCardViewer } from './components/ViewerCard.tsx';

export const AccountPageQuery: TypedDocumentNode<{ viewer: ViewerCardViewer | null }> = gql`
  query AccountPage {
    viewer {
      ...ViewerCard_viewer
    }
  }
  ${ViewerCard_ViewerFragment}
`;

export const UpdateProfileMutation: TypedDocumentNode<
  { updateProfile: { id: string; displayName: string | null } },
  { input: { displayName: string } }
> = gql`
  mutation UpdateProfile($input: UpdateProfileInput!) {
    updateProfile(input: $input) {
      id
      displayName
    }
  }
`;

export const DeleteAccountMutation: TypedDocumentNode<{ deleteAccount: { deletedUserId: string } }> = gql`
  mutation DeleteAccount {
    deleteAccount {
      deletedUserId
    }
  }
`;
