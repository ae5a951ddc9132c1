import { useDataProvider, type BaseRecord, type CrudFilter, type CrudSort } from '@refinedev/core';
import { useState } from 'react';
import type { ResourceDeclaration } from '../../../resources/declaration';
import type { Field } from '../../../resources/vocabulary';
import { safeSpreadsheetText } from '../../../resources/spreadsheet-cells';
import { MAX_PAGE_SIZE } from '../../../resources/list-query';
import { fieldLabel, kindOf } from '../../fields';
import type { SheetCell } from '../../fields/types';
import type { Scope } from '../../providers/dataProvider';
import { useFindDeclaration } from '../../registry-context';
import { csvOf, downloadCsv, downloadXlsx, xlsxOf } from './spreadsheet-files';

// XLSX and CSV of the rows the list's filters select (all pages, not only the one on screen), listed columns only;
// a reference column carries the referenced record's title, as the screen shows it, not its id.

const PAGE_SIZE = MAX_PAGE_SIZE;
const TITLE_BATCH = 200;

/** Titles of referenced records by field name, then by id (as text). */
export type ReferenceTitles = Record<string, Map<string, string>>;

const listedColumns = (declaration: ResourceDeclaration) => Object.entries(declaration.fields).filter(([, field]) => field.isListed);

/** A cell as text; text someone typed that a spreadsheet would run as a formula gets an apostrophe, numbers (-5) do not. */
const textOf = (row: BaseRecord, name: string, field: Field, titles: ReferenceTitles) => {
  const title = titles[name]?.get(String(row[name]));
  if (title !== undefined) return safeSpreadsheetText(title);
  const text = kindOf(field).toText(row[name], field);
  return typeof kindOf(field).toCell?.(row[name], field) === 'number' ? text : safeSpreadsheetText(text);
};

/** A cell as a spreadsheet types it: numbers and dates as such, text neutralised as in the CSV. */
const cellOf = (row: BaseRecord, name: string, field: Field, titles: ReferenceTitles): SheetCell => {
  const toCell = kindOf(field).toCell;
  if (titles[name]?.has(String(row[name])) || !toCell) return textOf(row, name, field, titles);
  const cell = toCell(row[name], field);
  return typeof cell === 'string' ? safeSpreadsheetText(cell) : cell;
};

const headerOf = (declaration: ResourceDeclaration) => listedColumns(declaration).map(([name, field]) => fieldLabel(name, field));

export const rowsToCsv = (declaration: ResourceDeclaration, rows: readonly BaseRecord[], titles: ReferenceTitles = {}): string =>
  csvOf(headerOf(declaration), rows.map((row) => listedColumns(declaration).map(([name, field]) => textOf(row, name, field, titles))));

export const rowsToXlsx = (declaration: ResourceDeclaration, rows: readonly BaseRecord[], titles: ReferenceTitles = {}): Promise<ArrayBuffer> =>
  xlsxOf(declaration.label, headerOf(declaration), rows.map((row) => listedColumns(declaration).map(([name, field]) => cellOf(row, name, field, titles))));

export type ListFileKind = 'xlsx' | 'csv';

type ExportRequest = { declaration: ResourceDeclaration; scope: Scope; filters: CrudFilter[]; sorters: CrudSort[] };

export const useListExport = ({ declaration, scope, filters, sorters }: ExportRequest) => {
  const dataProvider = useDataProvider();
  const findDeclaration = useFindDeclaration();
  const [isExporting, setIsExporting] = useState(false);

  const fetchAllRows = async () => {
    const rows: BaseRecord[] = [];
    for (let currentPage = 1; ; currentPage += 1) {
      const { data, total } = await dataProvider().getList({
        resource: declaration.name,
        filters,
        sorters,
        pagination: { currentPage, pageSize: PAGE_SIZE, mode: 'server' },
        meta: { scope },
      });
      rows.push(...data);
      // A short page ends it even if the total moved while paging.
      if (data.length < PAGE_SIZE || rows.length >= total) return rows;
    }
  };

  // One lookup per reference column and batch of ids (the lookup path answers ids and titles to anyone signed in).
  const fetchTitles = async (rows: readonly BaseRecord[]): Promise<ReferenceTitles> => {
    const titles: ReferenceTitles = {};
    for (const [name, field] of listedColumns(declaration)) {
      const referenced = field.type === 'reference' ? findDeclaration(field.resource) : undefined;
      if (field.type !== 'reference' || !referenced) continue;
      const ids = [...new Set(rows.map((row) => row[name]).filter((id) => id !== null && id !== undefined).map(String))];
      titles[name] = new Map();
      for (let start = 0; start < ids.length; start += TITLE_BATCH) {
        const { data } = await dataProvider().getMany!({ resource: field.resource, ids: ids.slice(start, start + TITLE_BATCH), meta: { scope: 'lookup' } });
        for (const record of data) titles[name].set(String(record.id), String(record[referenced.titleField] ?? record.id));
      }
    }
    return titles;
  };

  const exportList = async (kind: ListFileKind) => {
    setIsExporting(true);
    try {
      const rows = await fetchAllRows();
      const titles = await fetchTitles(rows);
      if (kind === 'xlsx') downloadXlsx(`${declaration.label}.xlsx`, await rowsToXlsx(declaration, rows, titles));
      else downloadCsv(`${declaration.label}.csv`, rowsToCsv(declaration, rows, titles));
    } catch {
      // The HTTP client has logged the failure (SPEC §8); the button simply becomes usable again.
    } finally {
      setIsExporting(false);
    }
  };

  return { isExporting, exportList };
};
