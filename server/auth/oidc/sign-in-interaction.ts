import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { Provider } from 'oidc-provider';
import { findDevUser } from '../dev-users';
import { errorPage, signInPage } from './pages';
import { OIDC_PATH } from './provider';

// Our own sign-in step of the embedded provider (its devInteractions are off): the provider sends the
// browser to /oidc/interaction/<uid>; the user types a development username; we tell the provider who
// signed in and send the browser back to it. Consent never comes up (see loadExistingGrant).

type InteractionRequest = FastifyRequest<{ Params: { uid: string } }>;

const html = (reply: FastifyReply, body: string, status = 200) =>
  reply.code(status).header('cache-control', 'no-store').type('text/html; charset=utf-8').send(body);

/** The interaction cookie is missing or expired: the sign-in has to start again from the app. */
const expired = (reply: FastifyReply) =>
  html(reply, errorPage({ error: 'This sign-in has expired. Open the portal again to sign in.' }), 400);

export const registerSignInInteraction = (app: FastifyInstance, provider: Provider) => {
  const actionOf = (uid: string) => `${OIDC_PATH}/interaction/${encodeURIComponent(uid)}`;

  app.get(`${OIDC_PATH}/interaction/:uid`, async (request: InteractionRequest, reply) => {
    try {
      const interaction = await provider.interactionDetails(request.raw, reply.raw);
      if (interaction.prompt.name !== 'login') {
        // Only consent could be left, and every development grant is complete: let the provider go on.
        const returnTo = await provider.interactionResult(request.raw, reply.raw, {}, { mergeWithLastSubmission: true });
        return reply.redirect(returnTo, 303);
      }
    } catch {
      return expired(reply);
    }
    return html(reply, signInPage(actionOf(request.params.uid)));
  });

  app.post(`${OIDC_PATH}/interaction/:uid`, async (request: InteractionRequest, reply) => {
    const form = new URLSearchParams(typeof request.body === 'string' ? request.body : '');
    const username = (form.get('username') ?? '').trim().toLowerCase();
    if (!findDevUser(username))
      return html(reply, signInPage(actionOf(request.params.uid), `Unknown user "${username}". Use one of the development users below.`));
    try {
      const returnTo = await provider.interactionResult(
        request.raw,
        reply.raw,
        { login: { accountId: username } },
        { mergeWithLastSubmission: false },
      );
      return reply.redirect(returnTo, 303);
    } catch {
      return expired(reply);
    }
  });
};
