import { ImportOutlined } from '@ant-design/icons';
import { Button } from 'antd';
import { useState } from 'react';
import type { ResourceDeclaration } from '../../../../resources/declaration';
import { translate } from '../../../i18n';
import { ImportDialog } from './import-dialog';

/** The list's Import button and its dialog; the list shows it only to whoever may create on the admin path. */
export const ImportButton = ({ declaration, identifier }: { declaration: ResourceDeclaration; identifier: string }) => {
  const [isOpen, setIsOpen] = useState(false);
  return (
    <>
      <Button icon={<ImportOutlined />} onClick={() => setIsOpen(true)}>
        {translate('Import')}
      </Button>
      <ImportDialog declaration={declaration} identifier={identifier} isOpen={isOpen} onClose={() => setIsOpen(false)} />
    </>
  );
};
