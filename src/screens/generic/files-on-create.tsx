import { useCustomMutation, type BaseKey } from '@refinedev/core';
import { Form } from 'antd';
import { useState } from 'react';
import type { ResourceDeclaration } from '../../../resources/declaration';
import { apiPathOf } from '../../../resources/paths';
import type { Scope } from '../../providers/dataProvider';
import { FileUpload } from '../../shell/file-upload/file-upload';
import { translate } from '../../i18n';

// The files a create form asks for (`attachments.isAskedOnCreate`: an expense claim with its photo): picked with
// the fields, uploaded to the new record's attachments (SPEC §7 `PUT …/attachments/{id}`) as soon as it exists.
// Should the upload fail, the record stays and its page takes the files again.

export const useFilesOnCreate = (declaration: ResourceDeclaration, scope: Scope, isCreate: boolean) => {
  const rules = declaration.attachments;
  const isAsked = isCreate && rules?.isAskedOnCreate === true;
  const [files, setFiles] = useState<File[]>([]);
  const { mutateAsync: upload } = useCustomMutation();

  const attachTo = async (id: BaseKey | undefined) => {
    if (!isAsked || files.length === 0 || id === undefined) return;
    const form = new FormData();
    for (const file of files) form.append('file', file, file.name);
    const url = `${apiPathOf(declaration, scope)}/attachments/${encodeURIComponent(String(id))}`;
    await upload({ url, method: 'put', values: form, successNotification: false });
  };

  const picker =
    isAsked && rules ? (
      <Form.Item label={translate('Files')}>
        <FileUpload value={files} onChange={setFiles} allowedTypes={rules.types} maxBytes={rules.maxBytes} maxFiles={rules.maxFiles} />
      </Form.Item>
    ) : null;
  return { picker, attachTo };
};
