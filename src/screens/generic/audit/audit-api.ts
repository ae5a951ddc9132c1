import type { AuditLine } from '../../../../resources/audit-trail';
import { AUDIT_API_PATHS } from '../../../../resources/paths';
import { httpClient } from '../../../providers/http-client';

// The audit trail as the API answers it (GET /api/admin/audit_trail, ADMIN only): newest first, a page at a time.

/** One line of the trail, as its declared reply says (resources/audit-trail.ts). */
export type AuditRow = AuditLine;

export type AuditFilters = { username?: string; resource?: string; recordId?: number; action?: string; at_gte?: string; at_lte?: string };

/** The largest page the API answers, used by the export. */
export const AUDIT_EXPORT_PAGE = 1000;

export const fetchAuditTrail = async (filters: AuditFilters, start: number, end: number) => {
  const params = Object.fromEntries(Object.entries({ ...filters, _start: start, _end: end }).filter(([, value]) => value !== undefined && value !== ''));
  const response = await httpClient().get<AuditRow[]>(AUDIT_API_PATHS.trail, { params });
  return { rows: response.data, total: Number(response.headers['x-total-count'] ?? response.data.length) };
};

/** Every row the filters select, page after page (for the export). */
export const fetchWholeAuditTrail = async (filters: AuditFilters) => {
  const rows: AuditRow[] = [];
  for (let start = 0; ; start += AUDIT_EXPORT_PAGE) {
    const page = await fetchAuditTrail(filters, start, start + AUDIT_EXPORT_PAGE);
    rows.push(...page.rows);
    if (page.rows.length < AUDIT_EXPORT_PAGE || rows.length >= page.total) return rows;
  }
};
