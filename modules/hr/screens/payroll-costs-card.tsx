import { Card, InputNumber, Table } from 'antd';
import { useState } from 'react';
import { Bar, BarChart, CartesianGrid, Legend, ResponsiveContainer, Tooltip, XAxis, YAxis } from 'recharts';
import { annualCosts } from '../annual-costs.resource';
import { monthlyCosts } from '../monthly-costs.resource';
import { useActionReply } from '../../../src/screens/generic/actions';
import { formatEuro } from '../../finance/screens/finance-calls';
import { formatAxisMoney, monthShortName, translate } from '../../../src/i18n';
import { firmYearMonth } from '../../../resources/firm-calendar';
import type { ReplyOf } from '../../../resources/reply-types';

// What people cost, on the payrolls page (SPEC's route table has no cost screen of its own): the firm's cost
// month by month as stacked bars (gross, employer's contributions, TFR add up to the cost), from
// GET /admin/cost_annual/monthly/{year}, and each employee's year and hourly cost from GET /cost_annual/user/{year}.

type EmployeeCost = ReplyOf<typeof annualCosts, 'employeesCost'>[number];

const euros = (value: unknown) => formatEuro(value);

export const PayrollCostsCard = () => {
  const [year, setYear] = useState(firmYearMonth().year);
  const months = useActionReply(monthlyCosts, 'monthsCost', { input: { year } });
  const people = useActionReply(annualCosts, 'employeesCost', { input: { year } });
  const bars = (Array.isArray(months.data) ? months.data : []).map((row) => ({ ...row, label: monthShortName(row.month) }));
  return (
    <Card
      title={translate('Month by month')}
      size="small"
      loading={months.isLoading}
      extra={<InputNumber aria-label={translate('Cost year')} min={2000} max={2100} value={year} onChange={(value) => value && setYear(value)} />}
    >
      <div data-testid="cost-chart" style={{ width: '100%', minWidth: 0, height: 260 }}>
        <ResponsiveContainer width="100%" height={260}>
          <BarChart data={bars}>
            <CartesianGrid strokeDasharray="3 3" />
            <XAxis dataKey="label" />
            <YAxis width={96} tickFormatter={formatAxisMoney} />
            <Tooltip formatter={euros} />
            <Legend />
            <Bar dataKey="grossSalary" name={translate('Gross')} stackId="cost" fill="#1677ff" />
            <Bar dataKey="employerContributions" name={translate("Employer's contributions")} stackId="cost" fill="#fa8c16" />
            <Bar dataKey="tfr" name="TFR" stackId="cost" fill="#52c41a" />
          </BarChart>
        </ResponsiveContainer>
      </div>
      <Table<EmployeeCost>
        rowKey="employeeId"
        size="small"
        pagination={{ pageSize: 10, hideOnSinglePage: true }}
        loading={people.isLoading}
        dataSource={Array.isArray(people.data) ? people.data : []}
        columns={[
          { title: translate('Employee'), dataIndex: 'employee' },
          { title: translate('Cost {{year}}', { year }), dataIndex: 'totalCost', align: 'right', render: euros },
          { title: translate('Worked hours'), dataIndex: 'workedHours', align: 'right' },
          { title: translate('Hourly cost'), dataIndex: 'hourlyCost', align: 'right', render: euros },
        ]}
      />
    </Card>
  );
};
