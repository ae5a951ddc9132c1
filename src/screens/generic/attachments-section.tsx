import { DeleteOutlined, DownloadOutlined, PaperClipOutlined } from '@ant-design/icons';
import { useCustom, useCustomMutation, type BaseKey } from '@refinedev/core';
import { Alert, Button, Card, Input, List, Space, Typography } from 'antd';
import { useState } from 'react';
import type { ResourceDeclaration } from '../../../resources/declaration';
import { apiPathOf } from '../../../resources/paths';
import { ATTACHMENTS_REPLY } from '../../../resources/attachments-reply';
import type { ReplyShapeOf } from '../../../resources/reply-types';
import { areFilesLocked } from '../../../resources/workflow';
import { useSignedInUser } from '../../providers/signed-in-user';
import { formatDate } from '../../fields';
import type { Scope } from '../../providers/dataProvider';
import { FileUpload } from '../../shell/file-upload/file-upload';
import { formatSize } from '../../shell/file-upload/check-files';
import { confirmDelete } from './confirm-delete';
import { translate } from '../../i18n';
import { useDownload } from './use-download';

// Files attached to a record (SPEC §7 `…/attachments/{id}`): list, upload (multipart, parts named `file`) and
// download (useDownload), and removal behind the delete confirmation. Files of a record in a state that makes them
// evidence (`areFilesLocked`: an approved claim, a signed contract) are offered for reading only, but to an
// administrator, who changes them giving a reason (sent as `?reason=`, kept in the record's history).

/** One attached file, as its declared reply (resources/attachments-reply.ts) says. */
export type Attachment = ReplyShapeOf<typeof ATTACHMENTS_REPLY>[number];

/** `record`: the record as shown, whose state may lock its files as evidence. */
type AttachmentsProps = { declaration: ResourceDeclaration; recordId: BaseKey; scope: Scope; canUpload: boolean; record?: Record<string, unknown> };

export const AttachmentsSection = ({ declaration, recordId, scope, canUpload: mayUpload, record }: AttachmentsProps) => {
  const rules = declaration.attachments;
  const { roles } = useSignedInUser();
  const [reason, setReason] = useState('');
  const isEvidence = areFilesLocked(declaration, record);
  const isOverride = isEvidence && scope === 'admin' && roles.includes('ADMIN');
  const canUpload = mayUpload && (!isEvidence || isOverride);
  const hasReason = !isOverride || reason.trim() !== '';
  const url = `${apiPathOf(declaration, scope)}/attachments/${encodeURIComponent(String(recordId))}`;
  const withReason = (address: string) => (isOverride ? `${address}?reason=${encodeURIComponent(reason.trim())}` : address);
  const { result, query } = useCustom<Attachment[]>({ url, method: 'get', meta: { scope } });
  const { mutateAsync: upload, mutation } = useCustomMutation();
  const downloadFile = useDownload();
  const [picked, setPicked] = useState<File[]>([]);
  const files = Array.isArray(result.data) ? result.data : [];

  const send = async () => {
    const form = new FormData();
    for (const file of picked) form.append('file', file, file.name);
    await upload({ url: withReason(url), method: 'put', values: form, successNotification: false });
    setPicked([]);
    await query.refetch();
  };

  const remove = async (file: Attachment) => {
    if (!(await confirmDelete(translate('the file {{name}}', { name: file.fileName })))) return;
    await upload({ url: withReason(`${url}/${file.id}`), method: 'delete', values: {}, successNotification: false });
    await query.refetch();
  };

  const download = (file: Attachment) => downloadFile(`${url}/${file.id}`, file.fileName);

  if (!rules) return null;
  return (
    <Card size="small" title={translate('Attachments')}>
      {isEvidence && (
        <Alert
          type="info"
          showIcon
          style={{ marginBottom: 12 }}
          message={translate('These files are evidence of the record in its present state: they stay as they are; only an administrator may change them, giving a reason')}
        />
      )}
      {isOverride && canUpload && (
        <Input.TextArea
          aria-label={translate('Reason for changing the files')}
          placeholder={translate('Reason for changing the files (kept in the history)')}
          value={reason}
          maxLength={2000}
          autoSize={{ minRows: 1, maxRows: 4 }}
          onChange={(event) => setReason(event.target.value)}
          style={{ marginBottom: 12 }}
        />
      )}
      <List
        size="small"
        loading={query.isLoading}
        dataSource={files}
        locale={{ emptyText: translate('No attachments') }}
        renderItem={(file) => (
          <List.Item
            actions={[
              <Button key="download" type="link" icon={<DownloadOutlined />} onClick={() => void download(file).catch(() => undefined)}>
                {translate('Download')}
              </Button>,
              ...(canUpload
                ? [
                    <Button key="remove" type="link" danger disabled={!hasReason} icon={<DeleteOutlined />} onClick={() => void remove(file).catch(() => undefined)}>
                      {translate('Remove')}
                    </Button>,
                  ]
                : []),
            ]}
          >
            <Space>
              <PaperClipOutlined />
              <Typography.Text>{file.fileName}</Typography.Text>
              <Typography.Text type="secondary">{formatSize(file.size)}</Typography.Text>
              {file.uploadedAt && <Typography.Text type="secondary">{formatDate(file.uploadedAt)}</Typography.Text>}
            </Space>
          </List.Item>
        )}
      />
      {canUpload && (
        <Space direction="vertical" style={{ width: '100%', marginTop: 12 }}>
          <FileUpload value={picked} onChange={setPicked} allowedTypes={rules.types} maxBytes={rules.maxBytes} maxFiles={rules.maxFiles} />
          <Button type="primary" disabled={picked.length === 0 || !hasReason} loading={mutation.isPending} onClick={() => void send().catch(() => undefined)}>
            {translate('Upload')}
          </Button>
        </Space>
      )}
    </Card>
  );
};
