import { eq } from 'drizzle-orm';
import { resources } from '../../../resources.config';
import { firmDayOf } from '../../../resources/firm-calendar';
import { notificationRoute } from '../../../resources/paths';
import type { CatalogueLanguage } from '../../../i18n/catalogues';
import { isMailKind, mailKindLabel } from '../../../resources/mail-kinds';
import { identityTablesOf } from '../../auth/identity-tables';
import { rolesOfUser } from '../../auth/user-roles';
import type { Database } from '../../db/database';
import { resourceTableOf, type DatabaseSchema } from '../../db/schema';
import type { MailNotice } from './mail-notice';
import { message, render, term } from '../../i18n/message';
import { mailDate, noticeInReadersWords } from './mail-words';
import type { Outbox } from './outbox';
import { readerLanguagesOf } from './reader-languages';
import { mailLogoParts } from '../workflows';

// A queued mail written when it is sent: its notices still true (the record exists and is as announced), in the
// reader's language, as an HTML part (MJML, which lays out mail that mail programs show alike) and a text part
// with the same words, each notice with a link to its record, and the way to the mail preferences.

/** An image the HTML part shows by its Content-ID (`cid:`), sent inline beside it (nodemailer's attachments). */
export type InlineImage = { filename: string; content: Buffer; cid: string; contentType: string; contentDisposition: 'inline' };
export type ComposedMail = { subject: string; html: string; text: string; headers: Record<string, string>; attachments: InlineImage[] };
export type QueuedMail = { userId: number; kind: string; notices: readonly MailNotice[]; createdAt: Date };

/** The profile, where the mail preferences are; `List-Unsubscribe` and every mail's foot point there. */
export const PREFERENCES_ROUTE = '/profile';

const resourceOfTable = (schema: DatabaseSchema, tableName: string) =>
  [...schema.resourceTables.keys()].find((name) => resourceTableOf(schema, name).tableName === tableName);

/** Whether the record a notice is about still exists and is still as the notice says. */
const isStillTrue = async (db: Database, schema: DatabaseSchema, notice: MailNotice) => {
  if (!notice.parentTable || notice.parent === null || notice.parent === undefined) return true;
  const name = resourceOfTable(schema, notice.parentTable);
  if (!name) return true;
  const { table, columns } = resourceTableOf(schema, name);
  const [row] = (await db.select().from(table).where(eq(columns.id, notice.parent))) as Record<string, unknown>[];
  if (!row) return false;
  return !notice.holdsWhile || notice.holdsWhile.values.includes(String(row[notice.holdsWhile.field]));
};

const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (character) => `&#${character.charCodeAt(0)};`);

type Written = { text: string; link: string };

/** The Content-ID the HTML part names the firm's logo by. */
const LOGO_CID = 'firm-logo@portal';

/** The firm's logo (the Firm page's PNG or JPEG) as an inline image, or none while the firm has no logo. */
const logoImage = async (db: Database, schema: DatabaseSchema, outbox: Outbox): Promise<InlineImage | undefined> => {
  if (!outbox.storage) return undefined;
  let logo: Uint8Array | undefined;
  for (const part of mailLogoParts) logo ??= await part({ db, schema, storage: outbox.storage });
  if (!logo) return undefined;
  const isPng = logo[0] === 0x89 && logo[1] === 0x50;
  return { filename: isPng ? 'logo.png' : 'logo.jpg', content: Buffer.from(logo), cid: LOGO_CID, contentType: isPng ? 'image/png' : 'image/jpeg', contentDisposition: 'inline' };
};

type MailLayout = { firm: string; hasLogo: boolean; heading?: string; notices: Written[]; button: string; footer: string[]; language: CatalogueLanguage };

const htmlOf = async ({ firm, hasLogo, heading, notices, button, footer, language }: MailLayout) => {
  const single = notices.length === 1;
  const body = single
    ? `<mj-text font-size="16px" line-height="24px">${escapeHtml(notices[0].text)}</mj-text>
       <mj-button href="${escapeHtml(notices[0].link)}" background-color="#d4380d" align="left">${escapeHtml(button)}</mj-button>`
    : notices.map((notice) => `<mj-text font-size="15px" line-height="22px"><a href="${escapeHtml(notice.link)}" style="color:#d4380d">${escapeHtml(notice.text)}</a></mj-text>`).join('\n');
  // Loaded on the first mail: MJML and its parsers take seconds to import, which every server start would pay.
  const { default: mjml2html } = await import('mjml');
  const { html, errors } = await mjml2html(
    `<mjml lang="${language}">
      <mj-head><mj-title>${escapeHtml(heading ?? notices[0].text)}</mj-title><mj-preview>${escapeHtml(notices[0].text)}</mj-preview>
        <mj-attributes><mj-all font-family="Helvetica, Arial, sans-serif" /></mj-attributes></mj-head>
      <mj-body background-color="#f5f5f5">
        <mj-section background-color="#ffffff" padding-bottom="0"><mj-column>
          ${hasLogo ? `<mj-image src="cid:${LOGO_CID}" alt="${escapeHtml(firm)}" width="160px" align="left" padding-bottom="0" />` : ''}
          <mj-text font-size="20px" font-weight="bold">${escapeHtml(firm)}</mj-text>
          ${heading ? `<mj-text font-size="16px" font-weight="bold">${escapeHtml(heading)}</mj-text>` : ''}
        </mj-column></mj-section>
        <mj-section background-color="#ffffff"><mj-column>${body}</mj-column></mj-section>
        <mj-section><mj-column>${footer.map((line) => `<mj-text font-size="12px" color="#666666">${line}</mj-text>`).join('')}</mj-column></mj-section>
      </mj-body>
    </mjml>`,
    { validationLevel: 'strict' },
  );
  if (errors.length > 0) throw new Error(`The mail's layout is not valid MJML: ${errors.map((error) => error.formattedMessage).join('; ')}`);
  return html;
};

/**
 * The mail as it goes out now, or undefined when none of its notices is still true (a request withdrawn, a month
 * approved meanwhile): such mail is not sent.
 */
export const composeMail = async (db: Database, schema: DatabaseSchema, outbox: Outbox, mail: QueuedMail): Promise<ComposedMail | undefined> => {
  const notices = [];
  for (const notice of mail.notices) if (await isStillTrue(db, schema, notice)) notices.push(notice);
  if (notices.length === 0) return undefined;

  const language = (await readerLanguagesOf(db, schema, [mail.userId], outbox.firm.language))(mail.userId);
  const roles = await rolesOfUser(db, identityTablesOf(schema), mail.userId);
  // The record's own page for this reader (the route the bell opens); the SPA opens it after signing in.
  const linkOf = (notice: MailNotice) => `${outbox.publicUrl}${notificationRoute(notice, { resources, roles }) ?? '/'}`;
  const written = notices.map((notice) => ({ text: noticeInReadersWords(notice.message, language), link: linkOf(notice) }));

  const isDigest = mail.kind === 'digest';
  const day = firmDayOf(mail.createdAt);
  const heading = isDigest
    ? written.length === 1
      ? render(message('1 notification of {{day}}', { day: mailDate(day, language) }), language)
      : render(message('{{count}} notifications of {{day}}', { count: written.length, day: mailDate(day, language) }), language)
    : undefined;
  const preferences = `${outbox.publicUrl}${PREFERENCES_ROUTE}`;
  const reason = isDigest
    ? render(message('You receive this daily digest because you chose it on your profile.'), language)
    : render(message('You receive this e-mail for: {{kind}}.', { kind: term(isMailKind(mail.kind) ? mailKindLabel(mail.kind) : mail.kind) }), language);
  const change = render(message('Change which e-mails you receive'), language);
  const sentBy = render(message('Sent by the portal of {{firm}}.', { firm: outbox.firm.name }), language);
  const button = render(message('Open in the portal'), language);

  // The firm's logo heads the HTML part only: the text part names the firm, as it always did.
  const logo = await logoImage(db, schema, outbox);
  const html = await htmlOf({
    firm: outbox.firm.name,
    hasLogo: logo !== undefined,
    heading,
    notices: written,
    button,
    language,
    footer: [escapeHtml(reason), `<a href="${escapeHtml(preferences)}" style="color:#666666">${escapeHtml(change)}</a>`, escapeHtml(sentBy)],
  });
  const text = [
    outbox.firm.name,
    ...(heading ? [heading] : []),
    '',
    ...written.flatMap((notice) => (isDigest ? [`- ${notice.text}`, `  ${notice.link}`] : [notice.text, '', `${button}: ${notice.link}`])),
    '',
    '--',
    reason,
    `${change}: ${preferences}`,
    sentBy,
    '',
  ].join('\n');
  const subject = `${outbox.productName}: ${heading ?? written[0].text}`;
  return { subject: subject.length > 160 ? `${subject.slice(0, 159)}…` : subject, html, text, headers: { 'List-Unsubscribe': `<${preferences}>` }, attachments: logo ? [logo] : [] };
};
