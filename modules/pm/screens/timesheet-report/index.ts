export { TimesheetReportScreen } from './report-screen';
