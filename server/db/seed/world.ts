import type { Day, YearMonth } from './calendar';

// What the modules' demo seeds hand on to each other: the ids and facts later rows refer to.

export type CostCentre = 'Delivery' | 'Sales' | 'Administration' | 'Management';
export type ContractCode = 'IND' | 'DET' | 'APP' | 'PT' | 'STG';

export type StaffMember = {
  firstName: string;
  lastName: string;
  isFemale: boolean;
  birthDate: string;
  /** Cadastral code of the birth town (codice catastale), for the tax code. */
  birthTown: string;
  homeCity: string;
  jobTitle: string;
  costCentre: CostCentre;
  contract: ContractCode;
  level: string;
  /** Gross annual salary (RAL). */
  salary: number;
  hireDate: string | { monthsAgo: number };
  /** Leaving date: the end of the month this many months ago. */
  leftMonthsAgo?: number;
  /** A contract held before the current one (e.g. apprenticeship, then permanent). */
  previous?: { contract: ContractCode; months: number; salary: number; level: string };
  /** The development user this employee signs in as. */
  username?: string;
};


export type SeededEmployee = StaffMember & {
  id: number;
  email: string;
  hireDay: Day;
  endDay: Day | null;
  costCentre: CostCentre;
  /** Current contract's weekly hours (part-time works fewer hours a day). */
  weeklyHours: number;
  hourlyCost: number;
};

export type SeededCustomer = { key: string; id: number; name: string; country: string; paymentTermsDays: number; isInternal: boolean };

export type SeededWorkOrder = {
  id: number;
  name: string;
  customerId: number;
  startDate: Day;
  endDate: Day | null;
  status: 'Draft' | 'Active' | 'Suspended' | 'Closed';
  amount: number;
  isInternal: boolean;
  /** The days hours may be booked on it (a suspended work order stops taking hours). */
  bookableFrom: Day;
  bookableUntil: Day;
  /** Members and the rate billed for their hours. */
  members: { employeeId: number; hourlyRate: number }[];
};

export type SeededProject = { id: number; name: string; workOrderId: number; managerId: number; status: string; startDate: Day; endDate: Day | null; memberIds: number[] };

export type SeededTask = { id: number; number: string; title: string; projectId: number; workOrderId: number; ownerId: number; assigneeId: number | null; status: string };

/** An absence approved by HR: the timesheets and payroll days leave these hours out. */
export type Absence = { exceptionId: number; hours: number };

export type SeededPayroll = {
  id: number;
  employeeId: number;
  yearMonth: YearMonth;
  status: 'Draft' | 'Calculated' | 'Approved' | 'Paid';
  grossSalary: number;
  contributions: number;
  employerContributions: number;
  withholdingTax: number;
  netSalary: number;
  paymentDate: Day | null;
};

export type SeedWorld = {
  /** The months of demo history, oldest first; the last is the current month. */
  months: YearMonth[];
  employees: SeededEmployee[];
  exceptionIds: Map<string, number>;
  contractTypeIds: Map<string, number>;
  /** User ids by username (dev users) and by e-mail (everybody else). */
  userIds: Map<string, number>;
  customers: SeededCustomer[];
  productIds: number[];
  workOrders: SeededWorkOrder[];
  projects: SeededProject[];
  tasks: SeededTask[];
  absences: Map<number, Map<Day, Absence>>;
  /** Hours booked per employee and day (from the timesheet entries). */
  bookedHours: Map<number, Map<Day, number>>;
  payrolls: SeededPayroll[];
  /** HR requests waiting in Reviewing, for the reviewers' notifications. */
  pendingRequests: { id: number; number: string; employeeId: number; startDate: Day }[];
  /** Hours and billable amount (hours × member rate) per work order and month (`YYYY-MM`). */
  billable: Map<number, Map<string, { hours: number; amount: number }>>;
};

export const emptyWorld = (months: YearMonth[]): SeedWorld => ({
  months,
  employees: [],
  exceptionIds: new Map(),
  contractTypeIds: new Map(),
  userIds: new Map(),
  customers: [],
  productIds: [],
  workOrders: [],
  projects: [],
  tasks: [],
  absences: new Map(),
  bookedHours: new Map(),
  payrolls: [],
  pendingRequests: [],
  billable: new Map(),
});

/** Whether the employee worked for the firm on that day. */
export const isEmployedOn = (employee: SeededEmployee, day: Day) =>
  employee.hireDay <= day && (employee.endDay === null || day <= employee.endDay);

export const customerByKey = (world: SeedWorld, key: string) => {
  const customer = world.customers.find((candidate) => candidate.key === key);
  if (!customer) throw new Error(`The demo has no customer ${key}`);
  return customer;
};

/** The development username, or the e-mail's local part (`luca.ferrari`), names an employee in the seed. */
export const employeeKey = (employee: SeededEmployee) => employee.username ?? employee.email.split('@')[0];

export const employeeByKey = (world: SeedWorld, key: string) => {
  const employee = world.employees.find((candidate) => employeeKey(candidate) === key);
  if (!employee) throw new Error(`The demo has no employee ${key}`);
  return employee;
};
