import type { Resolvers } from '../../graphql/generated/resolvers.ts';
import { imageSrcSet, imageUrl } from './presenter.ts';

// An image's addresses, from its stored sizes.
export const mediaResolvers: Resolvers = {
  Image: {
    url: (image, { width }) => imageUrl(image, width),
    srcSet: (image) => imageSrcSet(image),
  },
};
