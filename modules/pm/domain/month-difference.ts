import Decimal from 'decimal.js';

// The re-approval difference: when an approved month is approved, its hours are kept by cell; an admin's
// later correction sends the month back to Sent, and the approver sees which cells differ from what was
// approved. Shared by the server (which keeps the snapshot and lists the changes) and the grid (which marks them).

/** Hours by cell, a cell being `workOrderId:taskId|date` (taskId empty for the work order's own row), as the grid keys it. */
export type HoursByCell = Record<string, number>;
export type CellChange = { cell: string; approved: number; now: number };

export const cellOf = (entry: { workOrderId: number; taskId: number | null; date: string }) => `${entry.workOrderId}:${entry.taskId ?? ''}|${entry.date}`;

export const hoursByCell = (entries: readonly { workOrderId: number; taskId: number | null; date: string; hours: number | string }[]): HoursByCell => {
  const byCell = new Map<string, Decimal>();
  for (const entry of entries) byCell.set(cellOf(entry), (byCell.get(cellOf(entry)) ?? new Decimal(0)).plus(String(entry.hours)));
  return Object.fromEntries([...byCell].map(([cell, hours]) => [cell, hours.toNumber()]));
};

/** The cells whose hours differ from the approved ones, in cell order. */
export const changesSinceApproval = (approved: HoursByCell, now: HoursByCell): CellChange[] =>
  [...new Set([...Object.keys(approved), ...Object.keys(now)])]
    .sort()
    .map((cell) => ({ cell, approved: approved[cell] ?? 0, now: now[cell] ?? 0 }))
    .filter((change) => change.approved !== change.now);

/** The snapshot as kept on the month sheet (a JSON text); an unreadable or missing one is no snapshot. */
export const parseApprovedHours = (text: unknown): HoursByCell | null => {
  if (typeof text !== 'string' || text === '') return null;
  try {
    return JSON.parse(text) as HoursByCell;
  } catch {
    return null;
  }
};

/**
 * An ADMIN corrects a month after its approval: an Approved month, or one already sent back for re-approval
 * by an earlier correction (Sent with a snapshot). Nobody else writes hours of a Sent, Approved or Closed month.
 */
export const isAdminCorrection = (month: Readonly<Record<string, unknown>>, roles: readonly string[]) =>
  roles.includes('ADMIN') && (month.status === 'Approved' || (month.status === 'Sent' && parseApprovedHours(month.approvedHours) !== null));
