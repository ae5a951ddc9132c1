import { addDays, addMonths } from '../../../../server/db/seed/calendar';
import { insertRows, type SeedContext } from '../../../../server/db/seed/context';
import type { SeedWorld } from '../../../../server/db/seed/world';

// Statements of work: the signed scope and price of each customer work order.

const STATUS_OF_WORK_ORDER = { Active: 'Signed', Suspended: 'Signed', Closed: 'Expired', Draft: 'Sent' } as const;

export const seedStatementsOfWork = async (context: SeedContext, world: SeedWorld) => {
  const billable = world.workOrders.filter((workOrder) => !workOrder.isInternal);
  const rows = billable.map((workOrder) => {
    const status: string = STATUS_OF_WORK_ORDER[workOrder.status];
    return {
      title: `SOW - ${workOrder.name}`,
      workOrderId: workOrder.id,
      scope: `Oggetto: ${workOrder.name}.\n\nAttività incluse: analisi, sviluppo, collaudo e avvio in produzione.\nEsclusioni: licenze di terze parti e hardware.\nModalità: a consuntivo mensile sulle ore lavorate.`,
      signedDate: status === 'Signed' || status === 'Expired' ? addDays(workOrder.startDate, -15) : null,
      startDate: workOrder.startDate,
      endDate: workOrder.endDate,
      amount: workOrder.amount,
      status,
    };
  });
  const comune = billable.find((workOrder) => workOrder.name === 'Portale servizi al cittadino');
  if (comune)
    rows.push({
      title: 'SOW - Portale servizi al cittadino, lotto 2',
      workOrderId: comune.id,
      scope: 'Estensione del portale ai servizi di stato civile e ai pagamenti PagoPA.',
      signedDate: null,
      startDate: addMonths(context.today, 2),
      endDate: addMonths(context.today, 14),
      amount: 30000,
      status: 'Draft',
    });
  await insertRows(context, 'statementsOfWork', rows);
};
