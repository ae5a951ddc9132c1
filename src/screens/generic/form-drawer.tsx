import { useForm } from '@refinedev/antd';
import type { BaseKey, BaseRecord, HttpError } from '@refinedev/core';
import { Button, Drawer, Form, Space, Spin } from 'antd';
import type { ResourceDeclaration } from '../../../resources/declaration';
import type { Field } from '../../../resources/vocabulary';
import { FieldFormItem, FieldReadOnlyItem, isEditable, kindOf, type FieldContext } from '../../fields';
import type { Scope } from '../../providers/dataProvider';
import { useFilesOnCreate } from './files-on-create';
import { failedNotice, savedNotice } from './notices';
import { fieldEntries } from './screen-props';
import { translate } from '../../i18n';

/** What the drawer is open for; undefined while closed. */
export type FormTarget = { action: 'create' } | { action: 'edit'; id: BaseKey };

type RecordFormProps = {
  declaration: ResourceDeclaration;
  identifier: string;
  scope: Scope;
  target: FormTarget;
  /** Called on cancel (no record) and after a save (the saved record). */
  onDone: (saved?: BaseRecord) => void;
  /** Values fixed by where the form was opened (a child row's parent); not shown as inputs. */
  fixedValues?: Record<string, unknown>;
};

const isBlank = (value: unknown) => value === null || value === undefined || value === '';

export const initialValuesOf = (declaration: ResourceDeclaration): Record<string, unknown> =>
  Object.fromEntries(
    fieldEntries(declaration)
      .filter(([, field]) => isEditable(field))
      .map(([name, field]) => [name, kindOf(field).initialValue?.(field)])
      .filter(([, value]) => value !== undefined),
  );

export const RecordForm = ({ declaration, identifier, scope, target, onDone, fixedValues = {} }: RecordFormProps) => {
  const filesOnCreate = useFilesOnCreate(declaration, scope, target.action === 'create');
  const { formProps, saveButtonProps, query, formLoading } = useForm<BaseRecord, HttpError, BaseRecord>({
    resource: identifier,
    action: target.action,
    id: target.action === 'edit' ? target.id : undefined,
    meta: { scope },
    redirect: false,
    // The files come after the record they belong to; done either way (a failed upload says so itself).
    onMutationSuccess: (saved) =>
      void filesOnCreate
        .attachTo(saved.data.id)
        .catch(() => undefined)
        .finally(() => onDone(saved.data)),
    successNotification: savedNotice(declaration, target.action),
    errorNotification: failedNotice(translate('save the {{record}}', { record: translate(declaration.singular).toLowerCase() })),
  });
  const record = query?.data?.data;
  const context: FieldContext = { scope };
  // On an own screen the server makes the record the caller's (its first owner field): nothing to ask.
  const ownerField = scope === 'own' ? declaration.api.own?.ownerFields.find((field) => field !== 'id') : undefined;
  const fields = fieldEntries(declaration).filter(([name, field]) => !(name in fixedValues) && name !== ownerField && !field.isShownBySection);
  // A field the server keeps while another has a value (an invoice's totals by its VAT summary) is shown, not asked.
  const isAsked = (field: Field) => isEditable(field) && !(field.keptWhileSet && !isBlank(record?.[field.keptWhileSet]));

  const submit = (values: BaseRecord) =>
    // The API refuses a stale edit by this version (409), so the version read is the version sent.
    formProps.onFinish?.(target.action === 'edit' ? { ...values, version: record?.version } : { ...values, ...fixedValues });

  if (target.action === 'edit' && query?.isLoading) return <Spin />;
  return (
    <Form
      {...formProps}
      layout="vertical"
      onFinish={submit}
      initialValues={target.action === 'create' ? { ...initialValuesOf(declaration), ...fixedValues } : formProps.initialValues}
    >
      {/* Fixed values are not asked, but held by the form, so fields narrowed by one (a task's sprint and owner
          by its project, fixed on the project's page) offer that parent's rows. */}
      {Object.keys(fixedValues).map((name) => (
        <Form.Item key={name} name={name} hidden>
          <input type="hidden" />
        </Form.Item>
      ))}
      {fields.map(([name, field]) =>
        isAsked(field) ? (
          <FieldFormItem key={name} name={name} field={field} context={context} />
        ) : target.action === 'edit' ? (
          <FieldReadOnlyItem key={name} name={name} field={field} value={record?.[name]} context={context} />
        ) : null,
      )}
      {filesOnCreate.picker}
      <Space>
        <Button onClick={() => onDone()}>{translate('Cancel')}</Button>
        <Button type="primary" htmlType="submit" loading={formLoading} disabled={saveButtonProps.disabled}>
          {translate('Save')}
        </Button>
      </Space>
    </Form>
  );
};

export type FormDrawerProps = Omit<RecordFormProps, 'target' | 'onDone'> & {
  target: FormTarget | undefined;
  onClose: () => void;
};

/** Create and edit share one drawer; the form mounts afresh on each opening. */
export const FormDrawer = ({ target, onClose, ...form }: FormDrawerProps) => (
  <Drawer
    open={target !== undefined}
    onClose={onClose}
    destroyOnHidden
    // A phone's whole width, 520 px from a tablet up.
    width="min(520px, 100vw)"
    title={
      target?.action === 'edit'
        ? translate('Edit {{record}}', { record: translate(form.declaration.singular) })
        : translate('New {{record}}', { record: translate(form.declaration.singular) })
    }
  >
    {target && <RecordForm {...form} target={target} onDone={() => onClose()} />}
  </Drawer>
);
