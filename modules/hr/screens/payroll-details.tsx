import { useShow, type BaseRecord, type HttpError } from '@refinedev/core';
import { Alert, Card, Descriptions, Space, Tag } from 'antd';
import Decimal from 'decimal.js';
import { useParams } from 'react-router';
import type { ResourceDeclaration } from '../../../resources/declaration';
import { fieldLabel, kindOf } from '../../../src/fields';
import type { Scope } from '../../../src/providers/dataProvider';
import { ShowScreen } from '../../../src/screens/generic';
import { useScreenScope, type ResourceScreenProps } from '../../../src/screens/generic/screen-props';
import { translate } from '../../../src/i18n';
import { PayrollStaleAlert } from './payroll-stale-alert';

// A payroll's page (/payroll_details/:id): the generic record page (status moves, days with bulk correction,
// payslips) under a summary of its figures, where the consultant's gross is set beside the estimate.

const FIGURES = ['grossSalary', 'contributions', 'withholdingTax', 'netSalary', 'tfrMonthlySalary', 'tfr', 'totalCost', 'workedDays', 'workedHours'];

const isSet = (value: unknown) => value !== null && value !== undefined && value !== '';

/** The consultant's gross less the estimate, in decimal (a payslip's difference is exact to the cent). */
export const grossDifference = (record: BaseRecord): string | undefined =>
  record.isGrossFromConsultant && isSet(record.grossSalary) && isSet(record.estimatedGross)
    ? new Decimal(String(record.grossSalary)).minus(String(record.estimatedGross)).toFixed(2)
    : undefined;

const Figure = ({ declaration, name, value, scope }: { declaration: ResourceDeclaration; name: string; value: unknown; scope: Scope }) => {
  const field = declaration.fields[name];
  const { Display } = kindOf(field);
  return <Display value={value} field={field} context={{ scope }} />;
};

const PayrollFigures = ({ declaration, identifier, scope, id }: { declaration: ResourceDeclaration; identifier: string; scope: Scope; id: string }) => {
  const { query } = useShow<BaseRecord, HttpError>({ resource: identifier, id, meta: { scope } });
  const record = query.data?.data;
  if (!record) return null;
  const difference = grossDifference(record);
  const source = record.isGrossFromConsultant ? <Tag color="green">{translate('Consultant\'s payslip')}</Tag> : <Tag>{translate('Estimate')}</Tag>;
  return (
    <Card title={translate('Figures')} extra={source} size="small">
      {scope === 'admin' && <PayrollStaleAlert record={record} />}
      {scope === 'admin' && !isSet(record.grossSalary) && <Alert type="info" showIcon message={translate('Not calculated yet: recalculate or advance the payroll to estimate its figures.')} />}
      <Descriptions
        size="small"
        column={{ xs: 1, md: 3 }}
        items={[
          ...FIGURES.map((name) => ({
            key: name,
            label: fieldLabel(name, declaration.fields[name]),
            children: <Figure declaration={declaration} name={name} value={record[name]} scope={scope} />,
          })),
          ...(difference === undefined
            ? []
            : [
                {
                  key: 'difference',
                  label: translate('Consultant − estimate'),
                  children: (
                    <span data-testid="gross-difference">
                      <Figure declaration={declaration} name="grossSalary" value={Number(difference)} scope={scope} /> ({translate('estimate')}{' '}
                      <Figure declaration={declaration} name="estimatedGross" value={record.estimatedGross} scope={scope} />)
                    </span>
                  ),
                },
              ]),
        ]}
      />
      {/* The accountant's instruction and what the figures follow; the employee reads their payslip, not this. */}
      {scope === 'admin' && (
        <Alert
          type="warning"
          style={{ marginTop: 12 }}
          message={translate('The figures are an estimate from the contract and the days; the labour consultant\'s payslip is the real one: record its gross and TFR pay to replace them.')}
          description={translate('Worked days and hours follow this payroll\'s days below. Recalculate rebuilds them from the employee\'s approved month sheet as it is now (and the approved leave), keeping the days you corrected by hand; while the month sheet is not approved, it keeps the days as they are.')}
        />
      )}
    </Card>
  );
};

export const PayrollDetailsScreen = (props: ResourceScreenProps) => {
  const scope = useScreenScope(props.declaration, props.route);
  const { id } = useParams();
  return (
    <Space direction="vertical" size="middle" style={{ width: '100%' }}>
      <ShowScreen {...props} />
      {id !== undefined && <PayrollFigures declaration={props.declaration} identifier={props.identifier} scope={scope} id={id} />}
    </Space>
  );
};
