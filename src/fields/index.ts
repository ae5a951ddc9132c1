export { fieldColumn, type FieldColumnOptions } from './columns';
export { displayDateFormat, formatDate, formatDateTime, formatDayMonth, typedDateFormats, typedMonthFormats, WIRE_DATE } from './dates';
export { TypedMonthPicker } from './typed-month-picker';
export { TypedRangePicker } from './typed-range-picker';
export { FieldFilterDropdown } from './filter-dropdown';
export { FieldFormItem, FieldReadOnlyItem } from './form-item';
export { EMPTY_VALUE, fieldLabel, isEditable } from './labels';
export { fieldKinds, kindOf } from './registry';
export type { FieldContext, FieldKind } from './types';
