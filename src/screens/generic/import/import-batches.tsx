import { Button, Popconfirm, Table, Tag } from 'antd';
import { useEffect, useState } from 'react';
import type { ResourceDeclaration } from '../../../../resources/declaration';
import type { ImportBatch } from '../../../../resources/imports';
import { formatDateTime } from '../../../fields';
import { translate } from '../../../i18n';
import { importBatches, undoImport } from './import-api';

// A list's earlier imports, newest first; Undo removes a batch's records while none has changed since (the
// server says which have when it refuses).

type ImportBatchesProps = {
  declaration: ResourceDeclaration;
  /** Bumped by the dialog after an import, so the list reads again. */
  refreshKey: number;
  onUndone: () => void;
  onError: (error: unknown) => void;
};

export const ImportBatches = ({ declaration, refreshKey, onUndone, onError }: ImportBatchesProps) => {
  const [batches, setBatches] = useState<ImportBatch[]>([]);
  const [isLoading, setIsLoading] = useState(false);
  const [undoing, setUndoing] = useState<number>();

  const load = async () => {
    setIsLoading(true);
    try {
      setBatches(await importBatches(declaration));
    } catch (error) {
      onError(error);
    } finally {
      setIsLoading(false);
    }
  };
  useEffect(() => {
    void load();
  }, [declaration.name, refreshKey]);

  const undo = async (batch: ImportBatch) => {
    setUndoing(batch.id);
    try {
      await undoImport(declaration, batch.id);
      onUndone();
    } catch (error) {
      onError(error);
    } finally {
      setUndoing(undefined);
      await load();
    }
  };

  return (
    <Table<ImportBatch>
      rowKey="id"
      size="small"
      loading={isLoading}
      dataSource={batches}
      pagination={false}
      locale={{ emptyText: translate('No imports yet') }}
      columns={[
        { key: 'fileName', title: translate('File'), dataIndex: 'fileName' },
        { key: 'rowCount', title: translate('Rows'), dataIndex: 'rowCount' },
        { key: 'importedBy', title: translate('Imported by'), dataIndex: 'importedBy' },
        { key: 'importedAt', title: translate('Imported at'), render: (_, batch) => formatDateTime(batch.importedAt) },
        {
          key: 'state',
          title: translate('Actions'),
          render: (_, batch) =>
            batch.undoneAt ? (
              <Tag>{translate('Undone')}</Tag>
            ) : (
              <Popconfirm title={translate('Remove the {{count}} records of this import?', { count: batch.rowCount })} onConfirm={() => undo(batch)}>
                <Button size="small" danger loading={undoing === batch.id}>
                  {translate('Undo')}
                </Button>
              </Popconfirm>
            ),
        },
      ]}
    />
  );
};
