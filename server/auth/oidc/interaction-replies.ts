import type { FastifyReply, FastifyRequest } from 'fastify';
import type { Provider } from 'oidc-provider';
import type { CatalogueLanguage } from '../../../i18n/catalogues';
import { replyLanguage } from '../../i18n/reply-language';
import { message } from '../../i18n/message';
import { errorPage, type Page } from './pages';
import { OIDC_PATH } from './provider';

// What both sign-in steps of the embedded provider (development users, local accounts) answer with: their
// pages, the expired sign-in, and the hand-back to the provider once the user is known.

/** The form's address of an interaction. */
export const interactionAction = (uid: string) => `${OIDC_PATH}/interaction/${encodeURIComponent(uid)}`;

/**
 * A page in `language` (page-language.ts: the user's choice when known), by default the one the browser asks for
 * (Accept-Language), English when it asks for none the portal speaks.
 */
export const html = (reply: FastifyReply, page: Page, status = 200, language: CatalogueLanguage = replyLanguage(reply.request)) =>
  reply
    .code(status)
    .header('cache-control', 'no-store')
    .header('vary', 'Accept-Language')
    .type('text/html; charset=utf-8')
    .send(page(language));

export const EXPIRED = message('This sign-in has expired. Open the portal again to sign in.');

/** The interaction cookie is missing or expired: the sign-in has to start again from the app. */
export const expired = (reply: FastifyReply, language?: CatalogueLanguage) =>
  html(reply, errorPage({}, EXPIRED), 400, language);

/** Tells the provider who signed in and sends the browser back to it. */
export const finishSignIn = async (provider: Provider, request: FastifyRequest, reply: FastifyReply, username: string) => {
  try {
    const returnTo = await provider.interactionResult(request.raw, reply.raw, { login: { accountId: username } }, { mergeWithLastSubmission: false });
    return reply.redirect(returnTo, 303);
  } catch {
    return expired(reply);
  }
};
