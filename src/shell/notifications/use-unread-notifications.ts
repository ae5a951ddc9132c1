import { useCallback, useEffect, useRef, useState } from 'react';
import { fetchUnreadNotifications, type Notification } from '../api/shell-api';
import { useToast } from '../feedback/use-toast';
import { translate } from '../../i18n';

/** SPEC §9: the bell polls every 10 s. */
export const NOTIFICATION_POLL_MS = 10_000;

/** The caller's unread notifications, loaded on mount and every 10 s. */
export const useUnreadNotifications = () => {
  const toast = useToast();
  const [notifications, setNotifications] = useState<Notification[]>([]);
  const [isLoading, setIsLoading] = useState(true);
  // While the server stays down, say so once rather than every 10 s.
  const hasReportedFailure = useRef(false);

  const load = useCallback(async () => {
    try {
      setNotifications(await fetchUnreadNotifications());
      hasReportedFailure.current = false;
    } catch {
      if (!hasReportedFailure.current) toast.error(translate('Could not load notifications.'));
      hasReportedFailure.current = true;
    } finally {
      setIsLoading(false);
    }
  }, [toast]);

  useEffect(() => {
    void load();
    const timer = setInterval(() => void load(), NOTIFICATION_POLL_MS);
    return () => clearInterval(timer);
  }, [load]);

  const remove = useCallback((id: number) => setNotifications((current) => current.filter((item) => item.id !== id)), []);
  const clear = useCallback(() => setNotifications([]), []);

  return { notifications, isLoading, remove, clear };
};
