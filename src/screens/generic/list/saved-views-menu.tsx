import { DeleteOutlined, SaveOutlined } from '@ant-design/icons';
import { App, Button, Checkbox, Form, Input, Modal, Select, Space } from 'antd';
import { useState } from 'react';
import { ROLES, type Role } from '../../../../resources/vocabulary';
import { translate } from '../../../i18n';
import { useSignedInUser } from '../../../providers/signed-in-user';
import { confirmDelete } from '../confirm-delete';
import type { SavedView, ViewDraft } from './saved-views';

export type SavedViewsMenuProps = {
  views: readonly SavedView[];
  active?: SavedView;
  onChoose: (view: SavedView) => void;
  /** Saves the list as it stands under the name (over the person's view of that name, if any). */
  onSave: (draft: Pick<ViewDraft, 'name' | 'isDefault' | 'sharedWithRole'>) => Promise<unknown>;
  onDelete: (view: SavedView) => Promise<unknown>;
};

type SaveForm = { name: string; isDefault: boolean; sharedWithRole?: Role };

/** The list's saved views: choose one, save the list as it stands under a name (one the default), delete one's own. */
export const SavedViewsMenu = ({ views, active, onChoose, onSave, onDelete }: SavedViewsMenuProps) => {
  const { message } = App.useApp();
  const { roles } = useSignedInUser();
  const isAdministrator = roles.includes('ADMIN');
  const [isSaving, setIsSaving] = useState(false);
  const [form] = Form.useForm<SaveForm>();
  const own = active?.isOwn ? active : undefined;

  const save = async ({ name, isDefault, sharedWithRole }: SaveForm) => {
    try {
      await onSave({ name, isDefault: isDefault === true, ...(isAdministrator && { sharedWithRole: sharedWithRole ?? null }) });
      setIsSaving(false);
      void message.success(translate('View saved'));
    } catch {
      // The HTTP client has told the person why (a name taken, a list that changed).
    }
  };
  const remove = async () => {
    if (!own || !(await confirmDelete(own.name))) return;
    try {
      await onDelete(own);
      void message.success(translate('View deleted'));
    } catch {
      // Told by the HTTP client.
    }
  };

  return (
    <Space.Compact className="portal-no-print">
      <Select<number>
        aria-label={translate('Saved views')}
        placeholder={translate('Saved views')}
        style={{ minWidth: 120, maxWidth: 200 }}
        popupMatchSelectWidth={false}
        value={active?.id}
        onChange={(id) => {
          const view = views.find((candidate) => candidate.id === id);
          if (view) onChoose(view);
        }}
        options={views.map((view) => ({
          value: view.id,
          label: view.isOwn ? view.name : `${view.name} (${translate('shared')})`,
        }))}
        notFoundContent={translate('No saved views yet')}
      />
      <Button icon={<SaveOutlined />} onClick={() => setIsSaving(true)} aria-label={translate('Save view')} title={translate('Save view')} />
      {own && <Button icon={<DeleteOutlined />} onClick={() => void remove()} aria-label={translate('Delete view')} title={translate('Delete view')} />}
      <Modal
        open={isSaving}
        title={translate('Save view')}
        okText={translate('Save')}
        cancelText={translate('Cancel')}
        onOk={() => form.submit()}
        onCancel={() => setIsSaving(false)}
        destroyOnHidden
        width="min(440px, calc(100vw - 32px))"
      >
        <Form<SaveForm>
          form={form}
          layout="vertical"
          initialValues={{ name: own?.name ?? '', isDefault: own?.isDefault ?? false, sharedWithRole: own?.sharedWithRole ?? undefined }}
          onFinish={(values) => void save(values)}>
          <Form.Item name="name" label={translate('View name')} rules={[{ required: true, whitespace: true, max: 80, message: translate('Give the view a name') }]}>
            <Input autoFocus maxLength={80} />
          </Form.Item>
          <Form.Item name="isDefault" valuePropName="checked">
            <Checkbox>{translate('Open the list on this view')}</Checkbox>
          </Form.Item>
          {isAdministrator && (
            <Form.Item name="sharedWithRole" label={translate('Share with role')}>
              <Select allowClear options={ROLES.map((role) => ({ value: role, label: translate(role) }))} />
            </Form.Item>
          )}
        </Form>
      </Modal>
    </Space.Compact>
  );
};
