import type { FormInstance } from 'antd';
import { ApiError } from '../../../src/providers/http-client';
import { translate } from '../../../src/i18n';
import { FIRM_CHECK_TEXTS, firmFieldsRefused } from '../domain/firm-checks';

// The firm's refusals on their fields: first the checks the server runs too (modules/firm/domain/firm-checks.ts),
// before sending; then whatever the server still refuses, in the language the client asked it in.

/** Marks the fields the shared checks refuse; answers whether any was. */
export const markRefusedFields = (form: FormInstance, values: Readonly<Record<string, unknown>>) => {
  const refused = firmFieldsRefused(values);
  form.setFields(refused.map((field) => ({ name: field, errors: [translate(FIRM_CHECK_TEXTS[field])] })));
  return refused.length > 0;
};

const textsOf = (value: unknown): string[] =>
  Array.isArray(value) ? value.map(String) : typeof value === 'object' && value !== null && 'message' in value ? [String(value.message)] : [String(value)];

/** Puts a server's field refusals under their fields; answers whether it had any. */
export const markServerRefusals = (form: FormInstance, error: unknown) => {
  if (!(error instanceof ApiError) || !error.errors) return false;
  form.setFields(Object.entries(error.errors).map(([name, value]) => ({ name, errors: textsOf(value) })));
  return true;
};
