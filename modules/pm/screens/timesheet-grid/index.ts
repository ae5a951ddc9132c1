export { TimesheetApprovalsScreen } from './approvals-screen';
export { MonthGridPanel } from './month-grid-panel';
export { TimesheetMonthScreen } from './timesheet-month-screen';
export { TimesheetScreen } from './timesheet-screen';
export { MonthSheetReadingScreen } from './month-sheet-reading';
