import { authorize } from './access';
import type { OperationContext, Row } from './context';
import { findRow } from './rows';

export const get = async (context: OperationContext & { id: number }): Promise<Row> => {
  const reach = await authorize(context, 'read');
  return findRow(context, context.id, reach);
};
