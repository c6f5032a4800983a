import { MockedProvider } from '@apollo/client/testing/react';
import { act, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import type * as Session from '../../../lib/session/session.ts';
import type { SessionUser } from '../../../lib/session/session.ts';
import { ProfilePhotoDocument, RemoveProfilePhotoDocument, UploadProfilePhotoDocument } from '../gql/graphql.ts';
import { ProfilePhotoForm } from './ProfilePhotoForm.tsx';

const auth = { updateProfile: vi.fn<(profile: { displayName: string; photoURL: string }) => Promise<void>>() };
vi.mock('../../../lib/session/session.ts', async (importOriginal) => ({
  ...(await importOriginal<typeof Session>()),
  loadAuth: () => Promise.resolve(auth),
}));

const user: SessionUser = {
  uid: 'u1',
  email: 'ada@example.com',
  emailVerified: true,
  displayName: 'Ada',
  photoURL: null,
  phoneNumber: null,
  secondFactors: [],
  providerIds: ['password'],
};
const url = '/media/0b8e4a52-55f4-4b43-9d4c-2c1f3c7e9a10/320.webp';
const photo = { __typename: 'Image' as const, id: 'img-1', url, alt: 'Photo of Ada' };
const viewer = (p: typeof photo | null) => ({
  data: { viewer: { __typename: 'Viewer' as const, user: { __typename: 'User' as const, id: 'u-1', photo: p } } },
});

beforeEach(() => auth.updateProfile.mockResolvedValue(undefined));

describe('the profile photo', () => {
  it('is uploaded as a file, shown at once, kept as the account photo, and removed', async () => {
    const mocks = [
      { request: { query: ProfilePhotoDocument }, result: viewer(null) },
      {
        request: { query: UploadProfilePhotoDocument, variables: () => true },
        result: { data: { uploadProfilePhoto: { __typename: 'User' as const, id: 'u-1', photo } } },
      },
      { request: { query: ProfilePhotoDocument }, result: viewer(photo) },
      {
        request: { query: RemoveProfilePhotoDocument },
        result: { data: { removeProfilePhoto: { __typename: 'User' as const, id: 'u-1', photo: null } } },
      },
      { request: { query: ProfilePhotoDocument }, result: viewer(null) },
    ];
    render(
      <MockedProvider mocks={mocks}>
        <ProfilePhotoForm user={user} />
      </MockedProvider>,
    );
    expect(await screen.findByText(/No photo yet/)).toBeTruthy();
    const file = new File([new Uint8Array([137, 80, 78, 71])], 'me.png', { type: 'image/png' });
    fireEvent.change(screen.getByLabelText('Your photo'), { target: { files: [file] } });
    await act(async () => void fireEvent.click(screen.getByRole('button', { name: 'Upload photo' })));

    expect((await screen.findByRole('img', { name: 'Photo of Ada' })).getAttribute('src')).toBe(url);
    await waitFor(() =>
      expect(auth.updateProfile).toHaveBeenCalledWith({ displayName: 'Ada', photoURL: `${location.origin}${url}` }),
    );

    // The button comes with the saved photo, which may render a moment after its image (a busy CI machine showed it).
    const remove = await screen.findByRole('button', { name: 'Remove photo' });
    await act(async () => void fireEvent.click(remove));
    expect(await screen.findByText(/No photo yet/)).toBeTruthy();
    // The page shows the removal from the API's answer; the account's photo is cleared just after it.
    await waitFor(() => expect(auth.updateProfile).toHaveBeenLastCalledWith({ displayName: 'Ada', photoURL: '' }));
  });

  it('refuses a file that is not an image beside its field, before sending it', async () => {
    render(
      <MockedProvider mocks={[{ request: { query: ProfilePhotoDocument }, result: viewer(null) }]}>
        <ProfilePhotoForm user={user} />
      </MockedProvider>,
    );
    await screen.findByText(/No photo yet/);
    const file = new File(['%PDF'], 'cv.pdf', { type: 'application/pdf' });
    fireEvent.change(screen.getByLabelText('Your photo'), { target: { files: [file] } });
    await act(async () => void fireEvent.click(screen.getByRole('button', { name: 'Upload photo' })));
    expect(screen.getByText('Choose a JPEG, PNG, WebP or GIF image.')).toBeTruthy();
  });
});
