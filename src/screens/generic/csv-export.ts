import { useDataProvider, type BaseRecord, type CrudFilter, type CrudSort } from '@refinedev/core';
import papaparse from 'papaparse';
import { useState } from 'react';
import type { ResourceDeclaration } from '../../../resources/declaration';
import { MAX_PAGE_SIZE } from '../../../resources/list-query';
import { fieldLabel, kindOf } from '../../fields';
import type { Scope } from '../../providers/dataProvider';

// CSV of the rows the list's filters select (all pages, not only the one on screen), listed columns only.

const PAGE_SIZE = MAX_PAGE_SIZE;

export const rowsToCsv = (declaration: ResourceDeclaration, rows: readonly BaseRecord[]): string => {
  const columns = Object.entries(declaration.fields).filter(([, field]) => field.isListed);
  return papaparse.unparse({
    fields: columns.map(([name, field]) => fieldLabel(name, field)),
    data: rows.map((row) => columns.map(([name, field]) => kindOf(field).toText(row[name], field))),
  });
};

const download = (fileName: string, text: string) => {
  const url = URL.createObjectURL(new Blob(['\ufeff', text], { type: 'text/csv;charset=utf-8' }));
  const link = Object.assign(document.createElement('a'), { href: url, download: fileName });
  link.click();
  URL.revokeObjectURL(url);
};

type ExportRequest = { declaration: ResourceDeclaration; scope: Scope; filters: CrudFilter[]; sorters: CrudSort[] };

export const useCsvExport = ({ declaration, scope, filters, sorters }: ExportRequest) => {
  const dataProvider = useDataProvider();
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

  const exportCsv = async () => {
    setIsExporting(true);
    try {
      download(`${declaration.label}.csv`, rowsToCsv(declaration, await fetchAllRows()));
    } catch {
      // The HTTP client has logged the failure (SPEC §8); the button simply becomes usable again.
    } finally {
      setIsExporting(false);
    }
  };

  return { isExporting, exportCsv };
};
