import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { Provider } from 'oidc-provider';
import type { Database } from '../../db/database';
import { changePassword, checkCode, checkPassword, isPresentPassword, pendingChangeOf, pendingCodeUserOf, type SignInOutcome } from '../local/credentials';
import { message } from '../../i18n/message';
import { passwordProblem } from '../local/passwords';
import type { IdentityTables } from '../identity-tables';
import { expired, finishSignIn, html, interactionAction } from './interaction-replies';
import { changePasswordPage, codePage, localSignInPage, newPasswordPage, twoStepSetupPage } from './pages';
import { OIDC_PATH, PORTAL_ACTION_PARAM } from './provider';
import { recordSignIn } from '../sign-in-records';
import type { DatabaseSchema } from '../../db/schema';
import { pageLanguage, storedLanguageOf, uiLocalesLanguage } from './page-language';

// The sign-in step of the embedded provider in local mode: username and password, a new password after a
// temporary one, and a user's own change of password. After any change the user signs in again with the new
// password. The provider itself holds the interaction (cookie + database row), so a page left open across a
// restart still works. Every page is in the user's language (page-language.ts): the portal's choice sent as
// `ui_locales`, else the profile's once the username is known, else the browser's.

type InteractionRequest = FastifyRequest<{ Params: { uid: string }; Querystring: { change?: string; setup?: string } }>;

const formOf = (request: FastifyRequest) => new URLSearchParams(typeof request.body === 'string' ? request.body : '');

const PASSWORD_CHANGED = message('Your password is changed. Sign in with your new password.');
const WRONG = message('Wrong username or password.');

const lockedMessage = (until: Date) =>
  message('Too many wrong passwords or codes: this account is locked for {{minutes}} minutes. Try again later or ask an administrator to reset your password.', {
    minutes: Math.max(1, Math.ceil((until.getTime() - Date.now()) / 60_000)),
  });

/** The refusal of a sign-in outcome that is not a success, in words for the page. */
const refusalOf = (outcome: SignInOutcome) => (outcome.kind === 'locked' ? lockedMessage(outcome.until) : WRONG);

/** Why the two new-password fields cannot be used, if they cannot. */
const newPasswordProblem = (form: URLSearchParams, username: string) => {
  const password = form.get('newPassword') ?? '';
  if (password !== form.get('repeatPassword')) return message('The two new passwords differ.');
  return passwordProblem(password, username);
};

export const registerLocalSignIn = (
  app: FastifyInstance,
  provider: Provider,
  { db, tables, schema }: { db: Database; tables: IdentityTables; schema: DatabaseSchema },
) => {
  /** A finished sign-in, or a refused one (the password step's name; the code step's user is the interaction's). */
  const record = (request: FastifyRequest, username: string, outcome: SignInOutcome, step: string) => {
    if (outcome.kind === 'mustChange' || outcome.kind === 'codeNeeded') return undefined;
    const action = outcome.kind === 'signedIn' ? 'sign-in' : outcome.kind === 'locked' ? 'sign-in-locked' : 'sign-in-failed';
    return recordSignIn(db, schema, { username, action, mode: 'local', address: request.ip, ...(action === 'sign-in' ? {} : { reason: `wrong ${step}` }) });
  };
  /**
   * The interaction of this browser, or undefined when its cookie is missing, it has expired or it is not the
   * one the path names (so the uid that the handlers store is always the provider's own).
   */
  const interactionOf = async (request: InteractionRequest, reply: FastifyReply) => {
    try {
      const interaction = await provider.interactionDetails(request.raw, reply.raw);
      return interaction.uid === request.params.uid ? interaction : undefined;
    } catch {
      return undefined;
    }
  };
  type Interaction = Awaited<ReturnType<typeof interactionOf>>;
  /** The pages' language for this sign-in; the stored one is read only when the portal sent no choice. */
  const languageOf = async (request: FastifyRequest, interaction: Interaction, username?: string) => {
    const uiLocales = interaction?.params.ui_locales;
    if (uiLocalesLanguage(uiLocales) || !username) return pageLanguage(request, { uiLocales });
    return pageLanguage(request, { userLanguage: await storedLanguageOf(db, tables, username) });
  };

  app.get(`${OIDC_PATH}/interaction/:uid`, async (request: InteractionRequest, reply) => {
    const interaction = await interactionOf(request, reply);
    if (!interaction) return expired(reply);
    const language = await languageOf(request, interaction);
    if (interaction.prompt.name !== 'login') {
      // Only consent could be left, and every grant is complete (provider.ts): let the provider go on.
      const returnTo = await provider.interactionResult(request.raw, reply.raw, {}, { mergeWithLastSubmission: true }).catch(() => undefined);
      return returnTo ? reply.redirect(returnTo, 303) : expired(reply, language);
    }
    const action = interactionAction(request.params.uid);
    const asked = interaction.params[PORTAL_ACTION_PARAM];
    if (request.query.change === 'password' || asked === 'change_password') return html(reply, changePasswordPage(`${action}/change-password`), 200, language);
    if (request.query.setup === 'two-step' || asked === 'two_step') return html(reply, twoStepSetupPage(`${action}/two-step`), 200, language);
    return html(reply, localSignInPage(action), 200, language);
  });

  app.post(`${OIDC_PATH}/interaction/:uid`, async (request: InteractionRequest, reply) => {
    const { uid } = request.params;
    const interaction = await interactionOf(request, reply);
    if (!interaction) return expired(reply);
    const form = formOf(request);
    const outcome = await checkPassword(db, tables, {
      username: form.get('username') ?? '',
      password: form.get('password') ?? '',
      interactionUid: uid,
    });
    await record(request, form.get('username') ?? '', outcome, 'password');
    // A wrong password names no one: its page stays in the portal's or the browser's language.
    const language = await languageOf(request, interaction, outcome.kind === 'mustChange' || outcome.kind === 'codeNeeded' ? outcome.username : undefined);
    if (outcome.kind === 'mustChange') return html(reply, newPasswordPage(`${interactionAction(uid)}/new-password`), 200, language);
    if (outcome.kind === 'codeNeeded') return html(reply, codePage(`${interactionAction(uid)}/code`), 200, language);
    if (outcome.kind !== 'signedIn') return html(reply, localSignInPage(interactionAction(uid), { error: refusalOf(outcome) }), 401, language);
    return finishSignIn(provider, request, reply, outcome.username);
  });

  // The second step when two-step sign-in is on: only the sign-in whose password was right may send a code.
  app.post(`${OIDC_PATH}/interaction/:uid/code`, async (request: InteractionRequest, reply) => {
    const { uid } = request.params;
    const interaction = await interactionOf(request, reply);
    if (!interaction) return expired(reply);
    const user = await pendingCodeUserOf(db, tables, uid);
    const outcome = await checkCode(db, tables, uid, formOf(request).get('code') ?? '');
    if (user) await record(request, user.username, outcome, 'code');
    const language = await languageOf(request, interaction, user?.username);
    if (outcome.kind === 'locked') return html(reply, localSignInPage(interactionAction(uid), { error: refusalOf(outcome) }), 401, language);
    if (outcome.kind !== 'signedIn') return html(reply, codePage(`${interactionAction(uid)}/code`, message('That code does not match: try the next one.')), 401, language);
    return finishSignIn(provider, request, reply, outcome.username);
  });

  // The new password owed after a temporary one: only the sign-in that just proved the temporary one may set it.
  app.post(`${OIDC_PATH}/interaction/:uid/new-password`, async (request: InteractionRequest, reply) => {
    const { uid } = request.params;
    const interaction = await interactionOf(request, reply);
    const user = interaction ? await pendingChangeOf(db, tables, uid) : undefined;
    if (!user) return expired(reply);
    const language = await languageOf(request, interaction, user.username);
    const form = formOf(request);
    const action = `${interactionAction(uid)}/new-password`;
    const problem = newPasswordProblem(form, user.username);
    if (problem) return html(reply, newPasswordPage(action, problem), 400, language);
    if (await isPresentPassword(db, user.id, form.get('newPassword') ?? ''))
      return html(reply, newPasswordPage(action, message('Choose a password other than the temporary one.')), 400, language);
    await changePassword(db, user.id, form.get('newPassword') ?? '');
    return html(reply, localSignInPage(interactionAction(uid), { info: PASSWORD_CHANGED }), 200, language);
  });

  app.post(`${OIDC_PATH}/interaction/:uid/change-password`, async (request: InteractionRequest, reply) => {
    const { uid } = request.params;
    const interaction = await interactionOf(request, reply);
    if (!interaction) return expired(reply);
    const form = formOf(request);
    const action = `${interactionAction(uid)}/change-password`;
    const outcome = await checkPassword(db, tables, {
      username: form.get('username') ?? '',
      password: form.get('currentPassword') ?? '',
      interactionUid: uid,
    });
    if (outcome.kind === 'wrong' || outcome.kind === 'locked') await record(request, form.get('username') ?? '', outcome, 'password');
    if (outcome.kind === 'wrong' || outcome.kind === 'locked') return html(reply, changePasswordPage(action, refusalOf(outcome)), 401, await languageOf(request, interaction));
    const language = await languageOf(request, interaction, outcome.username);
    const problem = newPasswordProblem(form, outcome.username);
    if (problem) return html(reply, changePasswordPage(action, problem), 400, language);
    await changePassword(db, outcome.userId, form.get('newPassword') ?? '');
    return html(reply, localSignInPage(interactionAction(uid), { info: PASSWORD_CHANGED }), 200, language);
  });
};
