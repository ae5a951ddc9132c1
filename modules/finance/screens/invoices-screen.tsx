import { PlusOutlined } from '@ant-design/icons';
import { Button, Space } from 'antd';
import { useState } from 'react';
import { ListScreen } from '../../../src/screens/generic/list-screen';
import type { ResourceScreenProps } from '../../../src/screens/generic/screen-props';
import { InvoiceImport } from './invoice-import';
import { InvoiceWithLinesDrawer } from './invoice-with-lines-drawer';
import { translate } from '../../../src/i18n';

// /admin/invoices: the generic list, a new invoice written line by line with its VAT summary per rate, and the
// FatturaPA import.
export const InvoicesScreen = (props: ResourceScreenProps) => {
  const [isWriting, setWriting] = useState(false);
  return (
    <Space direction="vertical" style={{ width: '100%' }} size="middle">
      <Space wrap>
        <Button type="primary" icon={<PlusOutlined />} onClick={() => setWriting(true)}>
          {translate('New invoice with lines')}
        </Button>
        <InvoiceImport declaration={props.declaration} identifier={props.identifier} />
      </Space>
      <ListScreen {...props} />
      <InvoiceWithLinesDrawer declaration={props.declaration} identifier={props.identifier} open={isWriting} onClose={() => setWriting(false)} />
    </Space>
  );
};
