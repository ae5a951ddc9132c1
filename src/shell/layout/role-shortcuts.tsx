import { CalendarOutlined, InboxOutlined } from '@ant-design/icons';
import { Badge, Button, Space, Tooltip } from 'antd';
import { Link } from 'react-router';
import { useRoles } from '../identity';
import { usePendingRequestCount } from './use-pending-request-count';
import { translate } from '../../i18n';
import { screenPathOf } from '../../../resources/paths';
import { hrTimesheetRequests } from '../../../modules/hr/hr-timesheet-requests.resource';

/** The top bar's second button group (SPEC §6): calendar for EMPLOYEE, the HR inbox for ADMIN. */
export const RoleShortcuts = () => {
  const roles = useRoles();
  const isAdmin = roles.includes('ADMIN');
  const isEmployee = roles.includes('EMPLOYEE');
  const pending = usePendingRequestCount(isAdmin);
  if (!isAdmin && !isEmployee) return null;
  return (
    <Space size={4}>
      {isEmployee && (
        <Tooltip title={translate('Calendar')}>
          <Link to="/calendar" aria-label={translate('Calendar')}>
            <Button type="text" shape="circle" icon={<CalendarOutlined />} tabIndex={-1} />
          </Link>
        </Tooltip>
      )}
      {isAdmin && (
        <Tooltip title={translate('HR requests')}>
          <Link to={screenPathOf(hrTimesheetRequests, 'hrLeaveRequests')} aria-label={translate('HR requests, {{pending}} pending', { pending })}>
            <Badge count={pending} size="small" offset={[-4, 4]}>
              <Button type="text" shape="circle" icon={<InboxOutlined />} tabIndex={-1} />
            </Badge>
          </Link>
        </Tooltip>
      )}
    </Space>
  );
};
