import { useList } from '@refinedev/core';
import { Button, Card, Result, Space, Spin } from 'antd';
import { Link } from 'react-router';
import { screenPathOf } from '../../../resources/paths';
import { AttachmentsSection } from '../../../src/screens/generic/attachments-section';
import { RecordForm } from '../../../src/screens/generic/form-drawer';
import { useScreenScope, screenTitle, type ResourceScreenProps } from '../../../src/screens/generic/screen-props';
import { ScreenHeading } from '../../../src/screens/generic/screen-heading';
import { translate } from '../../../src/i18n';
import { firm } from '../firm.resource';
import { firmClosingDays } from '../firm-closing-days.resource';

// /admin/firm: the one firm record, edited in place (the generic form, the same checks as the setup), its logo
// (the image every PDF will carry) and a link to its closing days. Before the setup there is no record yet: the
// page offers the setup instead.

export const FirmSettingsScreen = ({ declaration, route, identifier }: ResourceScreenProps) => {
  const scope = useScreenScope(declaration, route);
  const { result, query } = useList({ resource: identifier, meta: { scope }, pagination: { currentPage: 1, pageSize: 1 } });
  const record = result.data[0];
  if (query.isLoading) return <Spin />;
  if (!record)
    return (
      <Result
        status="info"
        title={translate('The firm is not recorded yet')}
        extra={
          <Link to={screenPathOf(firm, 'firmSetup')}>
            <Button type="primary">{translate('Set up the firm')}</Button>
          </Link>
        }
      />
    );
  return (
    <Space direction="vertical" size="large" style={{ width: '100%' }}>
      <Card title={<ScreenHeading>{screenTitle({ declaration, route })}</ScreenHeading>} extra={<Link to={screenPathOf(firmClosingDays, 'list')}>{translate('Closing days')}</Link>}>
        <div style={{ maxWidth: 640 }}>
          {/* Mounted afresh on each version, so a save shows what the server kept (compacted IBAN, capitals). */}
          <RecordForm key={String(record.version)} declaration={declaration} identifier={identifier} scope={scope} target={{ action: 'edit', id: record.id! }} onDone={() => void query.refetch()} />
        </div>
      </Card>
      {/* The logo: one PNG or JPEG image (the declaration's attachments). */}
      <AttachmentsSection declaration={declaration} recordId={record.id!} scope={scope} canUpload />
    </Space>
  );
};
