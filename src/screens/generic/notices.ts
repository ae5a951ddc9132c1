import type { HttpError, OpenNotificationParams } from '@refinedev/core';
import type { ResourceDeclaration } from '../../../resources/declaration';
import { translate } from '../../i18n';
import { reasonOf } from '../../providers/http-client';

// Toast texts of the generic screens, in business words. refine's defaults name the resource by its identifier
// (a route path here), which reads badly. The server's own message, when it sent one, is the detail.

const detailOf = (error?: HttpError) => reasonOf(error);

export const savedNotice =
  (declaration: ResourceDeclaration, action: 'create' | 'edit') => (): OpenNotificationParams => ({
    type: 'success',
    message: translate(action === 'create' ? '{{record}} created' : '{{record}} saved', { record: translate(declaration.singular) }),
  });

export const deletedNotice = (declaration: ResourceDeclaration) => (): OpenNotificationParams => ({
  type: 'success',
  message: translate('{{record}} deleted', { record: translate(declaration.singular) }),
});

export const withdrawnNotice = (declaration: ResourceDeclaration) => (): OpenNotificationParams => ({
  type: 'success',
  message: translate('{{record}} withdrawn', { record: translate(declaration.singular) }),
});

export const failedNotice =
  (what: string) =>
  (error?: HttpError): OpenNotificationParams => ({ type: 'error', message: translate('Could not {{what}}', { what }), description: detailOf(error) });
