import { z } from 'zod';
import { DEFAULT_FIRM_TIME_ZONE, isTimeZone } from '../../resources/firm-calendar';
import { CATALOGUES } from '../../i18n/catalogues';
import { IMPORT_LIMITS } from '../../resources/import-limits';
import { parseRoleMap } from './role-map';

const MB = 1024 * 1024;

// Every environment variable the server reads, declared once: its type (a zod schema from the variable's text),
// its default, what it is for and the AUTH_MODEs that read it. server/config.ts turns the parsed values into the
// server's settings; scripts/config-reference.ts writes .env.example and docs/operators/configuration.md from here.

export type AuthMode = 'dev' | 'local' | 'entra';
export const AUTH_MODES = ['dev', 'local', 'entra'] as const satisfies readonly AuthMode[];

export type SettingMeta = {
  /** The heading it is listed under. */
  section: string;
  description: string;
  /** The text used when it is unset; absent when unset means "none" or the default depends on other settings. */
  default?: string;
  /** The default in words, when it depends on other settings. */
  defaultText?: string;
  /** The modes that read it; every mode when absent. */
  modes?: readonly AuthMode[];
  /** The modes that refuse to start without it. */
  requiredIn?: readonly AuthMode[];
  /** A secret: also read from the file NAME_FILE names, and never printed. */
  isSecret?: boolean;
  /** A value to show in .env.example. */
  example?: string;
};

const registry = z.registry<SettingMeta>();
/** A variable's schema, from its (trimmed, non-empty) text to its value, with what is said about it. */
const setting = <T extends z.ZodType>(schema: T, meta: SettingMeta): T => {
  registry.add(schema as z.ZodType, meta);
  return schema;
};

const LOOPBACK_HOSTS = ['127.0.0.1', 'localhost', '[::1]'];
const GUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

const wholeNumber = (low: number, high: number, what: string) =>
  z
    .string()
    .regex(/^\d+$/, { error: `must be ${what}` })
    .transform(Number)
    .refine((value) => value >= low && value <= high, { error: `must be ${what}` });
const port = () => wholeNumber(1, 65_535, 'a port number from 1 to 65535');
const positive = (what: string) => wholeNumber(1, Number.MAX_SAFE_INTEGER, what);

/** A URL with one of these schemes; `new URL` alone takes `localhost:3000` as a URL of scheme `localhost:`. */
const urlOf = (protocols: readonly string[], what: string) =>
  z
    .string()
    .refine((text) => URL.canParse(text) && protocols.includes(new URL(text).protocol), { error: `must be ${what}` })
    .transform((text) => text.replace(/\/+$/, ''));
const webUrl = () => urlOf(['http:', 'https:'], 'an http:// or https:// URL, such as https://portal.example.com');

const listOf = (separator: string) =>
  z.string().transform((text) =>
    text
      .split(separator)
      .map((item) => item.trim())
      .filter(Boolean),
  );

const email = z.email({ error: 'must be an e-mail address' });

const SERVER = 'Server';
const DEMO_DEFAULT = "the demo firm's in `dev` mode or with SEED_DEMO=true; none otherwise";
const DATABASE = 'Database and files';
const SIGN_IN = 'Sign-in';
const ENTRA = 'Entra ID (AUTH_MODE=entra)';
const FIRM = 'The firm';
const MAIL = 'Mail';
const OPERATIONS = 'Operations';
const IMPORTS = 'Imports';

export const envSchema = z.object({
  AUTH_MODE: setting(z.enum(AUTH_MODES, { error: 'must be dev, local or entra' }), {
    section: SIGN_IN,
    description:
      '`dev`: the embedded provider with the development users, signed in by name alone (loopback only). `local`: the embedded provider with accounts and passwords kept in the database. `entra`: Microsoft Entra ID.',
    default: 'dev',
  }),
  NODE_ENV: setting(z.string(), {
    section: SERVER,
    description: '`production` in a release (the image sets it): the demo firm is then seeded only with SEED_DEMO=true.',
  }),
  PORT: setting(port(), { section: SERVER, description: 'The port the portal (API and SPA) listens on.', default: '3000' }),
  HOST: setting(z.string(), {
    section: SERVER,
    description: 'The address to listen on. `dev` mode always listens on 127.0.0.1 only.',
    default: '0.0.0.0',
    modes: ['local', 'entra'],
  }),
  PUBLIC_URL: setting(webUrl(), {
    section: SERVER,
    description:
      "The address people open in the browser; the embedded provider's issuer and the SPA's redirect URI derive from it. Opening the server under another host name redirects here.",
    defaultText: 'http://localhost:PORT',
    example: 'https://portal.example.com',
  }),
  APP_ENV: setting(z.string(), {
    section: SERVER,
    description: 'The environment\'s name; the top bar shows it as a badge when it is not `production`.',
    default: 'production',
  }),
  PRODUCT_NAME: setting(z.string(), { section: SERVER, description: 'The product\'s short name in menu labels (e.g. "FitPortal").', default: 'Portal' }),
  TRUST_PROXY: setting(
    z.string().refine((text) => /^(true|false|\d+)$/.test(text) || text.split(',').every((part) => /^[0-9a-fA-F.:/]+$/.test(part.trim())), {
      error: 'must be true, false, a hop count or addresses and CIDR ranges separated by commas',
    }),
    {
      section: SERVER,
      description: 'Which proxies in front may name the client\'s address: `true`, a hop count (`1`), or addresses and CIDR ranges (`10.0.0.0/8,127.0.0.1`).',
      default: 'false',
    },
  ),
  DATA_DIR: setting(z.string(), { section: DATABASE, description: "The folder of uploaded files and of the embedded database (PGlite) when DATABASE_URL is unset.", default: 'data' }),
  DATABASE_URL: setting(urlOf(['postgres:', 'postgresql:'], 'a postgres:// URL such as postgres://user:password@host:5432/portal'), {
    section: DATABASE,
    description: 'A PostgreSQL database; unset, the embedded PGlite database in DATA_DIR is used.',
    isSecret: true,
    example: 'postgres://portal:secret@127.0.0.1:5432/portal',
  }),
  PGLITE_SHARED_BUFFERS: setting(z.string().regex(/^\d+(kB|MB|GB)?$/, { error: 'must be a size such as 32MB' }), {
    section: DATABASE,
    description: "The embedded database's shared buffers (PostgreSQL's size syntax).",
    default: '16MB',
  }),
  SEED_DEMO: setting(z.stringbool({ error: 'must be true or false' }), {
    section: DATABASE,
    description:
      'Seed the demo firm (its people, customers, work orders) into an empty database at the first start. Never on a real firm\'s database: its people have made-up addresses under the reserved `.example` domain, to which no mail is ever queued.',
    defaultText: '`true` in `dev` mode outside NODE_ENV=production; `false` otherwise (local, entra, the image)',
  }),
  VITE_APP_CLIENT_ID: setting(z.string(), {
    section: SIGN_IN,
    description: "The app registration's application (client) id; the API scope is `api://<id>/Po.Read`.",
    defaultText: 'a development id (dev and local)',
    requiredIn: ['entra'],
  }),
  VITE_APP_TENANT: setting(z.string(), {
    section: ENTRA,
    description: 'The Entra tenant: its id, a domain (`contoso.onmicrosoft.com`), `organizations` or `common`.',
    defaultText: '`common` (dev and local)',
    requiredIn: ['entra'],
    modes: ['entra'],
  }),
  ENTRA_AUTHORITY_HOST: setting(
    urlOf(['https:', 'http:'], 'an https:// URL (http only on loopback)').refine(
      (text) => new URL(text).protocol === 'https:' || LOOPBACK_HOSTS.includes(new URL(text).hostname),
      { error: 'must be https (http only on loopback)' },
    ),
    { section: ENTRA, description: "Entra's sign-in host; another cloud's, or a local issuer in tests.", default: 'https://login.microsoftonline.com', modes: ['entra'] },
  ),
  ENTRA_ALLOWED_TENANTS: setting(
    listOf(',')
      .transform((tenants) => tenants.map((tenant) => tenant.toLowerCase()))
      .refine((tenants) => tenants.every((tenant) => GUID.test(tenant)), { error: 'takes tenant ids (GUIDs) separated by commas' }),
    { section: ENTRA, description: 'With VITE_APP_TENANT=organizations or common: the tenant ids whose users may sign in.', modes: ['entra'] },
  ),
  ENTRA_ROLE_MAP: setting(
    z.string().transform((text, context) => {
      const parsed = parseRoleMap(text);
      if ('error' in parsed) {
        context.addIssue({ code: 'custom', message: parsed.error });
        return z.NEVER;
      }
      return parsed.map;
    }),
    {
      section: ENTRA,
      description:
        "The portal groups given by Entra app roles (the token's `roles` claim) and security groups (its `groups` claim, by object id): `AppRole=Group;…`, several groups after one `=` separated by commas. Applied at every sign-in; a user's groups given by hand stay (docs/operators/entra.md).",
      example: 'Portal.Admin=Administrators;Portal.HR=HR managers,Employees',
      modes: ['entra'],
    },
  ),
  ADMIN_USERNAMES: setting(
    listOf(',').transform((names) => names.map((name) => name.toLowerCase())),
    {
      section: SIGN_IN,
      description: 'Users made administrators at start (sign-in names, separated by commas), so a new deployment has a first ADMIN.',
      defaultText: '`admin` in `local` mode; none otherwise',
    },
  ),
  ADMIN_INITIAL_PASSWORD: setting(z.string(), {
    section: SIGN_IN,
    description: 'The first administrators\' temporary password; unset, one is generated and printed at the first start.',
    isSecret: true,
    modes: ['local'],
  }),
  ADMIN_CONTACT: setting(listOf(','), {
    section: SIGN_IN,
    description: 'Whom a user without a role should ask for access (addresses or names, separated by commas), shown on the access page.',
    defaultText: "the demo firm's IT address in `dev` mode; none otherwise",
  }),
  SIGN_IN_RATE_LIMIT: setting(positive('a whole number above 0'), {
    section: SIGN_IN,
    description: "Requests a minute from one client address to the embedded provider's sign-in forms.",
    default: '30',
    modes: ['dev', 'local'],
  }),
  TOKEN_RATE_LIMIT: setting(positive('a whole number above 0'), {
    section: SIGN_IN,
    description: "Requests a minute from one client address to the embedded provider's token endpoint.",
    default: '60',
    modes: ['dev', 'local'],
  }),
  OIDC_SIGNING_KEY: setting(
    z.string().refine(
      (text) => {
        try {
          return typeof JSON.parse(text) === 'object';
        } catch {
          return false;
        }
      },
      { error: 'must be a private RS256 JWK in JSON (or an array of them, newest first): `npm run keys` makes one' },
    ),
    {
      section: SIGN_IN,
      description: "The embedded provider's signing keys as a secret; unset, they are kept in the database.",
      isSecret: true,
      modes: ['dev', 'local'],
    },
  ),
  COMPANY_NAME: setting(z.string(), { section: FIRM, description: 'The firm\'s name as its documents print it.', defaultText: DEMO_DEFAULT }),
  COMPANY_ADDRESS: setting(z.string(), { section: FIRM, description: 'The firm\'s address on its documents.', defaultText: DEMO_DEFAULT }),
  COMPANY_URL: setting(webUrl(), { section: FIRM, description: 'The firm\'s web site (the footer link).', defaultText: DEMO_DEFAULT }),
  COMPANY_VAT_NUMBER: setting(
    z
      .string()
      .transform((text) => text.replace(/\s/g, '').toUpperCase())
      .refine((text) => /^([A-Z]{2})?[0-9A-Z]{8,12}$/.test(text), { error: 'must be a VAT number such as IT12345678903' }),
    {
      section: FIRM,
      description: 'The firm\'s VAT number (partita IVA): printed on quotes, and it tells an imported FatturaPA invoice issued by the firm from one received.',
      defaultText: DEMO_DEFAULT,
      example: 'IT12345678903',
    },
  ),
  COMPANY_EMAIL: setting(email, { section: FIRM, description: 'The firm\'s e-mail address on its documents.', defaultText: DEMO_DEFAULT }),
  COMPANY_LANGUAGE: setting(
    z.string().transform((text) => text.toLowerCase()).pipe(z.enum(Object.keys(CATALOGUES) as [keyof typeof CATALOGUES], { error: `must be one of ${Object.keys(CATALOGUES).join(', ')}` })),
    { section: FIRM, description: 'The firm\'s own language: what a quote is written in when its customer\'s country is not known.', default: 'it' },
  ),
  FIRM_TIME_ZONE: setting(z.string().refine(isTimeZone, { error: 'must be an IANA time zone such as Europe/Rome' }), {
    section: FIRM,
    description: 'The time zone whose calendar day is the firm\'s "today" (due dates, this month).',
    default: DEFAULT_FIRM_TIME_ZONE,
  }),
  SMTP_URL: setting(urlOf(['smtp:', 'smtps:'], 'an smtp:// or smtps:// URL such as smtps://user:password@mail.example.com:465'), {
    section: MAIL,
    description: 'Where notification e-mails are sent; unset, no e-mail is queued or sent.',
    isSecret: true,
    example: 'smtps://portal:secret@mail.example.com:465',
  }),
  MAIL_FROM: setting(z.string().refine((text) => /<?[^\s@<>]+@[^\s@<>]+\.[^\s@<>]+>?$/.test(text), { error: 'must be an e-mail address, or a name and <address>' }), {
    section: MAIL,
    description: 'The sender of notification e-mails; needed with SMTP_URL.',
    example: 'Portal <portal@example.com>',
  }),
  METRICS_PORT: setting(port(), { section: OPERATIONS, description: 'Prometheus metrics on a port of their own; unset, none are kept.', example: '9464' }),
  METRICS_HOST: setting(z.string(), { section: OPERATIONS, description: 'The address the metrics port listens on.', default: '0.0.0.0' }),
  SHUTDOWN_TIMEOUT_MS: setting(positive('a whole number of milliseconds above 0'), {
    section: OPERATIONS,
    description: 'How long a shutdown (SIGTERM, SIGINT) waits for requests in flight before closing their connections.',
    default: '10000',
  }),
  SHUTDOWN_DRAIN_MS: setting(wholeNumber(0, Number.MAX_SAFE_INTEGER, 'a whole number of milliseconds, 0 or more'), {
    section: OPERATIONS,
    description:
      'On SIGTERM or SIGINT, how long readiness answers 503 while the server still serves, before it closes its listener: longer than the balancer\'s check interval (0: no drain, for a single replica without a balancer). docs/operators/operations.md.',
    default: '6000',
  }),
  IMPORT_STATEMENT_MAX_MB: setting(positive('a whole number of megabytes above 0'), {
    section: IMPORTS,
    description: 'The largest bank statement file (CSV or camt.053) an import accepts, in MB. The upload is written to DATA_DIR/tmp as it arrives and read row by row.',
    default: String(IMPORT_LIMITS.statementBytes / MB),
  }),
  IMPORT_STATEMENT_MAX_MOVEMENTS: setting(positive('a whole number above 0'), {
    section: IMPORTS,
    description: 'The most movements one bank statement import accepts (a year of a busy account).',
    default: String(IMPORT_LIMITS.statementMovements),
  }),
  IMPORT_ZIP_MAX_MB: setting(positive('a whole number of megabytes above 0'), {
    section: IMPORTS,
    description: 'The largest FatturaPA ZIP (or single file) an import accepts, in MB: a year of invoices from the exchange system. Read entry by entry from DATA_DIR/tmp.',
    default: String(IMPORT_LIMITS.zipBytes / MB),
  }),
  IMPORT_ZIP_MAX_FILES: setting(positive('a whole number above 0'), {
    section: IMPORTS,
    description: "The most files one FatturaPA ZIP may hold (its XMLs, signed .p7m files and PDFs), counted from the archive's directory before anything is expanded.",
    default: String(IMPORT_LIMITS.zipFiles),
  }),
  IMPORT_ZIP_MAX_INVOICES: setting(positive('a whole number above 0'), {
    section: IMPORTS,
    description: 'The most invoices one FatturaPA import writes.',
    default: String(IMPORT_LIMITS.zipInvoices),
  }),
});

export type EnvName = keyof typeof envSchema.shape;
export type Settings = { [Name in EnvName]: z.output<(typeof envSchema.shape)[Name]> | undefined };

export const ENV_NAMES = Object.keys(envSchema.shape) as EnvName[];
export const metaOf = (name: EnvName): SettingMeta => {
  const meta = registry.get(envSchema.shape[name]);
  if (!meta) throw new Error(`${name} is declared without its description`);
  return meta;
};
