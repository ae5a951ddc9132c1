// A lead's contacts and its opportunities are listed the same way: GET …/lead/{id}, the rows whose lead it is
// (modules/sales/server/actions.ts reads them with `rowsWhere`).
export const byLeadAction = <const Label extends string>(label: Label) =>
  ({
    name: 'byLead',
    label,
    method: 'GET',
    path: '/lead/:leadId',
    scope: 'admin',
    target: 'collection',
    isHidden: true,
    reply: { resource: 'self', isList: true },
    input: { leadId: { type: 'integer', min: 1, isRequired: true } },
  }) as const;
