import type { HttpError, OpenNotificationParams } from '@refinedev/core';
import type { ResourceDeclaration } from '../../../resources/declaration';
import { translate } from '../../i18n';
import { recordValues } from '../../i18n/gender';
import { reasonOf } from '../../providers/http-client';

// Toast texts of the generic screens, in business words. refine's defaults name the resource by its identifier
// (a route path here), which reads badly. The server's own message, when it sent one, is the detail.

const detailOf = (error?: HttpError) => reasonOf(error);

/** A write's warnings (server/operations/write-rules.ts `warn`), each in the reader's language when it came as a template. */
type Warning = { message: string; template?: string; values?: Record<string, string | number> };
const warningsOf = (reply: unknown): Warning[] => (reply as { data?: { warnings?: Warning[] } } | undefined)?.data?.warnings ?? [];

/** Saved; with the server's warnings (a claim that looks filed twice) said under the title (refine's description). */
export const savedNotice =
  (declaration: ResourceDeclaration, action: 'create' | 'edit') =>
  (reply?: unknown): OpenNotificationParams => {
    const saved = translate(action === 'create' ? '{{record}} created' : '{{record}} saved', recordValues(declaration.singular));
    const warnings = warningsOf(reply).map((warning) => (warning.template ? translate(warning.template, warning.values) : warning.message));
    return warnings.length === 0 ? { type: 'success', message: saved } : { type: 'success', message: warnings.join(' '), description: saved };
  };

export const deletedNotice = (declaration: ResourceDeclaration) => (): OpenNotificationParams => ({
  type: 'success',
  message: translate('{{record}} deleted', recordValues(declaration.singular)),
});

export const withdrawnNotice = (declaration: ResourceDeclaration) => (): OpenNotificationParams => ({
  type: 'success',
  message: translate('{{record}} withdrawn', { record: translate(declaration.singular) }),
});

export const failedNotice =
  (what: string) =>
  (error?: HttpError): OpenNotificationParams => ({ type: 'error', message: translate('Could not {{what}}', { what }), description: detailOf(error) });
