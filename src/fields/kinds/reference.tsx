import { useMany, type BaseKey, type BaseRecord } from '@refinedev/core';
import { useSelect } from '@refinedev/antd';
import { Form, Select } from 'antd';
import type { ReferenceField } from '../../../resources/vocabulary';
import { useFindDeclaration } from '../../registry-context';
import { EMPTY_VALUE, wordsOf } from '../labels';
import { EQUALS_ONLY } from '../operators';
import type { DisplayProps, FieldKind, InputProps } from '../types';
import { MemberReferenceSelect } from './member-reference';
import { isKey, keysOf, LOOKUP, titleOf } from './reference-lookup';
import { translate } from '../../i18n';

const ReferenceTitle = ({ value, field, context }: DisplayProps<ReferenceField>) => {
  const referenced = useFindDeclaration()(field.resource);
  const ids = keysOf(context.columnValues ?? [value]);
  const { result } = useMany({
    resource: field.resource,
    ids,
    meta: LOOKUP,
    queryOptions: { enabled: ids.length > 0 && isKey(value) },
  });
  if (!isKey(value)) return <>{EMPTY_VALUE}</>;
  const record = result.data?.find((row) => String(row.id) === String(value));
  return <>{titleOf(record, referenced?.titleField) ?? `#${value}`}</>;
};

type ReferenceSelectProps = InputProps<ReferenceField> & {
  /** Only rows whose field equals the value (a dependent reference's narrowing). */
  narrowTo?: { field: string; value: unknown };
  isDisabled?: boolean;
};

const ReferenceSelect = ({ field, context, value, onChange, narrowTo, isDisabled, ...rest }: ReferenceSelectProps) => {
  const referenced = useFindDeclaration()(field.resource);
  const titleField = referenced?.titleField ?? 'id';
  const { selectProps } = useSelect<BaseRecord>({
    filters: narrowTo ? [{ field: narrowTo.field, operator: 'eq', value: narrowTo.value }] : [],
    resource: field.resource,
    optionLabel: (row) => titleOf(row, titleField) ?? `#${row.id}`,
    // refine types these as keys of the row type, which an open record type cannot name.
    optionValue: 'id' as never,
    searchField: titleField as never,
    defaultValue: field.isList && Array.isArray(value) ? (value as BaseKey[]) : isKey(value) ? value : undefined,
    meta: LOOKUP,
    pagination: { pageSize: 50, mode: 'server' },
  });
  const { options, onSearch, loading } = selectProps;
  return (
    <Select
      {...rest}
      options={options}
      onSearch={onSearch}
      loading={loading}
      showSearch
      filterOption={false}
      allowClear
      disabled={isDisabled}
      style={{ width: '100%' }}
      // An action's list of ids (employeeIds) picks several.
      mode={field.isList ? 'multiple' : undefined}
      value={field.isList ? (Array.isArray(value) ? value : []) : isKey(value) ? value : undefined}
      onChange={(next: unknown) => onChange?.(field.isList ? (Array.isArray(next) ? next : []) : isKey(next) ? next : null)}
    />
  );
};

/**
 * A dependent reference in a form (a task's sprint): it offers only the rows that fit the form's current value
 * of the narrowing field (the task's project's sprints), and waits for that value to be chosen first. Narrowed
 * through a link resource (a task's owner), it offers the rows linked to that value (the project's members).
 */
/** The field a choice waits for, in the reader's words (`projectId` → "project", "progetto"). */
const ownerWords = (name: string) => {
  const words = wordsOf(name).replace(/ id$/, '');
  return translate(words.charAt(0).toUpperCase() + words.slice(1)).toLowerCase();
};

const NarrowedReferenceSelect = (props: InputProps<ReferenceField>) => {
  const form = Form.useFormInstance();
  const narrowing = props.field.narrowedBy!;
  const owner = Form.useWatch(narrowing.field, form) as unknown;
  if (!isKey(owner))
    return <ReferenceSelect {...props} isDisabled placeholder={translate('Choose the {{what}} first', { what: ownerWords(narrowing.field) })} />;
  if (narrowing.through) return <MemberReferenceSelect key={String(owner)} {...props} parentId={owner} />;
  return <ReferenceSelect key={String(owner)} {...props} narrowTo={{ field: narrowing.referencedField, value: owner }} />;
};

export const referenceKind: FieldKind<ReferenceField> = {
  operators: EQUALS_ONLY,
  // The id: a CSV export does not look every title up.
  toText: (value) => (isKey(value) ? String(value) : ''),
  Display: ReferenceTitle,
  Input: (props) => (props.field.narrowedBy ? <NarrowedReferenceSelect {...props} /> : <ReferenceSelect {...props} />),
  FilterInput: ReferenceSelect,
};
