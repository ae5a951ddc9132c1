import { useList, useMany, type BaseKey, type BaseRecord } from '@refinedev/core';
import { Select } from 'antd';
import type { ReferenceField } from '../../../resources/vocabulary';
import { useFindDeclaration } from '../../registry-context';
import type { InputProps } from '../types';
import { isKey, keysOf, LOOKUP, titleOf } from './reference-lookup';

// A project has tens of members, not thousands: one page of links holds them all, searched in the browser.
const LINKS_PAGE = 1000;

type MemberReferenceSelectProps = InputProps<ReferenceField> & {
  /** The form's value of the field the reference is narrowed by (the task's project). */
  parentId: BaseKey;
};

/**
 * A reference narrowed through a link resource (`narrowedBy.through`: a task's owner among the project's
 * members). It reads the links of the chosen parent from the link resource's lookup and offers the rows they
 * name, by title; the value already held stays shown even when it is no longer linked (an older row).
 */
export const MemberReferenceSelect = ({ field, context, value, onChange, parentId, ...rest }: MemberReferenceSelectProps) => {
  const { referencedField, through } = field.narrowedBy!;
  const referenced = useFindDeclaration()(field.resource);
  const links = useList<BaseRecord>({
    resource: through!.resource,
    filters: [{ field: referencedField, operator: 'eq', value: parentId }],
    pagination: { currentPage: 1, pageSize: LINKS_PAGE },
    meta: LOOKUP,
  });
  const linked = keysOf((links.result.data ?? []).map((link) => link[through!.key]));
  const ids = keysOf([...linked, value]);
  const titles = useMany<BaseRecord>({ resource: field.resource, ids, meta: LOOKUP, queryOptions: { enabled: ids.length > 0 } });
  const labelOf = (id: BaseKey) => titleOf(titles.result.data?.find((row) => String(row.id) === String(id)), referenced?.titleField) ?? `#${id}`;
  const offered = isKey(value) && !linked.some((id) => String(id) === String(value)) ? [...linked, value] : linked;
  return (
    <Select
      {...rest}
      options={offered.map((id) => ({ value: id, label: labelOf(id) })).sort((a, b) => a.label.localeCompare(b.label))}
      loading={links.query.isLoading || titles.query.isLoading}
      showSearch
      optionFilterProp="label"
      allowClear
      style={{ width: '100%' }}
      value={isKey(value) ? value : undefined}
      onChange={(next: unknown) => onChange?.(isKey(next) ? next : null)}
    />
  );
};
