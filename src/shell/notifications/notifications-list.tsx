import { CommentOutlined } from '@ant-design/icons';
import { Button, List, Typography } from 'antd';
import type { Notification } from '../api/shell-api';
import { translate } from '../../i18n';
import { notificationInReadersWords } from './notification-words';
import { NOTIFICATIONS_WIDTH } from './popup-width';

export type NotificationsListProps = {
  notifications: Notification[];
  isLoading: boolean;
  onOpen: (notification: Notification) => void;
  onMarkAll: () => void;
};

/** The popup content of the bell (SPEC §2 Notifications menu). */
export const NotificationsList = ({ notifications, isLoading, onOpen, onMarkAll }: NotificationsListProps) => {
  if (isLoading) return <Typography.Text type="secondary">{translate('Loading...')}</Typography.Text>;
  if (notifications.length === 0) return <Typography.Text type="secondary">{translate('No unread notifications')}</Typography.Text>;
  return (
    <div style={{ width: NOTIFICATIONS_WIDTH }}>
      <List
        size="small"
        dataSource={notifications}
        style={{ maxHeight: 360, overflowY: 'auto' }}
        // The list item stays a list item (a <ul> may hold only <li>); the button inside it opens the notification.
        renderItem={(notification) => (
          <List.Item style={{ padding: '4px 0' }}>
            <Button
              type="text"
              block
              icon={<CommentOutlined aria-hidden />}
              aria-label={notificationInReadersWords(notification.message)}
              onClick={() => onOpen(notification)}
              style={{ height: 'auto', padding: '4px 8px', whiteSpace: 'normal', textAlign: 'left', justifyContent: 'flex-start', alignItems: 'flex-start' }}
            >
              {notificationInReadersWords(notification.message)}
            </Button>
          </List.Item>
        )}
      />
      <Button type="link" block onClick={onMarkAll}>
        {translate('Mark all as read')}
      </Button>
    </div>
  );
};
