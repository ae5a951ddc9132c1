// The firm's calls from the SPA, through its one HTTP client: the one record, the setup's status and last step,
// and the closing days.
import { actionPathOf, apiPathOf } from '../../../resources/paths';
import { httpClient } from '../../../src/providers/http-client';
import { firm } from '../firm.resource';
import { firmClosingDays } from '../firm-closing-days.resource';
import type { RowOf } from '../../../resources/reply-types';
import { FIRM_SETUP_STATUS_PATH, type FirmSetupStatus } from '../firm-paths';

export type FirmRecord = Record<string, unknown> & { id: number; version: number };
/** A closing day as its admin list answers it: the closing days' row. */
export type ClosingDay = RowOf<typeof firmClosingDays>;

export const fetchSetupStatus = async () => (await httpClient().get<FirmSetupStatus>(FIRM_SETUP_STATUS_PATH)).data;

/** The one firm record, or undefined while there is none. */
export const fetchFirm = async () => (await httpClient().get<FirmRecord[]>(apiPathOf(firm, 'admin'))).data[0];

/** Creates the record, or updates the one there (with the version read). */
export const saveFirm = async (values: Record<string, unknown>, stored: FirmRecord | undefined) =>
  stored
    ? (await httpClient().post<FirmRecord>(`${apiPathOf(firm, 'admin')}/${stored.id}`, { ...values, version: stored.version })).data
    : (await httpClient().put<FirmRecord>(apiPathOf(firm, 'admin'), values)).data;

export const completeSetup = async (id: number, withUsualCatalogues: boolean) =>
  (await httpClient().post<FirmRecord>(actionPathOf(firm, 'completeSetup', id), { withUsualCatalogues })).data;

export const fetchClosingDays = async () =>
  (await httpClient().get<ClosingDay[]>(apiPathOf(firmClosingDays, 'admin'), { params: { _end: 366 } })).data;

export const addClosingDay = async (values: { day: string; name: string }) =>
  (await httpClient().put<ClosingDay>(apiPathOf(firmClosingDays, 'admin'), values)).data;

export const removeClosingDay = async (id: number) => {
  await httpClient().delete(`${apiPathOf(firmClosingDays, 'admin')}/${id}`);
};
