import { Readable } from 'node:stream';
import sharp from 'sharp';
import { UPLOAD_EVENT_HEADER } from '@admit/shared';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { graphql } from '../../test/gql/index.ts';
import { createTestApi, csrfHeader, type TestApi } from '../../test/test-api.ts';
import { graphqlUpload, type UploadFile } from '../../test/multipart.ts';
import { createDecodeQueue, ImageQueueFull } from './processing.ts';
import { addMember, createEvent, createOrganization, errorOf, present } from '../../test/org-fixtures.ts';

const UPLOADS_REMOVE_EVENT_IMAGE = graphql(`
  mutation UploadsRemoveEventImage($e: ID!, $i: ID!) {
    removeEventImage(eventId: $e, imageId: $i) {
      id
    }
  }
`);

const UPLOAD = /* GraphQL */ `
  mutation Upload($eventId: ID!, $kind: EventImageKind!, $file: File!, $alt: String) {
    uploadEventImage(eventId: $eventId, kind: $kind, file: $file, alt: $alt) {
      coverImage {
        id
        width
        height
        url(width: 640)
        srcSet
      }
      gallery {
        id
        alt
      }
    }
  }
`;

type UploadResult = {
  data?: {
    uploadEventImage: {
      coverImage: { id: string; width: number; height: number; url: string; srcSet: string } | null;
      gallery: { id: string; alt: string }[];
    };
  };
  errors?: { message: string; extensions?: { code?: string; field?: string } }[];
};

let api: TestApi;
let owner: string;
let door: string;
let eventId: string;

function upload(
  token: string,
  file: UploadFile,
  variables: Record<string, unknown>,
  headers: Record<string, string> = csrfHeader,
) {
  return graphqlUpload<UploadResult>(api, { query: UPLOAD, variables, file, token, headers });
}

async function photo(width: number, height: number): Promise<Buffer> {
  return sharp({ create: { width, height, channels: 3, background: '#2a9d8f' } })
    .jpeg()
    .toBuffer();
}

beforeAll(async () => {
  api = await createTestApi();
  owner = (await api.newAccount('owner')).idToken;
  const org = await createOrganization(api, owner);
  door = (await addMember(api, owner, org.id, 'DOOR_STAFF')).token;
  eventId = (await createEvent(api, owner, org.id)).id;
});
afterAll(() => api.close());

describe('event images', () => {
  it('stores an uploaded cover, capped in size, and serves it resized as WebP with a long cache', async () => {
    const res = await upload(
      owner,
      { bytes: await photo(3000, 2000), type: 'image/jpeg', name: 'cover.jpg' },
      {
        eventId,
        kind: 'COVER',
      },
    );
    expect(res.body.errors).toBeUndefined();
    const cover = res.body.data?.uploadEventImage.coverImage;
    // The longest side is capped at 2400 px.
    expect(cover).toMatchObject({ width: 2400, height: 1600 });
    expect(cover?.url).toBe(`/media/${cover?.id}/640.webp`);
    expect(cover?.srcSet).toContain('1920.webp 1920w');

    const image = await api.inject({ method: 'GET', url: cover?.url ?? '' });
    expect(image.statusCode).toBe(200);
    expect(image.headers['content-type']).toBe('image/webp');
    expect(image.headers['cache-control']).toContain('immutable');
    const served = await sharp(image.rawPayload).metadata();
    expect(served).toMatchObject({ format: 'webp', width: 640, height: 427 });

    expect((await api.inject({ method: 'GET', url: `/media/${cover?.id}/641.webp` })).statusCode).toBe(404);
  });

  it('replaces the old cover and appends gallery images with their alt text', async () => {
    const first = await upload(
      owner,
      { bytes: await photo(800, 600), type: 'image/jpeg', name: 'a.jpg' },
      {
        eventId,
        kind: 'COVER',
      },
    );
    const oldId = first.body.data?.uploadEventImage.coverImage?.id;
    const second = await upload(
      owner,
      { bytes: await photo(900, 600), type: 'image/jpeg', name: 'b.jpg' },
      {
        eventId,
        kind: 'COVER',
      },
    );
    expect(second.body.data?.uploadEventImage.coverImage?.id).not.toBe(oldId);
    expect((await api.inject({ method: 'GET', url: `/media/${oldId}/320.webp` })).statusCode).toBe(404);

    const gallery = await upload(
      owner,
      { bytes: await photo(600, 600), type: 'image/jpeg', name: 'c.jpg' },
      {
        eventId,
        kind: 'GALLERY',
        alt: 'The crowd at sunset',
      },
    );
    expect(gallery.body.data?.uploadEventImage.gallery.map((g) => g.alt)).toEqual(['The crowd at sunset']);
  });

  it('refuses a file that is not an image, naming the file field', async () => {
    const res = await upload(
      owner,
      { bytes: Buffer.from('%PDF-1.7 not a picture'), type: 'image/png', name: 'x.png' },
      {
        eventId,
        kind: 'COVER',
      },
    );
    expect(res.body.errors?.[0]?.extensions).toMatchObject({ code: 'BAD_USER_INPUT', field: 'file' });
  });

  it('refuses door staff, and a cross-site form post without the CSRF header', async () => {
    const bytes = await photo(100, 100);
    const staff = await upload(door, { bytes, type: 'image/jpeg', name: 'd.jpg' }, { eventId, kind: 'COVER' });
    expect(staff.body.errors?.[0]?.extensions?.code).toBe('FORBIDDEN');
    const forged = await upload(owner, { bytes, type: 'image/jpeg', name: 'e.jpg' }, { eventId, kind: 'COVER' }, {});
    expect(forged.status).toBe(403);
    expect(errorOf({ status: forged.status, body: forged.body }).code).toBe('FORBIDDEN');
  });

  it('refuses an upload that declares more than 10 MB, or does not declare its size, before reading it', async () => {
    const big = await api.inject({
      method: 'POST',
      url: '/graphql',
      headers: {
        'content-type': 'multipart/form-data; boundary=x',
        'content-length': String(12 * 1024 * 1024),
        authorization: `Bearer ${owner}`,
        ...csrfHeader,
      },
      payload: '--x--',
    });
    expect(big.statusCode).toBe(413);
    const chunked = await api.inject({
      method: 'POST',
      url: '/graphql',
      headers: { 'content-type': 'multipart/form-data; boundary=x', 'transfer-encoding': 'chunked', ...csrfHeader },
      payload: Readable.from([Buffer.from('--x--')]),
    });
    expect(chunked.statusCode).toBe(411);
  });
});

describe('uploads refused before their body is read', () => {
  /**
   * A multipart request whose body never arrives: it declares 5 MB and sends a few bytes. A refusal must come
   * from the headers alone; a server that waited for the body would time out instead of answering.
   */
  async function withoutBody(headers: Record<string, string>) {
    const res = await api.inject({
      method: 'POST',
      url: '/graphql',
      headers: {
        'content-type': 'multipart/form-data; boundary=x',
        'content-length': String(5 * 1024 * 1024),
        ...csrfHeader,
        ...headers,
      },
      payload: Readable.from([Buffer.from('--x\r\n')]),
    });
    return { status: res.statusCode, code: res.json<UploadResult>().errors?.[0]?.extensions?.code };
  }

  it('refuses a visitor, door staff, and an upload that names no event, from the headers alone', async () => {
    expect(await withoutBody({ [UPLOAD_EVENT_HEADER]: eventId })).toEqual({ status: 401, code: 'UNAUTHENTICATED' });
    expect(await withoutBody({ [UPLOAD_EVENT_HEADER]: eventId, authorization: `Bearer ${door}` })).toEqual({
      status: 403,
      code: 'FORBIDDEN',
    });
    expect(await withoutBody({ authorization: `Bearer ${owner}` })).toEqual({ status: 400, code: 'BAD_USER_INPUT' });
    const stranger = (await api.newAccount('stranger')).idToken;
    expect(await withoutBody({ [UPLOAD_EVENT_HEADER]: eventId, authorization: `Bearer ${stranger}` })).toEqual({
      status: 403,
      code: 'FORBIDDEN',
    });
  });

  it("refuses an upload that names the caller's own event but targets another's", async () => {
    const other = (await api.newAccount('other-owner')).idToken;
    const theirs = await createEvent(api, other, (await createOrganization(api, other)).id);
    const res = await graphqlUpload<UploadResult>(api, {
      query: UPLOAD,
      variables: { eventId: theirs.id, kind: 'COVER' },
      uploadFor: eventId,
      file: { bytes: await photo(100, 100), type: 'image/jpeg', name: 'x.jpg' },
      token: owner,
    });
    expect(res.body.errors?.[0]?.extensions?.code).toBe('FORBIDDEN');
  });
});

describe('image memory and CPU', () => {
  it('stops serving a removed image at once, even a size this instance had already made', async () => {
    const res = await upload(
      owner,
      { bytes: await photo(700, 500), type: 'image/jpeg', name: 'g.jpg' },
      { eventId, kind: 'GALLERY', alt: 'Soon gone' },
    );
    const image = res.body.data?.uploadEventImage.gallery.at(-1);
    const url = `/media/${image?.id}/320.webp`;
    // Made once, so this instance now holds a copy in memory.
    expect((await api.inject({ method: 'GET', url })).statusCode).toBe(200);
    const removed = await api.graphql(UPLOADS_REMOVE_EVENT_IMAGE, {
      variables: { e: eventId, i: present(image).id },
      token: owner,
    });
    expect(removed.body.errors).toBeUndefined();
    expect((await api.inject({ method: 'GET', url })).statusCode).toBe(404);
  });

  it('decodes a few images at a time, queues a few more, and turns the rest away at once', async () => {
    const queue = createDecodeQueue({ concurrency: 2, maxWaiting: 3 });
    let running = 0;
    let most = 0;
    const releases: (() => void)[] = [];
    const work = () =>
      queue.run(async () => {
        running += 1;
        most = Math.max(most, running);
        await new Promise<void>((resolve) => releases.push(resolve));
        running -= 1;
      });
    const accepted = Array.from({ length: 5 }, work);
    await expect(work()).rejects.toBeInstanceOf(ImageQueueFull);
    // Drain: release whatever is running until all five have run.
    for (let done = 0; done < 5; done++) {
      await vi.waitFor(() => expect(releases.length).toBeGreaterThan(0));
      releases.shift()?.();
    }
    await Promise.all(accepted);
    expect(most).toBe(2);
  });
});
