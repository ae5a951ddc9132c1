import { Space } from 'antd';
import { ListScreen } from '../../../src/screens/generic/list-screen';
import type { ResourceScreenProps } from '../../../src/screens/generic/screen-props';
import { TaxesDueCard } from './taxes-due-card';

// /admin/taxes: what falls due in the next 30 days above the generic list of tax payments.
export const TaxesScreen = (props: ResourceScreenProps) => (
  <Space direction="vertical" style={{ width: '100%' }} size="middle">
    <TaxesDueCard />
    <ListScreen {...props} />
  </Space>
);
