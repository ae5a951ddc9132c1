import { DEMO_USERS, DEV_USERS } from '../../../../server/auth/dev-users';
import type { ContractCode, StaffMember } from '../../../../server/db/seed/world';

// The people of the demo firm. The seven development users are employees too (same e-mail as their
// sign-in), so that every role lands on pages with their own data. Dates are absolute for long-serving
// staff; the newest hire and the last leaver are placed relative to "today" so they always sit at the
// edge of the demo's history.

type DevJob = Omit<StaffMember, 'firstName' | 'lastName' | 'username'>;

const DEV_JOBS: Record<string, DevJob> = {
  admin: { isFemale: true, birthDate: '1979-04-12', birthTown: 'F205', homeCity: 'Milano', jobTitle: 'Office manager', costCentre: 'Management', contract: 'IND', level: 'Quadro', salary: 56000, hireDate: '2014-03-03' },
  pm: { isFemale: false, birthDate: '1983-09-30', birthTown: 'A794', homeCity: 'Bergamo', jobTitle: 'Project manager', costCentre: 'Delivery', contract: 'IND', level: '1', salary: 48000, hireDate: '2016-09-12' },
  accountant: { isFemale: true, birthDate: '1988-01-21', birthTown: 'F704', homeCity: 'Monza', jobTitle: 'Accountant', costCentre: 'Administration', contract: 'IND', level: '3', salary: 34000, hireDate: '2018-02-01' },
  employee: { isFemale: false, birthDate: '1996-06-08', birthTown: 'F205', homeCity: 'Milano', jobTitle: 'Software developer', costCentre: 'Delivery', contract: 'IND', level: '3', salary: 32000, hireDate: '2021-04-06', previous: { contract: 'APP', months: 24, salary: 24000, level: '5' } },
  hr: { isFemale: true, birthDate: '1985-11-02', birthTown: 'G388', homeCity: 'Pavia', jobTitle: 'HR specialist', costCentre: 'Administration', contract: 'IND', level: '2', salary: 38000, hireDate: '2017-05-15' },
  finance: { isFemale: false, birthDate: '1977-02-17', birthTown: 'B157', homeCity: 'Milano', jobTitle: 'Finance controller', costCentre: 'Administration', contract: 'IND', level: 'Quadro', salary: 52000, hireDate: '2015-01-12' },
  // The demo accounts with combined roles (server/auth/dev-users.ts DEMO_USERS).
  ilaria: { isFemale: true, birthDate: '1982-03-09', birthTown: 'F205', homeCity: 'Milano', jobTitle: 'HR manager', costCentre: 'Administration', contract: 'IND', level: '1', salary: 45000, hireDate: '2015-06-01' },
  pietro: { isFemale: false, birthDate: '1986-10-17', birthTown: 'A794', homeCity: 'Bergamo', jobTitle: 'Project manager and developer', costCentre: 'Delivery', contract: 'IND', level: '1', salary: 46000, hireDate: '2017-02-13' },
  carla: { isFemale: true, birthDate: '1984-05-28', birthTown: 'F704', homeCity: 'Monza', jobTitle: 'Head of accounting', costCentre: 'Administration', contract: 'IND', level: 'Quadro', salary: 50000, hireDate: '2016-01-18' },
  sales: { isFemale: true, birthDate: '1990-07-25', birthTown: 'C933', homeCity: 'Como', jobTitle: 'Account manager', costCentre: 'Sales', contract: 'IND', level: '2', salary: 42000, hireDate: '2019-10-01' },
};

const devStaff = (users: readonly { username: string; name: string }[] = DEV_USERS): StaffMember[] =>
  users.map((user) => {
    const [firstName, ...rest] = user.name.split(' ');
    const job = DEV_JOBS[user.username];
    if (!job) throw new Error(`The demo has no job for development user ${user.username}`);
    return { ...job, firstName, lastName: rest.join(' ') || user.username, username: user.username };
  });

const OTHER_STAFF: StaffMember[] = [
  { firstName: 'Marco', lastName: 'Rossi', isFemale: false, birthDate: '1971-03-14', birthTown: 'F205', homeCity: 'Milano', jobTitle: 'Chief executive officer', costCentre: 'Management', contract: 'IND', level: 'Dirigente', salary: 98000, hireDate: '2010-01-11' },
  { firstName: 'Giulia', lastName: 'Bianchi', isFemale: true, birthDate: '1974-10-05', birthTown: 'H501', homeCity: 'Milano', jobTitle: 'Chief operating officer', costCentre: 'Management', contract: 'IND', level: 'Dirigente', salary: 86000, hireDate: '2010-01-11' },
  { firstName: 'Alessandro', lastName: 'Colombo', isFemale: false, birthDate: '1982-05-19', birthTown: 'F205', homeCity: 'Sesto San Giovanni', jobTitle: 'Tech lead', costCentre: 'Delivery', contract: 'IND', level: 'Quadro', salary: 54000, hireDate: '2012-09-17' },
  { firstName: 'Luca', lastName: 'Ferrari', isFemale: false, birthDate: '1986-12-01', birthTown: 'A944', homeCity: 'Milano', jobTitle: 'Senior software engineer', costCentre: 'Delivery', contract: 'IND', level: '1', salary: 47000, hireDate: '2013-06-03' },
  { firstName: 'Valentina', lastName: 'Costa', isFemale: true, birthDate: '1984-08-22', birthTown: 'D969', homeCity: 'Milano', jobTitle: 'Project manager', costCentre: 'Delivery', contract: 'IND', level: '1', salary: 46000, hireDate: '2015-03-02' },
  { firstName: 'Davide', lastName: 'Bruno', isFemale: false, birthDate: '1987-02-28', birthTown: 'F839', homeCity: 'Cinisello Balsamo', jobTitle: 'DevOps engineer', costCentre: 'Delivery', contract: 'IND', level: '2', salary: 44000, hireDate: '2016-04-04' },
  { firstName: 'Laura', lastName: 'Rizzo', isFemale: true, birthDate: '1980-06-11', birthTown: 'G273', homeCity: 'Milano', jobTitle: 'Office assistant', costCentre: 'Administration', contract: 'PT', level: '4', salary: 21000, hireDate: '2016-01-25' },
  { firstName: 'Elena', lastName: 'De Luca', isFemale: true, birthDate: '1989-03-03', birthTown: 'A662', homeCity: 'Milano', jobTitle: 'Data engineer', costCentre: 'Delivery', contract: 'IND', level: '2', salary: 43000, hireDate: '2017-10-09' },
  { firstName: 'Stefano', lastName: 'Lombardi', isFemale: false, birthDate: '1990-09-09', birthTown: 'L219', homeCity: 'Rho', jobTitle: 'Full-stack developer', costCentre: 'Delivery', contract: 'IND', level: '2', salary: 39000, hireDate: '2018-06-11' },
  { firstName: 'Chiara', lastName: 'Ricci', isFemale: true, birthDate: '1991-12-19', birthTown: 'D612', homeCity: 'Milano', jobTitle: 'UX/UI designer', costCentre: 'Delivery', contract: 'IND', level: '3', salary: 36000, hireDate: '2018-11-05' },
  { firstName: 'Francesca', lastName: 'Romano', isFemale: true, birthDate: '1993-04-27', birthTown: 'F839', homeCity: 'Milano', jobTitle: 'Software developer', costCentre: 'Delivery', contract: 'IND', level: '3', salary: 34000, hireDate: '2019-02-11' },
  { firstName: 'Martina', lastName: 'Gallo', isFemale: true, birthDate: '1992-01-15', birthTown: 'L781', homeCity: 'Milano', jobTitle: 'Business analyst', costCentre: 'Delivery', contract: 'IND', level: '2', salary: 38000, hireDate: '2019-05-20' },
  { firstName: 'Federico', lastName: 'Giordano', isFemale: false, birthDate: '1988-07-07', birthTown: 'L219', homeCity: 'Milano', jobTitle: 'Business developer', costCentre: 'Sales', contract: 'IND', level: '2', salary: 40000, hireDate: '2020-02-03' },
  { firstName: 'Sofia', lastName: 'Greco', isFemale: true, birthDate: '1995-10-30', birthTown: 'F205', homeCity: 'Milano', jobTitle: 'QA engineer', costCentre: 'Delivery', contract: 'IND', level: '3', salary: 33000, hireDate: '2020-07-13' },
  { firstName: 'Andrea', lastName: 'Mancini', isFemale: false, birthDate: '1994-05-05', birthTown: 'H501', homeCity: 'Milano', jobTitle: 'Software developer', costCentre: 'Delivery', contract: 'IND', level: '3', salary: 33000, hireDate: '2021-01-18', previous: { contract: 'DET', months: 12, salary: 30000, level: '4' } },
  { firstName: 'Matteo', lastName: 'Marino', isFemale: false, birthDate: '1997-08-14', birthTown: 'A794', homeCity: 'Milano', jobTitle: 'Software developer', costCentre: 'Delivery', contract: 'IND', level: '4', salary: 31000, hireDate: '2022-03-01' },
  { firstName: 'Simone', lastName: 'Conti', isFemale: false, birthDate: '2001-02-09', birthTown: 'F704', homeCity: 'Monza', jobTitle: 'Junior developer', costCentre: 'Delivery', contract: 'APP', level: '5', salary: 25000, hireDate: '2024-09-02' },
  { firstName: 'Giorgia', lastName: 'Moretti', isFemale: true, birthDate: '2002-11-23', birthTown: 'F205', homeCity: 'Milano', jobTitle: 'Intern, data analysis', costCentre: 'Delivery', contract: 'STG', level: '-', salary: 9600, hireDate: { monthsAgo: 2 } },
  { firstName: 'Roberto', lastName: 'Barbieri', isFemale: false, birthDate: '1978-01-31', birthTown: 'B157', homeCity: 'Milano', jobTitle: 'Systems administrator', costCentre: 'Delivery', contract: 'IND', level: '2', salary: 41000, hireDate: '2011-05-02', leftMonthsAgo: 9 },
];

// The demo accounts come last, so the rest of the demo keeps its people in their places.
export const demoStaff = (): StaffMember[] => [...OTHER_STAFF.slice(0, 2), ...devStaff(), ...OTHER_STAFF.slice(2), ...devStaff(DEMO_USERS)];
