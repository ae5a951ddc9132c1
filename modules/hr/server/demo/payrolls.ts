import { dayOf, daysBetween, firstDayOf, isWeekend, lastDayOf, sameMonth, yearMonthOf, type Day } from '../../../../server/db/seed/calendar';
import { isHoliday } from './working-days';
import { sql } from 'drizzle-orm';
import { insertRows, type SeedContext } from '../../../../server/db/seed/context';
import { dailyHoursOf } from './requests';
import { roundTo } from '../../../../server/db/seed/random';
import { isEmployedOn, type SeededEmployee, type SeededPayroll, type SeedWorld } from '../../../../server/db/seed/world';

// Payrolls (cedolini) from the month sheets: one per employee per month, with its days, its monthly
// cost and the yearly cost that gives the hourly cost. Salaries are paid on the 27th of the next month:
// paid payrolls for past paydays, last month's still calculated or approved, this month's a draft.

const PAYDAY = 27;
const EMPLOYEE_INPS = 0.0919;
const EMPLOYER_INPS = 0.3;

const withholdingRate = (salary: number) => (salary > 50_000 ? 0.33 : salary > 28_000 ? 0.27 : 0.21);
const isIntern = (employee: SeededEmployee) => employee.contract === 'STG';
const instalments = (employee: SeededEmployee) => (isIntern(employee) ? 12 : 14);

/** Gross pay of a month: one instalment, two in July (14ª) and December (13ª) for 14-instalment contracts. */
const monthlyGross = (employee: SeededEmployee, month: number) =>
  roundTo((employee.salary / instalments(employee)) * (instalments(employee) === 14 && (month === 7 || month === 12) ? 2 : 1));

const amountsOf = (employee: SeededEmployee, month: number) => {
  const grossSalary = monthlyGross(employee, month);
  const contributions = isIntern(employee) ? 0 : roundTo(grossSalary * EMPLOYEE_INPS);
  const withholdingTax = isIntern(employee) ? 0 : roundTo((grossSalary - contributions) * withholdingRate(employee.salary));
  const tfr = isIntern(employee) ? 0 : roundTo(employee.salary / 13.5 / 12);
  const employerContributions = roundTo(grossSalary * (isIntern(employee) ? 0.01 : EMPLOYER_INPS));
  return {
    grossSalary,
    tfrMonthlySalary: roundTo(employee.salary / 12),
    contributions,
    withholdingTax,
    tfr,
    netSalary: roundTo(grossSalary - contributions - withholdingTax),
    employerContributions,
    totalCost: roundTo(grossSalary + employerContributions + tfr),
  };
};

export const seedPayrolls = async (context: SeedContext, world: SeedWorld) => {
  const { today } = context;
  const current = yearMonthOf(today);
  const approverId = world.userIds.get('accountant') ?? world.userIds.get('admin') ?? null;
  const plans = world.months.flatMap((month, monthIndex) =>
    world.employees
      .filter((employee) => isEmployedOn(employee, lastDayOf(month)) || isEmployedOn(employee, firstDayOf(month)))
      .map((employee, index) => {
        const paymentDate = dayOf(month.year, month.month + 1, PAYDAY);
        const status: SeededPayroll['status'] = sameMonth(month, current)
          ? 'Draft'
          : paymentDate < today
            ? 'Paid'
            : (['Calculated', 'Approved', 'Approved'] as const)[(index + monthIndex) % 3];
        const days = daysBetween(firstDayOf(month), lastDayOf(month)).filter(
          (day) => !isWeekend(day) && isEmployedOn(employee, day) && (status !== 'Draft' || day <= today),
        );
        return { employee, month, status, paymentDate, days };
      }),
  );
  const dayRows = (employee: SeededEmployee, days: Day[]) =>
    days.map((day) => {
      const booked = world.bookedHours.get(employee.id)?.get(day) ?? 0;
      const absence = world.absences.get(employee.id)?.get(day);
      const daily = dailyHoursOf(employee);
      return {
        employeeId: employee.id,
        date: day,
        workedHours: roundTo(Math.min(booked, daily)),
        overtimeHours: roundTo(Math.max(0, booked - daily)),
        absenceHours: absence ? roundTo(absence.hours) : 0,
        exceptionId: absence?.exceptionId ?? null,
        isHoliday: isHoliday(day),
      };
    });
  const ids = await insertRows(
    context,
    'labour',
    plans.map(({ employee, month, status, paymentDate, days }) => {
      const worked = dayRows(employee, days);
      const workedHours = roundTo(worked.reduce((sum, day) => sum + day.workedHours + day.overtimeHours, 0));
      const amounts = amountsOf(employee, month.month);
      const isCalculated = status !== 'Draft';
      return {
        employeeId: employee.id,
        year: month.year,
        month: month.month,
        status,
        approverId: status === 'Approved' || status === 'Paid' ? approverId : null,
        workedDays: worked.filter((day) => day.workedHours > 0).length,
        workedHours,
        grossSalary: amounts.grossSalary,
        tfrMonthlySalary: isCalculated ? amounts.tfrMonthlySalary : null,
        contributions: isCalculated ? amounts.contributions : null,
        withholdingTax: isCalculated ? amounts.withholdingTax : null,
        tfr: isCalculated ? amounts.tfr : null,
        netSalary: isCalculated ? amounts.netSalary : null,
        totalCost: isCalculated ? amounts.totalCost : null,
        paymentDate: status === 'Draft' ? null : paymentDate,
        note: month.month === 12 || month.month === 7 ? 'Include la mensilità aggiuntiva.' : null,
      };
    }),
  );
  world.payrolls = plans.map(({ employee, month, status, paymentDate }, index) => {
    const amounts = amountsOf(employee, month.month);
    return { id: ids[index], employeeId: employee.id, yearMonth: month, status, paymentDate: status === 'Paid' ? paymentDate : null, ...amounts };
  });
  await insertRows(context, 'labourDays', plans.flatMap(({ employee, days }, index) => dayRows(employee, days).map((day) => ({ ...day, labourId: ids[index] }))));
  // Each payroll records its month sheet as it stands (issue 43): a later change of the sheet (the rest of this month
  // booked, last month's sent sheet approved) flags the payroll as stale until it is recalculated.
  await context.db.execute(sql`update labour set calculated_sheet_status = 'Missing', calculated_sheet_hours = 0 where calculated_sheet_status is null`);
  await context.db.execute(sql`
    update labour set calculated_sheet_status = m.status, calculated_sheet_hours = coalesce(m.total_hours, 0)
    from timesheet_months m where m.employee_id = labour.employee_id and m.year = labour.year and m.month = labour.month`);
  await insertRows(
    context,
    'monthlyCosts',
    world.payrolls
      .filter((payroll) => payroll.status !== 'Draft')
      .map((payroll) => {
        const amounts = amountsOf(world.employees.find((employee) => employee.id === payroll.employeeId)!, payroll.yearMonth.month);
        const booked = [...(world.bookedHours.get(payroll.employeeId) ?? new Map<Day, number>()).entries()]
          .filter(([day]) => sameMonth(yearMonthOf(day), payroll.yearMonth))
          .reduce((sum, [, hours]) => sum + hours, 0);
        return {
          employeeId: payroll.employeeId,
          year: payroll.yearMonth.year,
          month: payroll.yearMonth.month,
          labourId: payroll.id,
          grossSalary: amounts.grossSalary,
          contributions: amounts.employerContributions,
          tfr: amounts.tfr,
          totalCost: amounts.totalCost,
          workedHours: roundTo(booked),
        };
      }),
  );
  await seedAnnualCosts(context, world);
};

/** Last year's and this year's cost per employee, pro rata for the months they were employed. */
const seedAnnualCosts = async (context: SeedContext, world: SeedWorld) => {
  const thisYear = yearMonthOf(context.today).year;
  const rows = [thisYear - 1, thisYear].flatMap((year) =>
    world.employees.flatMap((employee) => {
      const months = Array.from({ length: 12 }, (_, index) => ({ year, month: index + 1 })).filter((month) =>
        isEmployedOn(employee, lastDayOf(month)),
      );
      if (months.length === 0) return [];
      const share = months.length / 12;
      const grossSalary = roundTo(employee.salary * share);
      const contributions = roundTo(grossSalary * (isIntern(employee) ? 0.01 : EMPLOYER_INPS));
      const tfr = isIntern(employee) ? 0 : roundTo(grossSalary / 13.5);
      const otherCosts = roundTo(650 * share);
      const totalCost = roundTo(grossSalary + contributions + tfr + otherCosts);
      const workedHours = roundTo(1720 * (employee.weeklyHours / 40) * share);
      return [{ employeeId: employee.id, year, grossSalary, contributions, tfr, otherCosts, totalCost, workedHours, hourlyCost: roundTo(totalCost / workedHours) }];
    }),
  );
  await insertRows(context, 'annualCosts', rows);
};
