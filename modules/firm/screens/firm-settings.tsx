import { useList } from '@refinedev/core';
import { Button, Card, Result, Space, Spin } from 'antd';
import { useState } from 'react';
import { Link } from 'react-router';
import { screenPathOf } from '../../../resources/paths';
import { AttachmentsSection } from '../../../src/screens/generic/attachments-section';
import { FormDrawer, type FormTarget } from '../../../src/screens/generic/form-drawer';
import { RecordDetails } from '../../../src/screens/generic/record-details';
import { useScreenScope, screenTitle, type ResourceScreenProps } from '../../../src/screens/generic/screen-props';
import { ScreenHeading } from '../../../src/screens/generic/screen-heading';
import { translate } from '../../../src/i18n';
import { firm } from '../firm.resource';
import { firmClosingDays } from '../firm-closing-days.resource';

// /admin/firm: the one firm record, shown and edited in the generic form's drawer (the same checks as the setup), its logo
// (the image every PDF will carry) and a link to its closing days. Before the setup there is no record yet: the
// page offers the setup instead.

export const FirmSettingsScreen = ({ declaration, route, identifier }: ResourceScreenProps) => {
  const scope = useScreenScope(declaration, route);
  const { result, query } = useList({ resource: identifier, meta: { scope }, pagination: { currentPage: 1, pageSize: 1 } });
  const record = result.data[0];
  const [editing, setEditing] = useState<FormTarget>();
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
      <Card
        title={<ScreenHeading>{screenTitle({ declaration, route })}</ScreenHeading>}
        extra={
          <Space>
            <Link to={screenPathOf(firmClosingDays, 'list')}>{translate('Closing days')}</Link>
            <Button type="primary" onClick={() => setEditing({ action: 'edit', id: record.id! })}>
              {translate('Edit')}
            </Button>
          </Space>
        }
      >
        <RecordDetails declaration={declaration} record={record} context={{ scope }} />
      </Card>
      <FormDrawer
        declaration={declaration}
        identifier={identifier}
        scope={scope}
        target={editing}
        onClose={() => {
          setEditing(undefined);
          void query.refetch();
        }}
      />
      {/* The logo: one PNG or JPEG image (the declaration's attachments). */}
      <AttachmentsSection declaration={declaration} recordId={record.id!} scope={scope} canUpload />
    </Space>
  );
};
