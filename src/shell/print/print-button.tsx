import { PrinterOutlined } from '@ant-design/icons';
import { useQueryClient } from '@tanstack/react-query';
import { Button } from 'antd';
import { useState } from 'react';
import { translate } from '../../i18n';
import { printWhenLoaded } from './print-mode';

/** Prints the page with every row of its tables (print-mode.ts), in the print style (print.css). */
export const PrintButton = () => {
  const queryClient = useQueryClient();
  const [isPreparing, setIsPreparing] = useState(false);
  const print = async () => {
    setIsPreparing(true);
    try {
      await printWhenLoaded(() => queryClient.isFetching() > 0);
    } finally {
      setIsPreparing(false);
    }
  };
  return (
    <Button icon={<PrinterOutlined />} loading={isPreparing} onClick={() => void print()}>
      {translate('Print')}
    </Button>
  );
};
