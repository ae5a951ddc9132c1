import { LogoutOutlined, PictureOutlined, UserOutlined } from '@ant-design/icons';
import { useGetIdentity, useLogout } from '@refinedev/core';
import type { MenuProps } from 'antd';
import { useRef, type ChangeEvent } from 'react';
import { useNavigate } from 'react-router';
import { ApiError } from '../../providers/http-client';
import { uploadProfilePicture } from '../api/shell-api';
import { useToast } from '../feedback/use-toast';
import { isTypeAllowed } from '../file-upload/check-files';
import type { ShellIdentity } from '../identity';
import { PictureAvatar } from './picture-avatar';
import { useUserPicture } from './use-user-picture';
import { DropdownOnFirstUse } from '../layout/dropdown-on-first-use';
import { translate } from '../../i18n';

/** SPEC §5: images only, one file, no size limit. */
export const PICTURE_TYPES = ['image/*', '.jpg', '.png', '.jpeg'];

type ProfilePictureProps = {
  /** Another user's picture, shown view-only; omit for the signed-in user's own picture with its menu. */
  userId?: number | string;
  /** Called after the own picture was uploaded (SPEC §4 "upload-success event"). */
  onUploaded?: () => void;
};

const serverMessageOf = (error: unknown) => {
  if (error instanceof ApiError && error.detail) return error.detail;
  return undefined;
};

export const ProfilePicture = ({ userId, onUploaded }: ProfilePictureProps) => {
  const isOwn = userId === undefined;
  const { data: identity, isLoading: isIdentityLoading } = useGetIdentity<ShellIdentity>();
  const ownerId = isOwn ? identity?.id : userId;
  const { isLoading, picture, refetch } = useUserPicture(ownerId);
  const avatar = <PictureAvatar isLoading={isLoading || (isOwn && isIdentityLoading)} picture={picture} name={isOwn ? identity?.name : undefined} />;
  if (!isOwn) return avatar;
  return <OwnPictureMenu avatar={avatar} userId={identity?.id} onUploaded={() => (refetch(), onUploaded?.())} />;
};

const OwnPictureMenu = ({ avatar, userId, onUploaded }: { avatar: React.ReactNode; userId?: number | string; onUploaded: () => void }) => {
  const navigate = useNavigate();
  const toast = useToast();
  const { mutate: logout } = useLogout();
  const fileInput = useRef<HTMLInputElement>(null);

  const upload = async (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0];
    event.target.value = ''; // the same file may be picked again later
    if (!file || userId === undefined) return;
    if (!isTypeAllowed(file, PICTURE_TYPES)) {
      toast.error(translate('Could not upload the image.'));
      return;
    }
    try {
      await uploadProfilePicture(userId, file);
    } catch (error) {
      toast.error(serverMessageOf(error) ?? 'Could not upload the image.');
      return;
    }
    toast.success(translate('Profile picture updated.'));
    onUploaded();
  };

  const items: MenuProps['items'] = [
    { key: 'profile', label: translate('Profile'), icon: <UserOutlined />, onClick: () => navigate('/profile') },
    { key: 'picture', label: translate('Change Picture'), icon: <PictureOutlined />, onClick: () => fileInput.current?.click() },
    { type: 'divider' },
    { key: 'logout', label: translate('Logout'), icon: <LogoutOutlined />, onClick: () => logout() },
  ];

  return (
    <>
      <DropdownOnFirstUse menu={{ items }} placement="bottomRight">
        <button type="button" aria-label={translate('Profile menu')} style={{ background: 'none', border: 0, padding: 0, cursor: 'pointer', borderRadius: '50%' }}>
          {avatar}
        </button>
      </DropdownOnFirstUse>
      <input
        ref={fileInput}
        type="file"
        accept={PICTURE_TYPES.join(',')}
        hidden
        data-testid="profile-picture-input"
        name="profile_picture"
        onChange={(event) => void upload(event)}
      />
    </>
  );
};
