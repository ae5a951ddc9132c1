import { BellOutlined } from '@ant-design/icons';
import { useGetIdentity } from '@refinedev/core';
import { Badge, Button, Popover } from 'antd';
import { Suspense, useState } from 'react';
import { useNavigate } from 'react-router';
import { resources } from '../../../resources.config';
import { notificationTarget } from '../../../resources/paths';
import { fetchRecord, markAllNotificationsSeen, markNotificationSeen, type Notification } from '../api/shell-api';
import { useToast } from '../feedback/use-toast';
import { useRoles, type ShellIdentity } from '../identity';
import type { NotificationsListProps } from './notifications-list';
import { NOTIFICATIONS_WIDTH } from './popup-width';
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

  /** The route a notification opens for this user; a record seen on its parent's page is read for its parent. */
  const routeOf = async (notification: Notification) => {
    const target = notificationTarget(notification, { resources, roles });
    if (!target) return undefined;
    if ('route' in target) return target.route;
    return target.parentRoute(await fetchRecord(target.resource, target.id).catch(() => ({})));
  };

  // Marked read only once it leads somewhere: a notice the user cannot open stays in the bell, and says so.
  const open = async (notification: Notification) => {
    const route = await routeOf(notification);
    // A plain message points at nothing: reading it is all there is to do.
    const isMessageOnly = !notification.parentTable || notification.parent === null || notification.parent === undefined;
    if (!route && !isMessageOnly) {
      toast.error(translate('There is nothing this notification can open for you.'));
      return;
    }
    try {
      await markNotificationSeen(notification.id);
    } catch {
      toast.error(translate('Action failed.'));
      return;
    }
    remove(notification.id);
    if (!route) return;
    setIsOpen(false);
    navigate(route);
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
      // Shifted along the top bar rather than cut off at the screen's left edge (a phone's bell sits mid-bar).
      align={{ overflow: { adjustY: true, shiftX: true } }}
      open={isOpen}
      onOpenChange={setIsOpen}
      title={translate('Notifications')}
      content={
        <Suspense fallback={<div style={{ width: NOTIFICATIONS_WIDTH }}>{translate('Loading...')}</div>}>
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
