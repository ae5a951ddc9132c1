import { BellOutlined } from '@ant-design/icons';
import { useGetIdentity } from '@refinedev/core';
import { Badge, Button, Popover } from 'antd';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { markAllNotificationsSeen, markNotificationSeen, type Notification } from '../api/shell-api';
import { useToast } from '../feedback/use-toast';
import type { ShellIdentity } from '../identity';
import { NotificationsList } from './notifications-list';
import { useUnreadNotifications } from './use-unread-notifications';

/** Records a notification may point at, and where each opens (SPEC: tasks open manage_task). */
const PARENT_PATHS: Record<string, (parent: number) => string> = {
  tasks: (parent) => `/task/${parent}`,
};

export const NotificationsBell = () => {
  const navigate = useNavigate();
  const toast = useToast();
  const { data: identity } = useGetIdentity<ShellIdentity>();
  const { notifications, isLoading, remove, clear } = useUnreadNotifications();
  const [isOpen, setIsOpen] = useState(false);

  const open = async (notification: Notification) => {
    try {
      await markNotificationSeen(notification.id);
    } catch {
      toast.error('Action failed.');
      return;
    }
    remove(notification.id);
    const pathOf = notification.parentTable ? PARENT_PATHS[notification.parentTable] : undefined;
    if (pathOf && notification.parent != null) {
      setIsOpen(false);
      navigate(pathOf(notification.parent));
    }
  };

  const markAll = async () => {
    if (identity?.id == null) return;
    try {
      await markAllNotificationsSeen(identity.id);
    } catch {
      toast.error('Action failed.');
      return;
    }
    clear();
    toast.success('All notifications marked as read.');
    setIsOpen(false);
  };

  return (
    <Popover
      trigger="click"
      placement="bottomRight"
      open={isOpen}
      onOpenChange={setIsOpen}
      title="Notifications"
      content={<NotificationsList notifications={notifications} isLoading={isLoading} onOpen={open} onMarkAll={markAll} />}
    >
      <Badge count={notifications.length} size="small" offset={[-4, 4]}>
        <Button type="text" shape="circle" icon={<BellOutlined />} aria-label={`Notifications, ${notifications.length} unread`} />
      </Badge>
    </Popover>
  );
};
