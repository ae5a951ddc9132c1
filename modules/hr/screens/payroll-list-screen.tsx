import { Collapse, Flex, Space } from 'antd';
import { ListScreen } from '../../../src/screens/generic';
import type { ResourceScreenProps } from '../../../src/screens/generic/screen-props';
import { PayrollCostsCard } from './payroll-costs-card';
import { PayslipSplit } from './payslip-split/payslip-split';
import { PayrollGenerate } from './payroll-generate';
import { translate } from '../../../src/i18n';

// The payrolls list (/admin/payrolls): the generic list with its declared buttons (generate, export
// attendance, advance), plus the split of the consultant's combined payslip PDF, which needs a step the
// generic buttons have no place for (the page-by-page proposal to confirm), and what people cost.

export const PayrollListScreen = (props: ResourceScreenProps) => (
  <Space direction="vertical" size="small" style={{ width: '100%' }}>
    <Flex justify="space-between" align="flex-start" gap="small" wrap>
      <PayrollGenerate declaration={props.declaration} identifier={props.identifier} />
      <PayslipSplit declaration={props.declaration} identifier={props.identifier} />
    </Flex>
    <ListScreen {...props} />
    {/* Opened on demand: the list loads without the cost queries and the chart. */}
    <Collapse destroyOnHidden items={[{ key: 'costs', label: translate('What people cost'), children: <PayrollCostsCard /> }]} />
  </Space>
);
