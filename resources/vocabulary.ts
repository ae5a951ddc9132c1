// The words every resource declaration is written in: roles, menu sections, search types and field types.
// Generic code (DB columns, validation, list columns, inputs) switches on `Field['type']` and nothing else.

export const ROLES = [
  'ADMIN',
  'PROJECT MANAGER',
  'ACCOUNTANT',
  'EMPLOYEE',
  'HR MANAGE',
  'FINANCE MANAGE',
  'SALES MANAGE',
] as const;
export type Role = (typeof ROLES)[number];

/** The roles that run each part of the firm, ADMIN with them: a declaration's `roles` names its group. */
export const TEAM_ROLES = {
  pm: ['ADMIN', 'PROJECT MANAGER'],
  hr: ['ADMIN', 'HR MANAGE'],
  finance: ['ADMIN', 'FINANCE MANAGE'],
  sales: ['ADMIN', 'SALES MANAGE'],
  payroll: ['ADMIN', 'ACCOUNTANT'],
} as const satisfies Record<string, readonly Role[]>;

// The side menu's sections are brought by the modules (resources/module.ts, `menuSections`), not listed here.
export type { MenuSection } from './module';

// SPEC §3 Search result types.
export const SEARCH_TYPES = [
  'EMPLOYEE',
  'LABOUR',
  'TIMESHEETMONTH',
  'TIMESHEETHR',
  'RECEIPT',
  'TASKS',
  'PROJECT',
  'WORKORDER',
] as const;
export type SearchType = (typeof SEARCH_TYPES)[number];

type FieldCommon = {
  /** Column and input label; defaults to the field key in words. */
  label?: string;
  /** Refused when missing on create (and when cleared on update). */
  isRequired?: boolean;
  /**
   * Required only while the row's other fields hold one of these values (a received invoice's supplier:
   * `{ values: { direction: ['in'] }, why: 'A received invoice needs its supplier' }`); `why` is the refusal.
   */
  isRequiredWhen?: { values: Readonly<Record<string, readonly (string | boolean)[]>>; why: string };
  /** Shown as a column of the generic list. */
  isListed?: boolean;
  /** Offered as a filter of the generic list. */
  isFilterable?: boolean;
  /**
   * Offered as a sort of the generic list, with an index of its own so that a sorted page reads the index
   * (resources/sortable.ts). Filterable, reference, unique and number fields are sortable already.
   */
  isSortable?: boolean;
  /** Set by the server or a workflow, never by a form or a generic write. */
  isReadOnly?: boolean;
  /** Kept by the server while the named field of the row has a value (an invoice's totals by its VAT summary): read-only then. */
  keptWhileSet?: string;
  /** Shown by a section of its record's page (a VAT summary as a table), so the generic details and forms leave it out. */
  isShownBySection?: boolean;
  /** No two rows may share the value (a unique index). */
  isUnique?: boolean;
  /** A short hint under the input. */
  help?: string;
  /**
   * Kept by the server equal to `field` of the row that the reference field `via` points at (e.g. a payroll
   * day's employee, copied from its payroll), so own reads and reports need no join. Read-only.
   */
  copiedFrom?: { via: string; field: string };
};

/** A compacted text field's value (`isCompacted`): no spaces, capitals. */
export const compactText = (value: string) => value.replace(/\s/g, '').toUpperCase();

export type TextField = FieldCommon & {
  type: 'text';
  maxLength?: number;
  /** A regular expression the whole value must match (after compaction, when `isCompacted`). */
  pattern?: string;
  /** Kept without spaces and in capitals (an IBAN pasted as printed, "it60 x054 …"), on the server and as typed. */
  isCompacted?: boolean;
  /**
   * A valid value, for the registry-wide tests' sample rows (tests/helpers/sample-values.ts); without one they make
   * a value from the pattern. A function of the row's sequence when values must differ and obey a rule the pattern
   * cannot say (a unique IBAN with its check digits); a plain example is not used for a unique field.
   */
  example?: string | ((sequence: number) => string);
  default?: string;
  /** Kept by the database as these text fields joined by spaces (a generated column, read-only). */
  generatedFrom?: readonly string[];
};
export type LongTextField = FieldCommon & {
  type: 'longText';
  maxLength?: number;
  /**
   * Written by the server in English from a notification template (resources/notification-texts.ts; each module's index.ts declares its templates):
   * every screen shows it in the reader's language, as the bell does; the stored text stays one.
   */
  isNotificationText?: boolean;
};
export type EmailField = FieldCommon & { type: 'email' };
export type IntegerField = FieldCommon & {
  type: 'integer';
  min?: number;
  max?: number;
  default?: number;
  /** A year, number or code: shown as written (2026), never with thousands separators. */
  isCode?: boolean;
};
/** Amounts and hours: numeric(14, scale) in the DB, a JSON number on the wire. */
export type DecimalField = FieldCommon & {
  type: 'decimal';
  scale?: number;
  min?: number;
  max?: number;
  default?: number;
  /** Shown with the currency sign (EUR). */
  isMoney?: boolean;
};
export type BooleanField = FieldCommon & { type: 'boolean'; default?: boolean };
/** A calendar day, ISO `YYYY-MM-DD` on the wire, shown mm/dd/yy. */
export type DateField = FieldCommon & { type: 'date'; default?: 'today' };
export type DateTimeField = FieldCommon & { type: 'datetime'; default?: 'now' };
/** A legal move of a status field, and who may make it (default: whoever may run the action that moves it). */
export type Transition = { from: string; to: string; roles?: readonly Role[] };
export type EnumField = FieldCommon & {
  type: 'enum';
  values: readonly string[];
  default?: string;
  /** Makes the field a status: the only moves workflow actions may make (the values' order is "forward"). */
  transitions?: readonly Transition[];
  /** Values in which the record is locked: no generic edit or delete (a Paid payroll, a Closed month). */
  locks?: readonly string[];
  /** A colour per value for its tag (antd colour names: green, red, gold, blue…); statuses get a default. */
  colors?: Readonly<Record<string, string>>;
};
/** The id of a row of another resource. */
export type ReferenceField = FieldCommon & {
  type: 'reference';
  resource: string;
  /** What happens to this row when the referenced one is deleted; `restrict` refuses the delete (409). */
  onDelete?: 'restrict' | 'cascade' | 'set null';
  /**
   * A dependent reference: the referenced row's `referencedField` must equal this row's `field` (a task's
   * sprint must belong to the task's project). The server refuses others; the form offers only those.
   * With `through`, the referenced row must instead be named in `through.key` of a row of the link resource
   * `through.resource` whose `referencedField` equals this row's `field` (a task's owner must be a member of
   * the task's project: a projectMembers row with that projectId and employeeId); the server refuses others
   * with a 422 naming them.
   */
  narrowedBy?: { field: string; referencedField: string; through?: { resource: string; key: string } };
  /** In an action's input only: a list of ids (e.g. `employeeIds`), never a column. */
  isList?: boolean;
  /**
   * The fields of the referenced record an imported cell names it by (a contract type by its name, a customer by
   * its VAT number); default its number and its title field.
   */
  matchedBy?: readonly string[];
};

export type Field =
  | TextField
  | LongTextField
  | EmailField
  | IntegerField
  | DecimalField
  | BooleanField
  | DateField
  | DateTimeField
  | EnumField
  | ReferenceField;

export type FieldType = Field['type'];
