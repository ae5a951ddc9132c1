import { UploadOutlined } from '@ant-design/icons';
import { useInvalidate } from '@refinedev/core';
import { Alert, Button, Modal, Space, Statistic, Table, Tag, Typography, Upload, type UploadProps } from 'antd';
import { useState } from 'react';
import type { ResourceDeclaration } from '../../../resources/declaration';
import { translate } from '../../../src/i18n';
import { httpClient, reasonOf, type ApiError } from '../../../src/providers/http-client';
import { actionNamed } from '../../../src/screens/generic/actions';
import { actionRequest } from '../../../src/screens/generic/actions/action-call';
import { formatEuro } from './finance-calls';
import { FATTURAPA_IMPORT, invoices } from '../invoices.resource';
import type { ReplyOf } from '../../../resources/reply-types';

// "Import FatturaPA": a ZIP from the exchange system (or one .xml / .xml.p7m) sent through antd's Upload, its
// progress bar fed by the upload's own progress; then the server's report, file by file: imported (with the
// invoices and their flags), skipped as already there, or refused with the reason.

/** The import's report, as the action declares its reply (invoices.resource.ts). */
type ImportReport = ReplyOf<typeof invoices, typeof FATTURAPA_IMPORT>;
type FileOutcome = ImportReport['files'][number];
type InvoiceOutcome = FileOutcome['invoices'][number];

/** The import may take a while on a month of invoices: well beyond the ordinary request timeout. */
const IMPORT_TIMEOUT_MS = 5 * 60_000;
const STATUS_COLOURS = { imported: 'green', skipped: 'default', refused: 'red' } as const;
const STATUS_TEXTS = { imported: 'Imported', skipped: 'Skipped: already there', refused: 'Refused' } as const;

const invoiceText = (invoice: InvoiceOutcome) =>
  [
    `${invoice.number} (${formatEuro(invoice.total)})`,
    invoice.status === 'skipped' ? translate('already there') : undefined,
    invoice.isPartyVatInvalid ? translate('VAT number fails its check') : undefined,
    invoice.signature === 'valid' ? translate('signature valid') : invoice.signature === 'invalid' ? translate('signature NOT valid') : undefined,
    invoice.isLinesMismatch ? translate('Lines disagree') : undefined,
  ]
    .filter(Boolean)
    .join(' · ');

export const InvoiceImport = ({ declaration, identifier }: { declaration: ResourceDeclaration; identifier: string }) => {
  const [isOpen, setOpen] = useState(false);
  const [report, setReport] = useState<ImportReport>();
  const [refusal, setRefusal] = useState<{ message: string; files: [string, string][] }>();
  const invalidate = useInvalidate();
  const action = actionNamed(declaration, 'importZip');

  // The ZIP goes as multipart through the SPA's client (token, language, refusals); fetch reports no upload
  // progress, so the list shows the file as uploading until the report comes.
  const upload: UploadProps['customRequest'] = async ({ file, onSuccess, onError }) => {
    setReport(undefined);
    setRefusal(undefined);
    const body = new FormData();
    body.append('file', file as File);
    const { url } = actionRequest(declaration, action, {});
    try {
      const reply = await httpClient().put<ImportReport>(url, body, { timeout: IMPORT_TIMEOUT_MS });
      setReport(reply.data);
      onSuccess?.(reply.data);
      await invalidate({ resource: identifier, invalidates: ['resourceAll'] });
    } catch (error) {
      const failure = error as ApiError;
      setRefusal({ message: reasonOf(failure) ?? translate('Refused: nothing was imported'), files: Object.entries(failure.errors ?? {}).map(([name, reason]) => [name, String(reason)]) });
      onError?.(failure);
    }
  };

  const close = () => {
    setOpen(false);
    setReport(undefined);
    setRefusal(undefined);
  };

  return (
    <>
      <Button icon={<UploadOutlined />} onClick={() => setOpen(true)}>
        {translate('Import FatturaPA')}
      </Button>
      <Modal title={translate('Import FatturaPA invoices')} open={isOpen} onCancel={close} footer={<Button onClick={close}>{translate('Close')}</Button>} width={820} destroyOnHidden>
        <Space direction="vertical" style={{ width: '100%' }}>
          <Typography.Paragraph type="secondary">
            {translate('A ZIP from the exchange system (SdI), or one .xml or .xml.p7m file. Each file is imported or refused on its own.')}
          </Typography.Paragraph>
          <Upload accept={action.files?.types.join(',')} maxCount={1} customRequest={upload}>
            <Button type="primary" icon={<UploadOutlined />}>
              {translate('Choose the file to import')}
            </Button>
          </Upload>
          {refusal && (
            <Alert
              type="error"
              showIcon
              message={translate('Refused: nothing was imported')}
              description={refusal.files.length > 0 ? refusal.files.map(([name, reason]) => <div key={name}>{`${name}: ${reason}`}</div>) : refusal.message}
            />
          )}
          {report && (
            <>
              <Space size="large">
                <Statistic title={translate('Invoices imported')} value={report.imported} />
                <Statistic title={translate('Invoices skipped')} value={report.skipped} />
                <Statistic title={translate('Files refused')} value={report.refused} />
              </Space>
              <Table<FileOutcome>
                size="small"
                rowKey="fileName"
                aria-label={translate('Import report')}
                pagination={{ pageSize: 10, hideOnSinglePage: true }}
                dataSource={report.files}
                columns={[
                  { title: translate('File'), dataIndex: 'fileName' },
                  { title: translate('Outcome'), dataIndex: 'status', render: (status: FileOutcome['status']) => <Tag color={STATUS_COLOURS[status]}>{translate(STATUS_TEXTS[status])}</Tag> },
                  {
                    title: translate('Invoices or reason'),
                    render: (_, file) => (file.status === 'refused' ? file.reason : file.invoices.map((invoice) => <div key={invoice.number}>{invoiceText(invoice)}</div>)),
                  },
                ]}
              />
            </>
          )}
        </Space>
      </Modal>
    </>
  );
};
