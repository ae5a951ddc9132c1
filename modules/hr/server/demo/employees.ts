import { devUserEmail } from '../../../../server/auth/dev-users';
import { addDays, addMonths, firstDayOf, lastDayOf, shiftMonth, yearMonthOf, type Day } from '../../../../server/db/seed/calendar';
import { isWorkingDay } from './working-days';
import { insertRows, type SeedContext } from '../../../../server/db/seed/context';
import { ibanOf, mobilePhoneOf, taxCodeOf } from '../../../../server/db/seed/italian-codes';
import { roundTo } from '../../../../server/db/seed/random';
import { demoStaff } from './staff';
import type { ContractCode, StaffMember } from '../../../../server/db/seed/world';
import type { SeededEmployee, SeedWorld } from '../../../../server/db/seed/world';

// HR base data: the contract types and absence causes catalogues, the employees and their contracts.

const CONTRACT_TYPES: { code: ContractCode | 'PRO'; name: string; isFixedTerm: boolean; isActive?: boolean }[] = [
  { code: 'IND', name: 'Tempo indeterminato', isFixedTerm: false },
  { code: 'DET', name: 'Tempo determinato', isFixedTerm: true },
  { code: 'APP', name: 'Apprendistato professionalizzante', isFixedTerm: true },
  { code: 'PT', name: 'Part-time a tempo indeterminato', isFixedTerm: false },
  { code: 'STG', name: 'Tirocinio extracurricolare', isFixedTerm: true },
  // Abolished in 2015; kept inactive because old contracts still name it.
  { code: 'PRO', name: 'Contratto a progetto', isFixedTerm: true, isActive: false },
];

const EXCEPTIONS = [
  { code: 'FER', name: 'Ferie', category: 'Leave', isPaid: true, needsCertificate: false },
  { code: 'ROL', name: 'Permesso ROL', category: 'Permission', isPaid: true, needsCertificate: false },
  { code: 'EXF', name: 'Ex festività', category: 'Permission', isPaid: true, needsCertificate: false },
  { code: 'MAL', name: 'Malattia', category: 'Sick leave', isPaid: true, needsCertificate: true },
  { code: 'L104', name: 'Permesso legge 104', category: 'Permission', isPaid: true, needsCertificate: true },
  { code: 'MAT', name: 'Congedo di maternità', category: 'Leave', isPaid: true, needsCertificate: true },
  { code: 'PAT', name: 'Congedo di paternità', category: 'Leave', isPaid: true, needsCertificate: true },
  { code: 'LUT', name: 'Permesso per lutto', category: 'Permission', isPaid: true, needsCertificate: true },
  { code: 'STU', name: 'Permesso studio', category: 'Permission', isPaid: true, needsCertificate: false },
  { code: 'NRE', name: 'Permesso non retribuito', category: 'Permission', isPaid: false, needsCertificate: false },
  { code: 'DON', name: 'Donazione sangue', category: 'Other', isPaid: true, needsCertificate: true },
  { code: 'CIG', name: 'Cassa integrazione', category: 'Other', isPaid: false, needsCertificate: false, isActive: false },
];

const CITIES: Record<string, { postalCode: string; province: string }> = {
  Milano: { postalCode: '20135', province: 'MI' },
  'Sesto San Giovanni': { postalCode: '20099', province: 'MI' },
  'Cinisello Balsamo': { postalCode: '20092', province: 'MI' },
  Rho: { postalCode: '20017', province: 'MI' },
  Bergamo: { postalCode: '24121', province: 'BG' },
  Monza: { postalCode: '20900', province: 'MB' },
  Pavia: { postalCode: '27100', province: 'PV' },
  Como: { postalCode: '22100', province: 'CO' },
};
const STREETS = ['Via Roma', 'Via Garibaldi', 'Corso Buenos Aires', 'Via Manzoni', 'Viale Monza', 'Via Padova', 'Via Dante', 'Via Mazzini', 'Via Cavour', 'Corso Lodi'];
const SALARY_BANKS = ['03069', '02008', '05034', '05387', '03111'];

export const COMPANY_DOMAIN = devUserEmail('x').split('@')[1];

const emailOf = (member: StaffMember) =>
  member.username
    ? devUserEmail(member.username)
    : `${member.firstName}.${member.lastName}`.toLowerCase().replace(/[^a-z.]/g, '') + `@${COMPANY_DOMAIN}`;

const firstWorkingDayFrom = (day: Day): Day => (isWorkingDay(day) ? day : firstWorkingDayFrom(addDays(day, 1)));

const hireDayOf = (member: StaffMember, today: Day) =>
  typeof member.hireDate === 'string'
    ? member.hireDate
    : firstWorkingDayFrom(firstDayOf(shiftMonth(yearMonthOf(today), -member.hireDate.monthsAgo)));

const weeklyHoursOf = (contract: ContractCode) => (contract === 'PT' ? 30 : contract === 'STG' ? 36 : 40);

/** Company cost per hour: salary plus INPS, TFR and INAIL (about 42%), over the contract's yearly hours. */
const hourlyCostOf = (member: StaffMember) =>
  roundTo((member.salary * (member.contract === 'STG' ? 1.05 : 1.42)) / ((weeklyHoursOf(member.contract) / 40) * 1720));

export const seedHrCatalogues = async (context: SeedContext, world: SeedWorld) => {
  const typeIds = await insertRows(context, 'contractTypes', CONTRACT_TYPES.map((type) => ({ isActive: true, ...type })));
  CONTRACT_TYPES.forEach((type, index) => world.contractTypeIds.set(type.code, typeIds[index]));
  const exceptionIds = await insertRows(context, 'exceptions', EXCEPTIONS.map((cause) => ({ isActive: true, ...cause })));
  EXCEPTIONS.forEach((cause, index) => world.exceptionIds.set(cause.code, exceptionIds[index]));
};

export const seedEmployees = async (context: SeedContext, world: SeedWorld) => {
  const { random, today } = context;
  const staff = demoStaff().map((member) => ({
    ...member,
    email: emailOf(member),
    hireDay: hireDayOf(member, today),
    endDay: member.leftMonthsAgo ? lastDayOf(shiftMonth(yearMonthOf(today), -member.leftMonthsAgo)) : null,
    weeklyHours: weeklyHoursOf(member.contract),
    hourlyCost: hourlyCostOf(member),
  }));
  const ids = await insertRows(
    context,
    'employees',
    staff.map((member) => {
      const city = CITIES[member.homeCity];
      return {
        firstName: member.firstName,
        lastName: member.lastName,
        email: member.email,
        taxCode: taxCodeOf({ ...member, townCode: member.birthTown }),
        phone: mobilePhoneOf(random),
        birthDate: member.birthDate,
        hireDate: member.hireDay,
        endDate: member.endDay,
        jobTitle: member.jobTitle,
        costCentre: member.costCentre,
        hourlyCost: member.hourlyCost,
        iban: ibanOf(random, random.pick(SALARY_BANKS)),
        address: `${random.pick(STREETS)} ${random.int(1, 160)}, ${city.postalCode} ${member.homeCity} (${city.province})`,
        isActive: member.endDay === null,
      };
    }),
  );
  world.employees = staff.map((member, index): SeededEmployee => ({ ...member, id: ids[index] }));
};

const CCNL = 'Commercio e Terziario';

export const seedEmployeeContracts = async (context: SeedContext, world: SeedWorld) => {
  const typeName = (code: ContractCode) => CONTRACT_TYPES.find((type) => type.code === code)!.name;
  const fixedTermMonths: Partial<Record<ContractCode, number>> = { DET: 12, APP: 36, STG: 6 };
  const rows = world.employees.flatMap((employee) => {
    const contract = (code: ContractCode, startDate: Day, months: number | undefined, salary: number, level: string) => ({
      employeeId: employee.id,
      contractTypeId: world.contractTypeIds.get(code),
      title: `${typeName(code)} - ${employee.firstName} ${employee.lastName}`,
      ccnl: code === 'STG' ? null : level === 'Dirigente' ? 'Dirigenti Commercio' : CCNL,
      level: code === 'STG' ? null : level,
      startDate,
      endDate: months ? addDays(addMonths(startDate, months), -1) : null,
      weeklyHours: weeklyHoursOf(code),
      grossAnnualSalary: salary,
      monthlyInstalments: code === 'STG' ? 12 : 14,
    });
    const rows = [];
    let start = employee.hireDay;
    if (employee.previous) {
      const { contract: code, months, salary, level } = employee.previous;
      rows.push({ ...contract(code, start, months, salary, level), note: 'Trasformato in contratto a tempo indeterminato alla scadenza.' });
      start = addMonths(start, months);
    }
    const current = contract(employee.contract, start, fixedTermMonths[employee.contract], employee.salary, employee.level);
    rows.push(employee.endDay ? { ...current, endDate: employee.endDay, note: 'Dimissioni volontarie.' } : current);
    return rows;
  });
  await insertRows(context, 'employeeContracts', rows);
};
