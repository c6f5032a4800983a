import type { Resolvers } from '../../graphql/generated/resolvers.ts';
import { imageSrcSet, imageUrl } from './presenter.ts';
import { removeProfilePhoto, uploadProfilePhoto } from './profile-photos.ts';

// An image's addresses, from its stored sizes; people's photos, and the signed-in person's own.
export const mediaResolvers: Resolvers = {
  Image: {
    url: (image, { width }) => imageUrl(image, width),
    srcSet: (image) => imageSrcSet(image),
  },
  User: {
    photo: async (user, _args, ctx) => {
      const photo = await ctx.loaders.userPhoto.load(user.id);
      return photo && { ...photo, alt: user.displayName ? `Photo of ${user.displayName}` : 'Profile photo' };
    },
  },
  Mutation: {
    uploadProfilePhoto: (_parent, { file }, ctx) => uploadProfilePhoto(ctx, file),
    removeProfilePhoto: (_parent, _args, ctx) => removeProfilePhoto(ctx),
  },
};
