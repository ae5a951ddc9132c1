import type { TimesheetReport } from '../../domain/timesheet-report';
import { reportCells } from './report-table';

// The report as an XLSX workbook, the same cells as the CSV (hours as numbers). exceljs is loaded only when
// someone exports, so it stays out of the SPA's first download.

const XLSX_TYPE = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

export const reportToXlsx = async (report: TimesheetReport): Promise<ArrayBuffer> => {
  const loaded = await import('exceljs');
  // A CommonJS package: Node and Vite hand it over as the default export (by name too, in some bundles).
  const { Workbook } = loaded.default ?? loaded;
  const workbook = new Workbook();
  const sheet = workbook.addWorksheet(report.workOrder.number.slice(0, 31));
  const cells = reportCells(report);
  sheet.addRows(cells);
  sheet.getRow(1).font = { bold: true };
  sheet.getRow(cells.length).font = { bold: true };
  sheet.getColumn(1).width = 28;
  sheet.views = [{ state: 'frozen', xSplit: 1, ySplit: 1 }];
  return (await workbook.xlsx.writeBuffer()) as ArrayBuffer;
};

export const downloadXlsx = async (fileName: string, report: TimesheetReport) => {
  const url = URL.createObjectURL(new Blob([await reportToXlsx(report)], { type: XLSX_TYPE }));
  const link = Object.assign(document.createElement('a'), { href: url, download: fileName });
  link.click();
  URL.revokeObjectURL(url);
};
