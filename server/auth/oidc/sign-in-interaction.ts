import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { Provider } from 'oidc-provider';
import { findDevUser } from '../dev-users';
import { expired, finishSignIn, html, interactionAction } from './interaction-replies';
import { signInPage } from './pages';
import { message } from '../../i18n/message';
import { OIDC_PATH } from './provider';
import { recordSignIn } from '../sign-in-records';
import { pageLanguage } from './page-language';

// Our own sign-in step of the embedded provider (its devInteractions are off): the provider sends the
// browser to /oidc/interaction/<uid>; the user types a development username; we tell the provider who
// signed in and send the browser back to it. Consent never comes up (see loadExistingGrant).

type InteractionRequest = FastifyRequest<{ Params: { uid: string } }>;

export const registerSignInInteraction = (app: FastifyInstance, provider: Provider) => {
  const { db, schema } = app.portal;
  app.get(`${OIDC_PATH}/interaction/:uid`, async (request: InteractionRequest, reply) => {
    let uiLocales: unknown;
    try {
      const interaction = await provider.interactionDetails(request.raw, reply.raw);
      uiLocales = interaction.params.ui_locales;
      if (interaction.prompt.name !== 'login') {
        // Only consent could be left, and every development grant is complete: let the provider go on.
        const returnTo = await provider.interactionResult(request.raw, reply.raw, {}, { mergeWithLastSubmission: true });
        return reply.redirect(returnTo, 303);
      }
    } catch {
      return expired(reply);
    }
    // In the language the portal asked for (`ui_locales`), else the browser's.
    return html(reply, signInPage(interactionAction(request.params.uid)), 200, pageLanguage(request, { uiLocales }));
  });

  app.post(`${OIDC_PATH}/interaction/:uid`, async (request: InteractionRequest, reply) => {
    const form = new URLSearchParams(typeof request.body === 'string' ? request.body : '');
    const username = (form.get('username') ?? '').trim().toLowerCase();
    if (!findDevUser(username)) {
      await recordSignIn(db, schema, { username, action: 'sign-in-failed', mode: 'dev', address: request.ip, reason: 'unknown user' });
      return html(reply, signInPage(interactionAction(request.params.uid), message('Unknown user "{{username}}". Use one of the development users below.', { username })));
    }
    await recordSignIn(db, schema, { username, action: 'sign-in', mode: 'dev', address: request.ip });
    return finishSignIn(provider, request, reply, username);
  });
};
