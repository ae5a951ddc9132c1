import { CATALOGUES, type CatalogueLanguage } from '../../i18n/catalogues';
import type { ResourceDeclaration } from '../../resources/declaration';
import { englishLabelOf, importFieldsOf, type ImportColumn } from '../../resources/imports';
import { badRequest } from '../errors';
import { message, render, term } from '../i18n/message';
import { folded } from './cell-values';

// Which field each column fills: chosen by the person (the mapping part), else found by its header, which may be
// the field's label in any of the portal's languages or its name (`hireDate`, `Hire date`, `Data di assunzione`).

const LANGUAGES = Object.keys(CATALOGUES) as CatalogueLanguage[];

/** Every way a header may name each importable field, folded. */
const namesOf = (resource: ResourceDeclaration) =>
  importFieldsOf(resource).map(([key, field]) => {
    const label = englishLabelOf(key, field);
    return { key, names: new Set([folded(key), ...LANGUAGES.map((language) => folded(render(term(label), language)))]) };
  });

/** The field a header names, if any. */
const fieldOfHeader = (resource: ResourceDeclaration, header: string) => {
  const key = folded(header);
  return key === '' ? null : (namesOf(resource).find(({ names }) => names.has(key))?.key ?? null);
};

/** Reads the mapping part: `{ "<column index>": "<field>" | null }`; a field that cannot be imported is a 400. */
const chosenMapping = (resource: ResourceDeclaration, raw: string | undefined): Map<number, string | null> | undefined => {
  if (raw === undefined || raw.trim() === '') return undefined;
  let parsed: unknown;
  try {
    parsed = JSON.parse(raw);
  } catch {
    throw badRequest(message('The column mapping must be a JSON object of column numbers and fields'), { mapping: message('Invalid value') });
  }
  if (typeof parsed !== 'object' || parsed === null || Array.isArray(parsed))
    throw badRequest(message('The column mapping must be a JSON object of column numbers and fields'), { mapping: message('Invalid value') });
  const importable = new Set(importFieldsOf(resource).map(([key]) => key));
  const chosen = new Map<number, string | null>();
  for (const [index, field] of Object.entries(parsed)) {
    if (!/^\d+$/.test(index) || (field !== null && (typeof field !== 'string' || !importable.has(field))))
      throw badRequest(message('The column mapping names a field that cannot be imported: {{field}}', { field: String(field) }), { mapping: message('Invalid value') });
    chosen.set(Number(index), field);
  }
  return chosen;
};

/** The file's columns with the field each fills; a field filled by two columns is a 400. */
export const columnsOf = (resource: ResourceDeclaration, headers: readonly string[], rawMapping: string | undefined): ImportColumn[] => {
  const chosen = chosenMapping(resource, rawMapping);
  const columns = headers.map((header, index) => ({ index, header, field: chosen ? (chosen.get(index) ?? null) : fieldOfHeader(resource, header) }));
  const seen = new Map<string, number>();
  for (const column of columns) {
    if (column.field === null) continue;
    if (seen.has(column.field)) {
      // Found by header, a second column naming a field already taken is left out; chosen by hand, it is a mistake.
      if (!chosen) {
        column.field = null;
        continue;
      }
      throw badRequest(message('Two columns fill the same field: {{field}}', { field: column.field }), { mapping: message('Invalid value') });
    }
    seen.set(column.field, column.index);
  }
  return columns;
};
