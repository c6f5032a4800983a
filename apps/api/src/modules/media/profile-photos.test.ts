import sharp from 'sharp';
import { PROFILE_PHOTO_UPLOAD, UPLOAD_PURPOSE_HEADER } from '@admit/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { graphql } from '../../test/gql/index.ts';
import { createTestApi, csrfHeader, type TestApi } from '../../test/test-api.ts';
import { graphqlUpload, type UploadFile } from '../../test/multipart.ts';
import { dataOf } from '../../test/org-fixtures.ts';

const UPLOAD_PHOTO = /* GraphQL */ `
  mutation UploadPhoto($file: File!) {
    uploadProfilePhoto(file: $file) {
      id
      photo {
        id
        url(width: 320)
      }
    }
  }
`;
type UploadResult = {
  data?: { uploadProfilePhoto: { id: string; photo: { id: string; url: string } | null } } | null;
  errors?: { message: string; extensions?: { code?: string; field?: string } }[];
};

const MY_PHOTO = graphql(`
  query MyPhoto {
    viewer {
      user {
        id
        photo {
          id
          url(width: 320)
          alt
        }
      }
    }
  }
`);
const REMOVE_PHOTO = graphql(`
  mutation RemovePhoto {
    removeProfilePhoto {
      photo {
        id
      }
    }
  }
`);

const DELETE_ACCOUNT = graphql(`
  mutation PhotoOwnerLeaves {
    deleteAccount {
      deletedUserId
    }
  }
`);

const asProfilePhoto = { ...csrfHeader, [UPLOAD_PURPOSE_HEADER]: PROFILE_PHOTO_UPLOAD };

let api: TestApi;
let ada: string;
let bo: string;

async function png(colour: string): Promise<UploadFile> {
  const bytes = await sharp({ create: { width: 200, height: 200, channels: 3, background: colour } })
    .png()
    .toBuffer();
  return { bytes, type: 'image/png', name: 'me.png' };
}

const upload = (token: string | undefined, file: UploadFile) =>
  graphqlUpload<UploadResult>(api, {
    query: UPLOAD_PHOTO,
    variables: {},
    file,
    token,
    headers: asProfilePhoto,
    uploadFor: null,
  });

const photoOf = async (token: string) => dataOf(await api.graphql(MY_PHOTO, { token })).viewer?.user.photo ?? null;
const served = async (url: string) => (await api.inject({ method: 'GET', url })).statusCode;

beforeAll(async () => {
  api = await createTestApi();
  ada = (await api.newAccount('ada')).idToken;
  bo = (await api.newAccount('bo')).idToken;
});
afterAll(() => api.close());

describe('profile photos', () => {
  it("are uploaded as the person's own, served as WebP like event images, and never touch anyone else's", async () => {
    const res = await upload(ada, await png('#2a9d8f'));
    expect(res.body.errors).toBeUndefined();
    const photo = await photoOf(ada);
    expect(photo?.url).toBe(`/media/${photo?.id}/320.webp`);
    const image = await api.inject({ method: 'GET', url: photo?.url ?? '' });
    expect(image.headers['content-type']).toBe('image/webp');
    expect(await sharp(image.rawPayload).metadata()).toMatchObject({ format: 'webp', width: 200 });

    // Bo's upload sets Bo's photo: no operation names whose photo it is.
    await upload(bo, await png('#e76f51'));
    expect((await photoOf(ada))?.id).toBe(photo?.id);
    expect((await photoOf(bo))?.id).not.toBe(photo?.id);
  });

  it('refuses a visitor before reading the file', async () => {
    const res = await upload(undefined, await png('#000000'));
    expect(res.status).toBe(401);
    expect(res.body.errors?.[0]?.extensions?.code).toBe('UNAUTHENTICATED');
  });

  it('refuses a file that is not an image, on its field, and keeps the photo there was', async () => {
    const before = await photoOf(ada);
    const res = await upload(ada, { bytes: Buffer.from('%PDF-1.4 not a picture'), type: 'image/png', name: 'x.png' });
    expect(res.body.errors?.[0]?.extensions).toMatchObject({ code: 'BAD_USER_INPUT', field: 'file' });
    expect((await photoOf(ada))?.id).toBe(before?.id);
  });

  it('replaces the old photo, deleting it, and is removed on request', async () => {
    const old = await photoOf(ada);
    await upload(ada, await png('#264653'));
    const current = await photoOf(ada);
    expect(current?.id).not.toBe(old?.id);
    expect(await served(old?.url ?? '')).toBe(404);

    const removed = dataOf(await api.graphql(REMOVE_PHOTO, { token: ada })).removeProfilePhoto;
    expect(removed.photo).toBeNull();
    expect(await photoOf(ada)).toBeNull();
    expect(await served(current?.url ?? '')).toBe(404);
  });

  it('is deleted with the account, as the rest of the person is', async () => {
    const cy = (await api.newAccount('cy')).idToken;
    await upload(cy, await png('#123456'));
    const photo = await photoOf(cy);
    expect(await served(photo?.url ?? '')).toBe(200);
    dataOf(await api.graphql(DELETE_ACCOUNT, { token: cy }));
    expect(await served(photo?.url ?? '')).toBe(404);
  });
});
