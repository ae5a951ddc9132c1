import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { Provider } from 'oidc-provider';
import type { Database } from '../../db/database';
import { allowSecondFactorSetup, checkPassword, setSecondFactor, setupUserOf } from '../local/credentials';
import { authenticatorUri, newSecret } from '../local/second-factor';
import type { IdentityTables } from '../identity-tables';
import { errorPage, localSignInPage, twoStepSecretPage, twoStepSetupPage } from './pages';
import { OIDC_PATH } from './provider';
import { EXPIRED, html } from './interaction-replies';
import { message } from '../../i18n/message';

// Turning on the optional second factor (local mode), from the sign-in page or the profile: the password
// proves who it is, a new TOTP secret is shown, and one code from the authenticator app confirms it before it
// counts. The secret travels in the confirming form only; nothing is stored until the code matches. Changing
// an authenticator that is already set up also takes a code from it (credentials.ts, allowSecondFactorSetup).

type InteractionRequest = FastifyRequest<{ Params: { uid: string } }>;

const ALREADY_ON = message('Two-step sign-in is already on for this account. To change the authenticator, also type a code from the present one.');

const formOf = (request: FastifyRequest) => new URLSearchParams(typeof request.body === 'string' ? request.body : '');

export const registerTwoStepSetup = (
  app: FastifyInstance,
  provider: Provider,
  { db, tables, productName }: { db: Database; tables: IdentityTables; productName: string },
) => {
  const actionOf = (uid: string) => `${OIDC_PATH}/interaction/${encodeURIComponent(uid)}`;
  /** The browser's interaction is alive and is the one the path names. */
  const isOpen = (request: InteractionRequest, reply: FastifyReply) =>
    provider.interactionDetails(request.raw, reply.raw).then(
      (interaction) => interaction.uid === request.params.uid,
      () => false,
    );
  const expired = (reply: FastifyReply) => html(reply, errorPage({}, EXPIRED), 400);

  app.post(`${OIDC_PATH}/interaction/:uid/two-step`, async (request: InteractionRequest, reply) => {
    const { uid } = request.params;
    if (!(await isOpen(request, reply))) return expired(reply);
    const form = formOf(request);
    const action = `${actionOf(uid)}/two-step`;
    const outcome = await checkPassword(db, tables, { username: form.get('username') ?? '', password: form.get('password') ?? '', interactionUid: uid });
    if (outcome.kind === 'mustChange') return html(reply, twoStepSetupPage(action, message('Choose your own password first: sign in once.')), 409);
    if (outcome.kind !== 'signedIn' && outcome.kind !== 'codeNeeded')
      return html(reply, twoStepSetupPage(action, outcome.kind === 'locked' ? message('This account is locked for now.') : message('Wrong username or password.')), 401);
    const setup = await allowSecondFactorSetup(db, { userId: outcome.userId, interactionUid: uid, presentCode: form.get('presentCode') ?? '' });
    if (setup.kind === 'codeNeeded') return html(reply, twoStepSetupPage(action, ALREADY_ON), 409);
    if (setup.kind === 'locked') return html(reply, twoStepSetupPage(action, message('This account is locked for now.')), 401);
    if (setup.kind !== 'allowed') return html(reply, twoStepSetupPage(action, message('That code does not match your present authenticator.')), 401);
    const key = newSecret();
    return html(reply, twoStepSecretPage(`${action}/confirm`, { key, uri: authenticatorUri(key, outcome.username, productName) }));
  });

  app.post(`${OIDC_PATH}/interaction/:uid/two-step/confirm`, async (request: InteractionRequest, reply) => {
    const { uid } = request.params;
    const user = (await isOpen(request, reply)) ? await setupUserOf(db, tables, uid) : undefined;
    if (!user) return expired(reply);
    const form = formOf(request);
    const key = form.get('secret') ?? '';
    if (!/^[A-Z2-7]{16,64}$/.test(key)) return expired(reply);
    if (!(await setSecondFactor(db, { interactionUid: uid, secret: key, code: form.get('code') ?? '' }))) {
      const uri = authenticatorUri(key, user.username, productName);
      return html(reply, twoStepSecretPage(`${actionOf(uid)}/two-step/confirm`, { key, uri }, message('That code does not match: try the next one.')), 400);
    }
    return html(reply, localSignInPage(actionOf(uid), { info: message('Two-step sign-in is on. Sign in with your password and a code.') }));
  });
};
