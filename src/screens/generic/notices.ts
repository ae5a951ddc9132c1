import type { HttpError, OpenNotificationParams } from '@refinedev/core';
import type { ResourceDeclaration } from '../../../resources/declaration';
import { translate } from '../../i18n';
import { recordValues } from '../../i18n/gender';

// Toast texts of the generic screens, in business words. refine's defaults name the resource by its identifier
// (a route path here), which reads badly. The server's own message, when it sent one, is the detail.

const detailOf = (error?: HttpError) => (typeof error?.detail === 'string' ? error.detail : error?.message);

export const savedNotice =
  (declaration: ResourceDeclaration, action: 'create' | 'edit') => (): OpenNotificationParams => ({
    type: 'success',
    message: translate(action === 'create' ? '{{record}} created' : '{{record}} saved', recordValues(declaration.singular)),
  });

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
