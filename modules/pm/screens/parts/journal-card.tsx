import { DownloadOutlined, PaperClipOutlined } from '@ant-design/icons';
import type { BaseKey } from '@refinedev/core';
import { Button, Card, Input, List, Space, Tag, Typography } from 'antd';
import { useState } from 'react';
import type { ResourceDeclaration } from '../../../../resources/declaration';
import type { ReferenceField } from '../../../../resources/vocabulary';
import { formatDate, kindOf } from '../../../../src/fields';
import type { Scope } from '../../../../src/providers/dataProvider';
import { FileUpload } from '../../../../src/shell/file-upload/file-upload';
import { actionNamed, useActionRead, useRunAction } from '../../../../src/screens/generic/actions';
import { useDownload } from '../../../../src/screens/generic/use-download';
import { translate } from '../../../../src/i18n';
import type { ReplyOf, RowOf } from '../../../../resources/reply-types';
import type { projectJournal } from '../../project-journal.resource';
import type { taskJournal } from '../../task-journal.resource';
import type { projects } from '../../projects.resource';

// A project's journal and a task's answer the same (modules/pm/domain/journal-reply.ts): rows of their journal, whose
// fields the two share, each with its files.
type Entry = RowOf<typeof projectJournal | typeof taskJournal> & ReplyOf<typeof projects, 'journal'>[number];
type JournalFile = Entry['files'][number];

const author: ReferenceField = { type: 'reference', resource: 'employees' };

type JournalCardProps = {
  declaration: ResourceDeclaration;
  recordId: BaseKey;
  input?: Record<string, unknown>;
  scope: Scope;
  /** The API path that downloads a comment's file; without it the files are listed by name only. */
  fileUrl?: (file: JournalFile, entryId: number) => string;
  /** Told after a comment is saved (a page whose other parts show the comments, such as a task's activity). */
  onCommented?: () => void;
};

/**
 * A journal of comments with files, read and written through the record's declared actions (`journal` and
 * `comment`); `input` fills their path parameters other than `:id` (a task's `taskId`).
 */
export const JournalCard = ({ declaration, recordId, input = {}, scope, fileUrl, onCommented }: JournalCardProps) => {
  const journal = useActionRead<Entry[]>(declaration, 'journal', { id: recordId, input });
  const comment = actionNamed(declaration, 'comment');
  const { run, isRunning } = useRunAction(declaration, declaration.name);
  const [text, setText] = useState('');
  const [files, setFiles] = useState<File[]>([]);
  const { Display } = kindOf(author);
  const download = useDownload();
  const send = async () => {
    await run(comment, { id: recordId, input: { ...input, comment: text }, files });
    setText('');
    setFiles([]);
    await journal.refetch();
    onCommented?.();
  };
  return (
    <Card size="small" title={translate('Journal')}>
      <List
        size="small"
        loading={journal.isLoading}
        dataSource={journal.data ?? []}
        locale={{ emptyText: translate('No comments yet') }}
        renderItem={(entry) => (
          <List.Item>
            <Space direction="vertical" size={2}>
              <Typography.Text type="secondary">
                <Display value={entry.authorId} field={author} context={{ scope }} /> {formatDate(entry.createdAt)}
              </Typography.Text>
              <Typography.Paragraph style={{ marginBottom: 0, whiteSpace: 'pre-wrap' }}>{entry.comment}</Typography.Paragraph>
              <Space wrap>
                {entry.files.map((file) =>
                  fileUrl ? (
                    <Button key={file.id} size="small" icon={<DownloadOutlined />} onClick={() => void download(fileUrl(file, entry.id), file.fileName).catch(() => undefined)}>
                      {file.fileName}
                    </Button>
                  ) : (
                    <Tag key={file.id} icon={<PaperClipOutlined />}>
                      {file.fileName}
                    </Tag>
                  ),
                )}
              </Space>
            </Space>
          </List.Item>
        )}
      />
      <Space direction="vertical" style={{ width: '100%', marginTop: 12 }}>
        <Input.TextArea aria-label={translate('Comment')} rows={3} maxLength={4000} value={text} onChange={(event) => setText(event.target.value)} placeholder={translate('Write a comment')} />
        {comment.files && <FileUpload value={files} onChange={setFiles} allowedTypes={comment.files.types} maxBytes={comment.files.maxBytes} maxFiles={comment.files.maxFiles} />}
        <Button type="primary" disabled={text.trim() === ''} loading={isRunning} onClick={() => void send().catch(() => undefined)}>
          {translate('Comment')}
        </Button>
      </Space>
    </Card>
  );
};
