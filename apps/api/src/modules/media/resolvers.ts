import type { Resolvers } from '../../graphql/generated/resolvers.ts';
import { imageSrcSet, imageUrl } from './presenter.ts';
import * as media from './service.ts';

// Thin: arguments to a service call, the result to the schema. The services check every role.
export const mediaResolvers: Resolvers = {
  Mutation: {
    uploadEventImage: (_, { eventId, kind, file, alt }, ctx) =>
      media.uploadEventImage(ctx, { eventId, kind, file, alt }),
    removeEventImage: (_, { eventId, imageId }, ctx) => media.removeEventImage(ctx, eventId, imageId),
  },
  Image: {
    url: (image, { width }) => imageUrl(image, width),
    srcSet: (image) => imageSrcSet(image),
  },
};
