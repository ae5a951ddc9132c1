// The hr module: its registry entries in menu order, registered by one line of resources.config.ts.
// Its workflow code sits in server/ (server only), its hand-written screens in screens/ (SPA only); this file
// imports declarations alone, so both sides may import it.
import type { RegistryEntry } from '../../resources/declaration';
import { hrTimesheetRequests } from './hr-timesheet-requests.resource';
import { exceptions } from './exceptions.resource';
import { labour } from './labour.resource';
import { labourDays } from './labour-days.resource';
import { annualCosts } from './annual-costs.resource';
import { monthlyCosts } from './monthly-costs.resource';
import { employeeContracts } from './employee-contracts.resource';
import { contractTypes } from './contract-types.resource';
import { employees } from './employees.resource';
import { safetyCourses } from './safety-courses.resource';
import { safetyCourseAssignments } from './safety-course-assignments.resource';

export const entries: readonly RegistryEntry[] = [
  hrTimesheetRequests,
  exceptions,
  labour,
  labourDays,
  annualCosts,
  monthlyCosts,
  employeeContracts,
  contractTypes,
  employees,
  safetyCourses,
  safetyCourseAssignments,
];
