import { UploadOutlined } from '@ant-design/icons';
import { Button, Form, Modal, Upload } from 'antd';
import { useState } from 'react';
import type { ActionDeclaration } from '../../../../resources/declaration';
import { FieldFormItem, kindOf, type FieldContext } from '../../../fields';
import { translate } from '../../../i18n';

export type ActionFormProps = {
  action: ActionDeclaration;
  context: FieldContext;
  isOpen: boolean;
  isRunning: boolean;
  onSubmit: (input: Record<string, unknown>, files: File[]) => Promise<unknown>;
  onClose: () => void;
};

/** The input of an action, asked in a dialog: its declared fields through the field registry, and its files. */
export const ActionForm = ({ action, context, isOpen, isRunning, onSubmit, onClose }: ActionFormProps) => {
  const [form] = Form.useForm();
  const [files, setFiles] = useState<File[]>([]);
  const initialValues = Object.fromEntries(
    Object.entries(action.input ?? {}).map(([name, field]) => [name, kindOf(field).initialValue?.(field)]),
  );
  const submit = async (values: Record<string, unknown>) => {
    try {
      await onSubmit(values, files);
      form.resetFields();
      setFiles([]);
      onClose();
    } catch {
      // The toast already says why; the dialog stays open with what was typed.
    }
  };
  return (
    <Modal
      title={translate(action.label)}
      open={isOpen}
      onCancel={onClose}
      okText={translate(action.label)}
      okButtonProps={{ htmlType: 'submit', loading: isRunning, autoFocus: true }}
      destroyOnHidden
      modalRender={(dialog) => (
        <Form form={form} layout="vertical" initialValues={initialValues} onFinish={submit} clearOnDestroy>
          {dialog}
        </Form>
      )}
    >
      {action.confirm && <p>{translate(action.confirm)}</p>}
      {Object.entries(action.input ?? {}).map(([name, field]) => (
        <FieldFormItem key={name} name={name} field={field} context={context} />
      ))}
      {action.files && (
        <Form.Item label={translate('File')} required>
          <Upload
            accept={action.files.types.join(',')}
            maxCount={action.files.maxFiles ?? 1}
            multiple={(action.files.maxFiles ?? 1) > 1}
            beforeUpload={(file) => {
              setFiles((current) => [...current, file]);
              return false;
            }}
            onRemove={(file) => setFiles((current) => current.filter((candidate) => candidate.name !== file.name))}
          >
            <Button icon={<UploadOutlined />}>{translate('Choose file')}</Button>
          </Upload>
        </Form.Item>
      )}
    </Modal>
  );
};
