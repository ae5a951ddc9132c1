import { DeleteOutlined, InboxOutlined, PaperClipOutlined } from '@ant-design/icons';
import { Alert, Button, List, Space, Typography, Upload } from 'antd';
import { useState } from 'react';
import { checkFiles, formatSize, type FileRules } from './check-files';
import { translate } from '../../i18n';

export type FileUploadProps = FileRules & {
  /** The chosen files; the form that holds them sends them. */
  value?: File[];
  onChange?: (files: File[]) => void;
  isDisabled?: boolean;
  /** Text inside the drop area. */
  hint?: string;
};

/** Picks files for a form, refusing what breaks the rules with SPEC §5's messages. */
export const FileUpload = ({ value = [], onChange, isDisabled, hint, ...rules }: FileUploadProps) => {
  const [errors, setErrors] = useState<string[]>([]);

  const onPick = (picked: File[]) => {
    const result = checkFiles(picked, value, rules);
    setErrors(result.errors);
    if (result.accepted.length > 0) onChange?.([...value, ...result.accepted]);
  };

  return (
    <Space direction="vertical" style={{ width: '100%' }}>
      <Upload.Dragger
        multiple={rules.maxFiles !== 1}
        accept={rules.allowedTypes?.join(',')}
        disabled={isDisabled}
        showUploadList={false}
        // antd calls this once per file with the whole batch: check the batch once, keep nothing in antd's list.
        beforeUpload={(file, batch) => {
          if (file === batch[0]) onPick(batch);
          return Upload.LIST_IGNORE;
        }}
      >
        <p className="ant-upload-drag-icon">
          <InboxOutlined />
        </p>
        <p className="ant-upload-text">{hint ?? translate('Click or drag files here')}</p>
      </Upload.Dragger>
      {errors.map((error) => (
        <Alert key={error} type="error" showIcon message={error} closable onClose={() => setErrors((all) => all.filter((e) => e !== error))} />
      ))}
      {value.length > 0 && (
        <List
          size="small"
          dataSource={value}
          renderItem={(file) => (
            <List.Item
              actions={[
                <Button
                  key="remove"
                  type="text"
                  icon={<DeleteOutlined />}
                  aria-label={translate('Remove {{name}}', { name: file.name })}
                  disabled={isDisabled}
                  onClick={() => onChange?.(value.filter((kept) => kept !== file))}
                />,
              ]}
            >
              <Space>
                <PaperClipOutlined />
                <Typography.Text>{file.name}</Typography.Text>
                <Typography.Text type="secondary">{formatSize(file.size)}</Typography.Text>
              </Space>
            </List.Item>
          )}
        />
      )}
    </Space>
  );
};
