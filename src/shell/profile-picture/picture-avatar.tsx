import { UserOutlined } from '@ant-design/icons';
import { Avatar, Skeleton } from 'antd';
import { useState } from 'react';
import { AVATAR_SIZE_PX, AVATAR_SIZE_REM } from '../theme/theme-tokens';
import { translate } from '../../i18n';

const SIZE_STYLE = { width: AVATAR_SIZE_REM, height: AVATAR_SIZE_REM, lineHeight: AVATAR_SIZE_REM };

/** The picture, a circular skeleton while loading, or the generic user avatar (none, or the image failed). */
export const PictureAvatar = ({ isLoading, picture, name }: { isLoading: boolean; picture?: string; name?: string }) => {
  const [failedPicture, setFailedPicture] = useState<string>();
  if (isLoading) return <Skeleton.Avatar active shape="circle" size={AVATAR_SIZE_PX} style={SIZE_STYLE} data-testid="picture-skeleton" />;
  if (!picture || failedPicture === picture)
    return <Avatar size={AVATAR_SIZE_PX} style={SIZE_STYLE} icon={<UserOutlined />} aria-label={translate('No profile picture')} />;
  return (
    <Avatar
      size={AVATAR_SIZE_PX}
      style={SIZE_STYLE}
      src={picture}
      alt={name ? translate("{{name}}'s profile picture", { name }) : translate('Profile picture')}
      onError={() => {
        setFailedPicture(picture);
        return false;
      }}
    />
  );
};
