import { BellOutlined } from '@ant-design/icons';
import { useGetIdentity } from '@refinedev/core';
import { Badge, Button, Popover } from 'antd';
import { Suspense, useState } from 'react';
import { useNavigate } from 'react-router';
import { resources } from '../../../resources.config';
import { notificationRoute } from '../../../resources/paths';
import { markAllNotificationsSeen, markNotificationSeen, type Notification } from '../api/shell-api';
import { useToast } from '../feedback/use-toast';
import { useRoles, type ShellIdentity } from '../identity';
import type { NotificationsListProps } from './notifications-list';
import { useUnreadNotifications } from './use-unread-notifications';
import { translate } from '../../i18n';
import { lazyNamed } from '../../screens/lazy';

// The list (antd's List and Pagination) loads when the bell is first opened.
const NotificationsList = lazyNamed<NotificationsListProps>(() => import('./notifications-list'), 'NotificationsList');

export const NotificationsBell = () => {
  const navigate = useNavigate();
  const toast = useToast();
  const { data: identity } = useGetIdentity<ShellIdentity>();
  const roles = useRoles();
  const { notifications, isLoading, remove, clear } = useUnreadNotifications();
  const [isOpen, setIsOpen] = useState(false);

  const open = async (notification: Notification) => {
    try {
      await markNotificationSeen(notification.id);
    } catch {
      toast.error(translate('Action failed.'));
      return;
    }
    remove(notification.id);
    // SPEC names tasks (manage_task); every other parent opens its record the same way.
    const route = notificationRoute(notification, { resources, roles });
    if (route) {
      setIsOpen(false);
      navigate(route);
    }
  };

  const markAll = async () => {
    if (identity?.id == null) return;
    try {
      await markAllNotificationsSeen(identity.id);
    } catch {
      toast.error(translate('Action failed.'));
      return;
    }
    clear();
    toast.success(translate('All notifications marked as read.'));
    setIsOpen(false);
  };

  return (
    <Popover
      trigger="click"
      placement="bottomRight"
      open={isOpen}
      onOpenChange={setIsOpen}
      title={translate('Notifications')}
      content={
        <Suspense fallback={translate('Loading...')}>
          <NotificationsList notifications={notifications} isLoading={isLoading} onOpen={open} onMarkAll={markAll} />
        </Suspense>
      }
    >
      <Badge count={notifications.length} size="small" offset={[-4, 4]}>
        <Button type="text" shape="circle" icon={<BellOutlined />} aria-label={translate('Notifications, {{count}} unread', { count: notifications.length })} />
      </Badge>
    </Popover>
  );
};
