export { fieldColumn, type FieldColumnOptions } from './columns';
export { displayDateFormat, formatDate, formatDateTime, formatDayMonth, typedDateFormats, typedMonthFormats, WIRE_DATE } from './dates';
export { TypedMonthPicker, TypedRangePicker } from './typed-pickers';
export { FieldFilterDropdown } from './filter-dropdown';
export { FieldFormItem, FieldReadOnlyItem } from './form-item';
export { EMPTY_VALUE, fieldLabel, isEditable } from './labels';
export { fieldKinds, kindOf } from './registry';
export type { FieldContext, FieldKind } from './types';
