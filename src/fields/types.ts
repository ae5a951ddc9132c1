import type { ComponentType } from 'react';
import type { Rule } from 'antd/es/form';
import type { Field } from '../../resources/vocabulary';
import type { Scope } from '../providers/dataProvider';
import type { OperatorOption } from './operators';
import type { FilterOperator } from '../../resources/list-query';

/** Where a value is shown or edited. */
export type FieldContext = {
  scope: Scope;
  /** Every value of this field on the visible page, so a reference column looks its titles up in one call. */
  columnValues?: readonly unknown[];
};

export type DisplayProps<F extends Field> = { value: unknown; field: F; context: FieldContext };

/** Inputs get and give the value in its wire form (a date as `YYYY-MM-DD`); antd's Form.Item passes value/onChange. */
export type InputProps<F extends Field> = {
  field: F;
  context: FieldContext;
  id?: string;
  value?: unknown;
  onChange?: (value: unknown) => void;
  placeholder?: string;
};

/** Everything the generic screens need to know about one type of field. */
export type FieldKind<F extends Field> = {
  /** Operators its column filter offers, in SPEC §9's order; the first is preselected unless `defaultOperator` says. */
  operators: readonly OperatorOption[];
  /** The operator its column filter starts on, when not the first (text: contains, so "mario" finds "Trattoria da Mario"). */
  defaultOperator?: FilterOperator;
  /** Plain text of a value, for CSV export, as the reader's language writes it (7,5 in Italian). */
  toText: (value: unknown, field: F) => string;
  /** A value as a spreadsheet cell holds it (XLSX): numbers and dates typed; by default its text. */
  toCell?: (value: unknown, field: F) => SheetCell;
  /** A value on a list row or a show screen. */
  Display: ComponentType<DisplayProps<F>>;
  /** Its create/edit input. */
  Input: ComponentType<InputProps<F>>;
  /** The value input of its column filter (defaults to Input). */
  FilterInput?: ComponentType<InputProps<F>>;
  /** Validation beyond "required", from the declaration's limits. */
  rules?: (field: F, label: string) => Rule[];
  /** The value a create form starts with. */
  initialValue?: (field: F) => unknown;
};

/** A typed spreadsheet cell: a date is a calendar day or a moment in the firm's clock, written as UTC. */
export type SheetCell = string | number | boolean | Date | null;
