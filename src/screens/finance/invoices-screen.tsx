import { PlusOutlined } from '@ant-design/icons';
import { Button, Space } from 'antd';
import { useState } from 'react';
import { ListScreen } from '../generic/list-screen';
import type { ResourceScreenProps } from '../generic/screen-props';
import { InvoiceWithLinesDrawer } from './invoice-with-lines-drawer';
import { translate } from '../../i18n';

// /admin/invoices: the generic list, and a new invoice written line by line with its VAT summary per rate.
export const InvoicesScreen = (props: ResourceScreenProps) => {
  const [isWriting, setWriting] = useState(false);
  return (
    <Space direction="vertical" style={{ width: '100%' }} size="middle">
      <Button type="primary" icon={<PlusOutlined />} onClick={() => setWriting(true)}>
        {translate('New invoice with lines')}
      </Button>
      <ListScreen {...props} />
      <InvoiceWithLinesDrawer declaration={props.declaration} identifier={props.identifier} open={isWriting} onClose={() => setWriting(false)} />
    </Space>
  );
};
