import type { Field } from '../../resources/vocabulary';
import { translate } from '../i18n/translate';

/** A field key in words: `projectId` → `project id`. */
export const wordsOf = (name: string) => name.replace(/([a-z0-9])([A-Z])/g, '$1 $2').replace(/_/g, ' ').toLowerCase();

/** The label in English, the key of its translation. */
export const englishFieldLabel = (name: string, field: Field): string => {
  if (field.label) return field.label;
  const words = wordsOf(name);
  return words.charAt(0).toUpperCase() + words.slice(1);
};

/** The label as the reader's language writes it. */
export const fieldLabel = (name: string, field: Field): string => translate(englishFieldLabel(name, field));

/** Written by the server or a workflow (or computed from other fields), so never in a form. */
export const isEditable = (field: Field): boolean => !field.isReadOnly && !('generatedFrom' in field && field.generatedFrom);

export const EMPTY_VALUE = '—';
