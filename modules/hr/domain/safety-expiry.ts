import { calendarDayOf } from '../../../resources/firm-calendar';
// When a safety certificate expires: the completion day plus the course's validity in months, on the same
// day of the month (the month's last day when it has fewer days: 31 Jan + 1 month = 28/29 Feb). No validity, no expiry.
export const expiryDateOf = (completedDate: string, validityMonths: number | null | undefined): string | null => {
  if (!validityMonths) return null;
  const [year, month, day] = completedDate.split('-').map(Number);
  const target = new Date(Date.UTC(year, month - 1 + validityMonths, 1));
  const lastDay = new Date(Date.UTC(target.getUTCFullYear(), target.getUTCMonth() + 1, 0)).getUTCDate();
  target.setUTCDate(Math.min(day, lastDay));
  return calendarDayOf(target);
};
