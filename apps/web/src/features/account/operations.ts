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
