import { DeleteOutlined, DownloadOutlined, PaperClipOutlined } from '@ant-design/icons';
import { useCustom, useCustomMutation, type BaseKey } from '@refinedev/core';
import { Button, Card, List, Space, Typography } from 'antd';
import { useState } from 'react';
import type { ResourceDeclaration } from '../../../resources/declaration';
import { apiPathOf } from '../../../resources/paths';
import { formatDate } from '../../fields';
import type { Scope } from '../../providers/dataProvider';
import { FileUpload } from '../../shell/file-upload/file-upload';
import { formatSize } from '../../shell/file-upload/check-files';
import { confirmDelete } from './confirm-delete';
import { translate } from '../../i18n';
import { useDownload } from './use-download';

// Files attached to a record (SPEC §7 `…/attachments/{id}`): list, upload (multipart, parts named `file`) and
// download (useDownload), and removal behind the delete confirmation.

export type Attachment = { id: BaseKey; fileName: string; contentType: string; size: number; uploadedAt?: string };

type AttachmentsProps = { declaration: ResourceDeclaration; recordId: BaseKey; scope: Scope; canUpload: boolean };

export const AttachmentsSection = ({ declaration, recordId, scope, canUpload }: AttachmentsProps) => {
  const rules = declaration.attachments;
  const url = `${apiPathOf(declaration, scope)}/attachments/${encodeURIComponent(String(recordId))}`;
  const { result, query } = useCustom<Attachment[]>({ url, method: 'get', meta: { scope } });
  const { mutateAsync: upload, mutation } = useCustomMutation();
  const downloadFile = useDownload();
  const [picked, setPicked] = useState<File[]>([]);
  const files = Array.isArray(result.data) ? result.data : [];

  const send = async () => {
    const form = new FormData();
    for (const file of picked) form.append('file', file, file.name);
    await upload({ url, method: 'put', values: form, successNotification: false });
    setPicked([]);
    await query.refetch();
  };

  const remove = async (file: Attachment) => {
    if (!(await confirmDelete(translate('the file {{name}}', { name: file.fileName })))) return;
    await upload({ url: `${url}/${file.id}`, method: 'delete', values: {}, successNotification: false });
    await query.refetch();
  };

  const download = (file: Attachment) => downloadFile(`${url}/${file.id}`, file.fileName);

  if (!rules) return null;
  return (
    <Card size="small" title={translate('Attachments')}>
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
                    <Button key="remove" type="link" danger icon={<DeleteOutlined />} onClick={() => void remove(file).catch(() => undefined)}>
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
          <Button type="primary" disabled={picked.length === 0} loading={mutation.isPending} onClick={() => void send().catch(() => undefined)}>
            {translate('Upload')}
          </Button>
        </Space>
      )}
    </Card>
  );
};
