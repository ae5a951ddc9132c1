import type { DemoContribution } from '../../../../server/db/seed/contributions';
import { seedEmployeeContracts, seedEmployees, seedHrCatalogues } from './employees';
import { seedLeaveOpenings, seedTfrOpenings } from './go-live';
import { seedPayrolls } from './payrolls';
import { seedHrRequests } from './requests';
import { seedSafety } from './safety';
import { seedScalePayroll } from './scale-payroll';
import { seedScalePeople } from './scale-people';
import { workingDaysBetween } from './working-days';

/**
 * HR's part of the demo: the people everything else refers to, their requests, the payrolls of the hours they booked
 * (pm's timesheets), their safety courses and what they had accrued at go-live. It also gives the firm's working days.
 */
export const hrDemo: DemoContribution = {
  steps: [
    { name: 'hr catalogues', place: 20, seed: seedHrCatalogues },
    { name: 'employees', place: 30, after: ['hr catalogues'], seed: seedEmployees },
    { name: 'employee contracts', place: 40, after: ['employees'], seed: seedEmployeeContracts },
    { name: 'hr requests', place: 130, after: ['employees'], seed: seedHrRequests },
    { name: 'payrolls', place: 150, after: ['users', 'hr requests', 'timesheets'], seed: seedPayrolls },
    { name: 'safety courses', place: 160, after: ['employees'], seed: seedSafety },
    {
      name: 'go-live openings',
      place: 180,
      after: ['employees'],
      seed: async (context, world) => {
        await seedLeaveOpenings(context, world);
        await seedTfrOpenings(context, world);
      },
    },
  ],
  scaleSteps: [
    { name: 'scale people', place: 10, seed: seedScalePeople },
    { name: 'scale payrolls', place: 40, after: ['scale people'], seed: seedScalePayroll },
  ],
  workingDays: workingDaysBetween,
};
