import { inArray } from 'drizzle-orm';
import { workflowsOf } from '../../../server/operations/actions/workflows-of';
import { recordsOf, tableFor } from '../../../server/operations/typed-records';
import { absenceCauses } from '../../hr/absence-causes.resource';
import { contractTypes } from '../../hr/contract-types.resource';
import { firm } from '../firm.resource';
import { USUAL_ABSENCE_CAUSES, USUAL_CONTRACT_TYPES } from '../domain/usual-catalogues';

// POST /admin/firm/setup/{id}: the setup's last step. The firm becomes Ready (the portal stops showing the wizard)
// and, when asked, the usual Italian contract types and absence causes that are not there yet (by code) are added,
// in the same transaction; HR edits them afterwards on their own lists.

const firms = recordsOf(firm);
const types = recordsOf(contractTypes);
const causes = recordsOf(absenceCauses);

export const firmWorkflows = workflowsOf(firm, {
  completeSetup: async ({ tx, context, record, input, write }) => {
    if (input.withUsualCatalogues !== false) {
      const typeTable = tableFor(context.schema, contractTypes);
      const causeTable = tableFor(context.schema, absenceCauses);
      const typeCodes = new Set(
        (await tx.select({ code: typeTable.columns.code }).from(typeTable.table).where(inArray(typeTable.columns.code, USUAL_CONTRACT_TYPES.map((type) => type.code)))).map(
          (row) => row.code,
        ),
      );
      const causeCodes = new Set(
        (await tx.select({ code: causeTable.columns.code }).from(causeTable.table).where(inArray(causeTable.columns.code, USUAL_ABSENCE_CAUSES.map((cause) => cause.code)))).map(
          (row) => row.code,
        ),
      );
      await types.createMany(write, USUAL_CONTRACT_TYPES.filter((type) => !typeCodes.has(type.code)).map((type) => ({ ...type, isActive: true })));
      await causes.createMany(write, USUAL_ABSENCE_CAUSES.filter((cause) => !causeCodes.has(cause.code)).map((cause) => ({ ...cause, isActive: true })));
    }
    return firms.update(write, record, { status: 'Ready' });
  },
});
