import { Table, Typography } from 'antd';
import { translate } from '../../../src/i18n';
import { USUAL_ABSENCE_CAUSES, USUAL_CONTRACT_TYPES } from '../domain/usual-catalogues';

// The setup's fourth step: the usual Italian contract types and absence causes the setup adds (those missing by
// code); HR edits them afterwards under HR → Contract types and Absence causes.

export const SetupCataloguesStep = () => (
  <>
    <Typography.Paragraph>{translate('HR can edit, deactivate or add to them afterwards under HR, Contract types and Absence causes.')}</Typography.Paragraph>
    <Table
      size="small"
      rowKey="code"
      pagination={false}
      dataSource={[...USUAL_CONTRACT_TYPES]}
      columns={[
        { title: translate('Code'), dataIndex: 'code' },
        { title: translate('Contract types'), dataIndex: 'name' },
      ]}
    />
    <Table
      size="small"
      rowKey="code"
      pagination={false}
      style={{ margin: '16px 0' }}
      dataSource={[...USUAL_ABSENCE_CAUSES]}
      columns={[
        { title: translate('Code'), dataIndex: 'code' },
        { title: translate('Absence causes'), dataIndex: 'name' },
      ]}
    />
  </>
);
