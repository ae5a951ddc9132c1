import { Space } from 'antd';
import { ListScreen } from '../../../src/screens/generic/list-screen';
import type { ResourceScreenProps } from '../../../src/screens/generic/screen-props';
import { ExpiringCertificates } from './expiring-certificates';

// The safety courses (/admin/safety_course): who is expired or expiring first, then the generic list.
export const SafetyCoursesScreen = (props: ResourceScreenProps) => (
  <Space direction="vertical" size="middle" style={{ width: '100%' }}>
    <ExpiringCertificates />
    <ListScreen {...props} />
  </Space>
);
