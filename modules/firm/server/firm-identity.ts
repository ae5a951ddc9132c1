import { asc } from 'drizzle-orm';
import { firmIdentityOf, type ServerConfig } from '../../../server/config';
import type { Database } from '../../../server/db/database';
import type { DatabaseSchema } from '../../../server/db/schema';
import { tableFor } from '../../../server/operations/typed-records';
import { firmTimeZone, setFirmTimeZone } from '../../../resources/firm-calendar';
import type { CatalogueLanguage } from '../../../i18n/catalogues';
import { firm } from '../firm.resource';
import { firmVatDigits } from '../domain/firm-checks';

// The one accessor of the firm's identity: the quote PDF, the FatturaPA import's direction, the footer link
// (/config.js) and the firm's "today" read the firm record through here. Until the record exists (a fresh
// database before the setup) the COMPANY_* settings stand in for it (server/config.ts firmIdentityOf), which are its
// first values only. Kept a short while per database so a PDF or a config.js does not query each time; a write to
// the firm forgets it (the module's after-write hook), and the short life bounds what another replica sees.

/** What the firm's documents name: the COMPANY_* shape every reader knew, and the rest of the record. */
export type FirmIdentity = ServerConfig['company'] & {
  /** The record's id; undefined while there is none. */
  id?: number;
  /** Whether the first administrator finished the setup (the portal shows the wizard until then). */
  isSetUp: boolean;
  /** The partita IVA's 11 digits (FatturaPA's IdCodice). */
  vatDigits: string;
  taxCode: string;
  pec: string;
  sdiCode: string;
  iban: string;
  timeZone: string;
};

const KEPT_MS = 30_000;
const kept = new WeakMap<DatabaseSchema, { identity: FirmIdentity; readAt: number }>();

const LANGUAGE_CODES: Readonly<Record<string, CatalogueLanguage>> = { Italian: 'it', English: 'en' };

const textOf = (value: unknown) => (value === null || value === undefined ? '' : String(value));

/** One line of address as documents print it: `Via Roma 12, 20121 Milano (MI)`. */
export const addressLineOf = (row: { street?: unknown; postalCode?: unknown; city?: unknown; province?: unknown; country?: unknown }) => {
  const province = textOf(row.province) ? ` (${textOf(row.province)})` : '';
  const country = textOf(row.country) && textOf(row.country) !== 'IT' ? `, ${textOf(row.country)}` : '';
  return `${textOf(row.street)}, ${[textOf(row.postalCode), textOf(row.city)].filter(Boolean).join(' ')}${province}${country}`;
};

const identityOfRow = (row: Record<string, unknown>): FirmIdentity => ({
  id: Number(row.id),
  isSetUp: row.status === 'Ready',
  name: textOf(row.name),
  address: addressLineOf(row),
  url: textOf(row.website),
  vatNumber: textOf(row.vatNumber),
  vatDigits: firmVatDigits(textOf(row.vatNumber)),
  email: textOf(row.email),
  language: LANGUAGE_CODES[textOf(row.language)] ?? 'it',
  taxCode: textOf(row.taxCode),
  pec: textOf(row.pec),
  sdiCode: textOf(row.sdiCode),
  iban: textOf(row.iban),
  timeZone: textOf(row.timeZone),
});

/** The COMPANY_* settings, while no record exists. */
const identityOfSettings = (company: ServerConfig['company']): FirmIdentity => {
  return { ...company, isSetUp: false, vatDigits: firmVatDigits(company.vatNumber), taxCode: '', pec: '', sdiCode: '', iban: '', timeZone: firmTimeZone() };
};

/** The firm's identity: its record, or the COMPANY_* settings (`settings`, the environment's by default) before there is one. */
export const firmIdentity = async (db: Database, schema: DatabaseSchema, settings: ServerConfig['company'] = firmIdentityOf()): Promise<FirmIdentity> => {
  const entry = kept.get(schema);
  if (entry && Date.now() - entry.readAt < KEPT_MS) return entry.identity;
  if (!schema.resourceTables.has(firm.name)) return identityOfSettings(settings);
  const { table, columns } = tableFor(schema, firm);
  const [row] = await db.select().from(table).orderBy(asc(columns.id)).limit(1);
  const identity = row ? identityOfRow(row as Record<string, unknown>) : identityOfSettings(settings);
  // The firm's zone decides "today" for both sides from now on (the SPA reads it from /config.js).
  if (identity.timeZone) setFirmTimeZone(identity.timeZone);
  kept.set(schema, { identity, readAt: Date.now() });
  return identity;
};

/** The COMPANY_* shape of an identity, as /config.js and the quote PDF name the firm. */
export const documentIdentityOf = ({ name, address, url, vatNumber, email, language }: FirmIdentity): ServerConfig['company'] => ({ name, address, url, vatNumber, email, language });

/** Forgets the kept identity of this database (after a write to the firm). */
export const forgetFirmIdentity = (schema: DatabaseSchema) => kept.delete(schema);
