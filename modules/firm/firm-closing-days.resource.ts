import { defineResource } from '../../resources/declaration';

// The firm's own closing days (the Friday after Ascension, the patron saint, the August week), beside the public
// holidays the calendar library knows: no one works or books hours on them (modules/firm/domain/working-days.ts).
export const firmClosingDays = defineResource({
  name: 'firmClosingDays',
  module: 'firm',
  label: 'Closing days',
  singular: 'Closing day',
  titleField: 'name',
  fields: {
    day: { type: 'date', isRequired: true, isUnique: true, isListed: true, label: 'Day' },
    name: { type: 'text', isRequired: true, maxLength: 80, isListed: true, label: 'Name' },
  },
  roles: ['ADMIN'],
  // Every signed-in user's calendar reads them at GET /api/firm/closing_days (modules/firm/server/firm-routes.ts).
  api: { admin: '/admin/firm/closing_days' },
  routes: [
    {
      path: '/admin/firm/closing_days',
      roles: ['ADMIN'],
      screen: 'list',
      menu: { section: 'RBAC', label: 'Closing days' },
      beyondSpec: "the firm's own closing days beside the public holidays (issue 41)",
    },
  ],
  defaultSort: { field: 'day', order: 'asc' },
});
