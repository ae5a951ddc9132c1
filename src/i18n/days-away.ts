import { translate } from './translate';

/** How far a due day is from today, in words: "Today", "In 4 days", "2 days overdue". */
export const daysAway = (days: number): string => {
  if (days === 0) return translate('Today');
  if (days === 1) return translate('Tomorrow');
  if (days === -1) return translate('1 day overdue');
  return days < 0 ? translate('{{days}} days overdue', { days: -days }) : translate('In {{days}} days', { days });
};
