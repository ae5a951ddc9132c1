import { fireEvent, screen, waitFor } from '@testing-library/react';
import { useState } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ProfilePicture } from '../../src/shell/profile-picture/profile-picture';
import { fakeApi } from '../helpers/shell-fake-api';
import { ADMIN, currentLocation, renderInShell } from '../helpers/shell-wrapper';

vi.mock('../../src/providers/http-client', async (importOriginal) => {
  const real = await importOriginal<typeof import('../../src/providers/http-client')>();
  const { fakeApi } = await import('../helpers/shell-fake-api');
  return { ...real, httpClient: () => fakeApi.client(real.createHttpClient) };
});

const OWN_PICTURE = 'https://pictures.example/admin.png';

const pictureImage = () => screen.queryByRole('img', { name: /profile picture$/i });
const placeholder = () => screen.queryByLabelText('No profile picture');
const skeleton = () => document.querySelector('.ant-skeleton-avatar-circle');

const toast = async (summary: string, detail: string) => {
  const notice = (await screen.findByText(detail)).closest('.ant-notification-notice') as HTMLElement;
  expect(notice).toHaveTextContent(summary);
};

const pickFile = (file: File) =>
  fireEvent.change(screen.getByTestId('profile-picture-input'), { target: { files: [file] } });

const image = () => new File(['png-bytes'], 'me.png', { type: 'image/png' });

beforeEach(() => {
  fakeApi.reset();
  fakeApi.on(`GET /users/${ADMIN.id}`, { body: { id: ADMIN.id, profilePicture: OWN_PICTURE } });
  fakeApi.on('GET /users/9', { body: { id: 9, profilePicture: 'https://pictures.example/nine.png' } });
  fakeApi.on('GET /users/10', { body: { id: 10, profilePicture: null } });
  fakeApi.on(`POST /users/profile-picture/${ADMIN.id}`, { body: { id: ADMIN.id, profilePicture: OWN_PICTURE } });
});
afterEach(() => vi.restoreAllMocks());

describe('profile-picture widget', () => {
  it('shows a circular skeleton while loading, then the picture', async () => {
    let answer: (value: { body: unknown }) => void = () => undefined;
    fakeApi.on(`GET /users/${ADMIN.id}`, () => new Promise((resolve) => (answer = resolve)));
    renderInShell(<ProfilePicture />);
    await waitFor(() => expect(fakeApi.callsTo(`GET /users/${ADMIN.id}`)).toHaveLength(1));
    expect(skeleton()).not.toBeNull();
    answer({ body: { id: ADMIN.id, profilePicture: OWN_PICTURE } });
    await waitFor(() => expect(pictureImage()).toHaveAttribute('src', OWN_PICTURE));
    expect(skeleton()).toBeNull();
  });

  it('shows the generic avatar when the user has no picture', async () => {
    fakeApi.on(`GET /users/${ADMIN.id}`, { body: { id: ADMIN.id, profilePicture: '' } });
    renderInShell(<ProfilePicture />);
    expect(await screen.findByLabelText('No profile picture')).toBeInTheDocument();
  });

  it('logs a failed fetch and shows the generic avatar', async () => {
    const logged = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    fakeApi.on(`GET /users/${ADMIN.id}`, { status: 500 });
    renderInShell(<ProfilePicture />);
    expect(await screen.findByLabelText('No profile picture')).toBeInTheDocument();
    expect(logged).toHaveBeenCalledWith('Fetching the profile picture failed', expect.anything());
  });

  it('reads a picture our API serves with the bearer token and shows it from a blob address', async () => {
    const created = vi.fn(() => 'blob:picture-1');
    const revoked = vi.fn();
    Object.assign(URL, { createObjectURL: created, revokeObjectURL: revoked });
    fakeApi.on(`GET /users/${ADMIN.id}`, { body: { id: ADMIN.id, profilePicture: `/api/users/${ADMIN.id}/profile-picture?v=abc` } });
    fakeApi.on(`GET /users/${ADMIN.id}/profile-picture`, { body: new Blob(['png']) });
    const { unmount } = renderInShell(<ProfilePicture />);
    await waitFor(() => expect(pictureImage()).toHaveAttribute('src', 'blob:picture-1'));
    expect(fakeApi.callsTo(`GET /users/${ADMIN.id}/profile-picture`)).toHaveLength(1);
    unmount();
    expect(revoked).toHaveBeenCalledWith('blob:picture-1');
  });

  it("shows another user's picture view-only, without the menu", async () => {
    renderInShell(<ProfilePicture userId={9} />);
    await waitFor(() => expect(pictureImage()).toHaveAttribute('src', 'https://pictures.example/nine.png'));
    expect(screen.queryByRole('button', { name: 'Profile menu' })).not.toBeInTheDocument();
    expect(screen.queryByTestId('profile-picture-input')).not.toBeInTheDocument();
  });

  it('fetches again when the user id changes', async () => {
    const Switcher = () => {
      const [userId, setUserId] = useState(9);
      return (
        <>
          <ProfilePicture userId={userId} />
          <button onClick={() => setUserId(10)}>next user</button>
        </>
      );
    };
    renderInShell(<Switcher />);
    await waitFor(() => expect(pictureImage()).not.toBeNull());
    fireEvent.click(screen.getByRole('button', { name: 'next user' }));
    await waitFor(() => expect(placeholder()).not.toBeNull());
    expect(fakeApi.callsTo('GET /users/10')).toHaveLength(1);
  });
});

describe('own picture menu', () => {
  const openMenu = async () => fireEvent.click(await screen.findByRole('button', { name: 'Profile menu' }));

  it('offers Profile, Change Picture, a separator and Logout', async () => {
    renderInShell(<ProfilePicture />);
    await openMenu();
    const items = await screen.findAllByRole('menuitem');
    expect(items.map((item) => item.textContent)).toEqual(['Profile', 'Change Picture', 'Logout']);
    expect(document.querySelector('.ant-dropdown-menu-item-divider')).not.toBeNull();
  });

  it('opens the profile page', async () => {
    renderInShell(<ProfilePicture />, { path: '/admin/dashboard' });
    await openMenu();
    fireEvent.click(await screen.findByText('Profile'));
    await waitFor(() => expect(currentLocation()).toBe('/profile'));
  });

  it('logs out through the auth provider', async () => {
    const { logout } = renderInShell(<ProfilePicture />);
    await openMenu();
    fireEvent.click(await screen.findByText('Logout'));
    await waitFor(() => expect(logout).toHaveBeenCalled());
  });

  it('accepts images only', async () => {
    renderInShell(<ProfilePicture />);
    await screen.findByRole('button', { name: 'Profile menu' });
    expect(screen.getByTestId('profile-picture-input')).toHaveAttribute('accept', 'image/*,.jpg,.png,.jpeg');
  });

  it('uploads the picked image, confirms, fetches the picture again and tells the parent', async () => {
    const onUploaded = vi.fn();
    renderInShell(<ProfilePicture onUploaded={onUploaded} />);
    await waitFor(() => expect(pictureImage()).not.toBeNull());
    pickFile(image());
    await toast('Success', 'Profile picture updated.');
    const [upload] = fakeApi.callsTo(`POST /users/profile-picture/${ADMIN.id}`);
    expect((upload.data as FormData).get('profile_picture')).toMatchObject({ name: 'me.png', type: 'image/png' });
    await waitFor(() => expect(fakeApi.callsTo(`GET /users/${ADMIN.id}`)).toHaveLength(2));
    expect(onUploaded).toHaveBeenCalledTimes(1);
  });

  it("shows the server's error when the upload fails", async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    fakeApi.on(`POST /users/profile-picture/${ADMIN.id}`, { status: 415, body: { message: 'The picture must be an image' } });
    renderInShell(<ProfilePicture />);
    await waitFor(() => expect(pictureImage()).not.toBeNull());
    pickFile(image());
    await toast('Error', 'The picture must be an image');
  });

  it('falls back to a generic error when the server says nothing', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    fakeApi.on(`POST /users/profile-picture/${ADMIN.id}`, { status: 500 });
    const onUploaded = vi.fn();
    renderInShell(<ProfilePicture onUploaded={onUploaded} />);
    await waitFor(() => expect(pictureImage()).not.toBeNull());
    pickFile(image());
    await toast('Error', 'Could not upload the image.');
    expect(onUploaded).not.toHaveBeenCalled();
  });
});
