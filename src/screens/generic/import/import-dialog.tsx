import { DownloadOutlined, InboxOutlined, UploadOutlined } from '@ant-design/icons';
import { useInvalidate, useNotification, type HttpError } from '@refinedev/core';
import { Button, Modal, Space, Spin, Tabs, Upload } from 'antd';
import { useState } from 'react';
import type { ResourceDeclaration } from '../../../../resources/declaration';
import type { ImportPreview } from '../../../../resources/imports';
import { translate } from '../../../i18n';
import { failedNotice } from '../notices';
import { previewImport, runImport, saveImportReport, saveImportTemplate, type ColumnChoice } from './import-api';
import { ImportBatches } from './import-batches';
import { ImportPreviewTable } from './import-preview';

// Import on a list (Odoo's import as the model): a file is read at once into a preview with the create's own
// refusals; Import writes every row or none; the template and the refusals' report are downloads; earlier
// imports can be undone while none of their records has changed.

type ImportDialogProps = { declaration: ResourceDeclaration; identifier: string; isOpen: boolean; onClose: () => void };

export const ImportDialog = ({ declaration, identifier, isOpen, onClose }: ImportDialogProps) => {
  const { open } = useNotification();
  const invalidate = useInvalidate();
  const [file, setFile] = useState<File>();
  const [mapping, setMapping] = useState<ColumnChoice>();
  const [preview, setPreview] = useState<ImportPreview>();
  const [busy, setBusy] = useState<'reading' | 'importing' | 'report'>();
  const [refreshKey, setRefreshKey] = useState(0);
  const [tab, setTab] = useState('file');
  const plural = translate(declaration.label).toLowerCase();

  const failed = (what: string) => (error: unknown) => open?.(failedNotice(what)(error as HttpError));
  const refreshList = () => invalidate({ resource: identifier, invalidates: ['list'] });

  const read = async (picked: File, chosen?: ColumnChoice) => {
    setBusy('reading');
    try {
      setPreview(await previewImport(declaration, picked, chosen));
    } catch (error) {
      setPreview(undefined);
      failed(translate('read the file'))(error);
    } finally {
      setBusy(undefined);
    }
  };
  const pick = (picked: File) => {
    setFile(picked);
    setMapping(undefined);
    void read(picked);
    // The file is sent with the preview and the import, never by the Upload itself.
    return false;
  };
  const remap = (chosen: ColumnChoice) => {
    setMapping(chosen);
    if (file) void read(file, chosen);
  };
  const importFile = async () => {
    if (!file) return;
    setBusy('importing');
    try {
      const done = await runImport(declaration, file, mapping);
      open?.({ type: 'success', message: translate('{{count}} rows imported into {{list}}', { count: done.rowCount, list: plural }) });
      setFile(undefined);
      setPreview(undefined);
      setRefreshKey((key) => key + 1);
      setTab('batches');
      await refreshList();
    } catch (error) {
      failed(translate('import the file'))(error);
      await read(file, mapping);
    } finally {
      setBusy(undefined);
    }
  };
  const report = async () => {
    if (!file) return;
    setBusy('report');
    try {
      await saveImportReport(declaration, file, mapping);
    } catch (error) {
      failed(translate('download the report'))(error);
    } finally {
      setBusy(undefined);
    }
  };

  const fileTab = (
    <Space direction="vertical" style={{ width: '100%' }}>
      <Upload.Dragger accept=".xlsx,.csv,text/csv" maxCount={1} showUploadList={false} beforeUpload={pick}>
        <p className="ant-upload-drag-icon">
          <InboxOutlined />
        </p>
        <p className="ant-upload-text">{file ? file.name : translate('Click or drop an XLSX or CSV file here')}</p>
        <p className="ant-upload-hint">{translate('Columns are matched to fields by their headers, in English or Italian; change any below')}</p>
      </Upload.Dragger>
      <Space wrap>
        <Button icon={<DownloadOutlined />} onClick={() => void saveImportTemplate(declaration).catch(failed(translate('download the template')))}>
          {translate('Download template')}
        </Button>
        {preview && preview.refusalCount > 0 && (
          <Button icon={<DownloadOutlined />} loading={busy === 'report'} onClick={() => void report()}>
            {translate('Download error report')}
          </Button>
        )}
        {preview && (
          <Button type="primary" icon={<UploadOutlined />} loading={busy === 'importing'} disabled={preview.refusalCount > 0 || busy !== undefined} onClick={() => void importFile()}>
            {translate('Import {{count}} rows', { count: preview.rowCount })}
          </Button>
        )}
      </Space>
      <Spin spinning={busy === 'reading'}>{preview && <ImportPreviewTable declaration={declaration} preview={preview} onMappingChange={remap} />}</Spin>
    </Space>
  );

  return (
    <Modal open={isOpen} onCancel={onClose} footer={null} width={1100} title={translate('Import {{list}}', { list: plural })} destroyOnHidden>
      <Tabs
        activeKey={tab}
        onChange={setTab}
        items={[
          { key: 'file', label: translate('Import a file'), children: fileTab },
          {
            key: 'batches',
            label: translate('Earlier imports'),
            children: <ImportBatches declaration={declaration} refreshKey={refreshKey} onUndone={() => void refreshList()} onError={failed(translate('undo the import'))} />,
          },
        ]}
      />
    </Modal>
  );
};
