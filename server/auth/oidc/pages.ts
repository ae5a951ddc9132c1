import type { CatalogueLanguage } from '../../../i18n/catalogues';
import { message, render, type Message } from '../../i18n/message';
import { SIGN_IN_USERS } from '../dev-users';

// The embedded provider's own pages: plain server-rendered HTML with inline styles and nothing fetched
// from elsewhere, so they work offline (the library's defaults load web fonts from the internet). Each page is
// written in the language the browser asks for (Accept-Language, interaction-replies.ts `html`), its texts from
// the i18n catalogues; in English the sign-in field is `Username` and the button `Sign in` (DESIGN.md).

/** A page, written once its reader's language is known. */
export type Page = (language: CatalogueLanguage) => string;

const escapeHtml = (text: string) =>
  text.replace(/[&<>"']/g, (char) => `&#${char.charCodeAt(0)};`);

const layout = (language: CatalogueLanguage, title: Message, body: string) => `<!DOCTYPE html>
<html lang="${language}">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>${escapeHtml(render(title, language))}</title>
<style>
body{margin:0;min-height:100vh;display:flex;align-items:center;justify-content:center;background:#141414;color:#e8e8e8;font-family:system-ui,-apple-system,"Segoe UI",Roboto,sans-serif}
main{width:340px;padding:32px;background:#1f1f1f;border-radius:8px;box-shadow:0 4px 16px rgba(0,0,0,.5)}
h1{margin:0 0 20px;font-size:1.4em;font-weight:500}
label{display:block;margin-bottom:6px}
input{box-sizing:border-box;width:100%;padding:8px;margin-bottom:14px;border:1px solid #434343;border-radius:6px;background:#141414;color:inherit;font-size:1em}
button{width:100%;padding:9px;border:0;border-radius:6px;background:#fa8c16;color:#fff;font-size:1em;cursor:pointer}
.error{color:#ff7875;margin:0 0 14px}
.info{color:#95de64;margin:0 0 14px}
a{color:#ffa940}
.hint{margin-top:20px;font-size:.85em;color:#a6a6a6}
.hint code{color:#e8e8e8}
</style>
</head>
<body><main>${body}</main></body>
</html>`;

/** A message in the page's language, escaped for HTML. */
const writer = (language: CatalogueLanguage) => (text: Message) => escapeHtml(render(text, language));

const SIGN_IN = message('Sign in');
const USERNAME = message('Username');
const PASSWORD = message('Password');

/** A message writer in one language. */
type Writer = (text: Message) => string;

const messages = (t: Writer, notice?: { error?: Message; info?: Message }) =>
  `${notice?.error ? `<p class="error" role="alert">${t(notice.error)}</p>` : ''}${notice?.info ? `<p class="info" role="status">${t(notice.info)}</p>` : ''}`;

/** A page of one form: its heading (also the page's title), what it is for, the notice, the fields, the button. */
const formPage = (
  language: CatalogueLanguage,
  page: {
    title: Message;
    action: string;
    fields: (t: Writer) => string;
    submit: Message;
    intro?: (t: Writer) => string;
    notice?: { error?: Message; info?: Message };
    after?: (t: Writer) => string;
    formAttributes?: string;
  },
) => {
  const t = writer(language);
  return layout(
    language,
    page.title,
    `<h1>${t(page.title)}</h1>
${page.intro?.(t) ?? ''}${messages(t, page.notice)}
<form method="post" action="${escapeHtml(page.action)}"${page.formAttributes ?? ''}>
${page.fields(t)}
<button type="submit">${t(page.submit)}</button>
</form>${page.after?.(t) ?? ''}`,
  );
};

const usernameField = (t: Writer, autocomplete = ' autocomplete="username"') => `<label for="username">${t(USERNAME)}</label>
<input id="username" name="username" type="text"${autocomplete} required autofocus>`;

const passwordField = (t: Writer, id = 'password', name = 'password', label = PASSWORD) => `<label for="${id}">${t(label)}</label>
<input id="${id}" name="${name}" type="password" autocomplete="current-password" required>`;

/** The development sign-in page: a username only, since the development users have no passwords. */
export const signInPage =
  (action: string, error?: Message): Page =>
  (language) =>
    formPage(language, {
      title: SIGN_IN,
      action,
      formAttributes: ' autocomplete="off"',
      notice: { error },
      fields: (t) => usernameField(t, ''),
      submit: SIGN_IN,
      after: (t) => `
<div class="hint">${t(message('Development users:'))}
${SIGN_IN_USERS.map((user) => `<div><code>${user.username}</code> — ${escapeHtml(user.roles.join(', '))}</div>`).join('\n')}
</div>`,
    });

/**
 * Sign-out confirmation that submits itself: the SPA already asked to sign out, so a second click adds
 * nothing. `logout=yes` ends the whole provider session, not only this client's part of it.
 */
export const logoutPage =
  (form: string): Page =>
  (language) => {
    const t = writer(language);
    return layout(
      language,
      message('Signing out'),
      `<h1>${t(message('Signing out…'))}</h1>
${form.replace('</form>', `<input type="hidden" name="logout" value="yes"/><noscript><button type="submit">${t(message('Sign out'))}</button></noscript></form>`)}
<script>document.getElementById('op.logoutForm').submit()</script>`,
    );
  };

export const signedOutPage = (): Page => (language) => {
  const t = writer(language);
  return layout(language, message('Signed out'), `<h1>${t(message('Signed out'))}</h1><p>${t(message('You have been signed out.'))}</p>`);
};

/** The provider's error page: what went wrong in words, and the provider's own details (codes, not translated). */
export const errorPage =
  (details: Record<string, unknown>, explanation?: Message): Page =>
  (language) => {
    const t = writer(language);
    return layout(
      language,
      message('Sign-in error'),
      `<h1>${t(message('Sign-in error'))}</h1>${explanation ? `<p role="alert">${t(explanation)}</p>` : ''}${Object.entries(details)
        .map(([key, value]) => `<p><strong>${escapeHtml(key)}</strong>: ${escapeHtml(String(value))}</p>`)
        .join('')}`,
    );
  };

/** Local mode's sign-in page: a real account's username and password (the field and button keep dev's names). */
export const localSignInPage =
  (action: string, notice?: { error?: Message; info?: Message }): Page =>
  (language) =>
    formPage(language, {
      title: SIGN_IN,
      action,
      notice,
      fields: (t) => `${usernameField(t)}\n${passwordField(t)}`,
      submit: SIGN_IN,
      after: (t) => `
<div class="hint"><a href="${escapeHtml(action)}?change=password">${t(message('Change your password'))}</a> ·
<a href="${escapeHtml(action)}?setup=two-step">${t(TWO_STEP)}</a></div>`,
    });

const newPasswordFields = (t: Writer) => `<label for="new-password">${t(message('New password'))}</label>
<input id="new-password" name="newPassword" type="password" autocomplete="new-password" required>
<label for="repeat-password">${t(message('Repeat the new password'))}</label>
<input id="repeat-password" name="repeatPassword" type="password" autocomplete="new-password" required>`;

/** After a temporary password: the new one is chosen before the sign-in goes on. */
export const newPasswordPage =
  (action: string, error?: Message): Page =>
  (language) =>
    formPage(language, {
      title: message('Choose a new password'),
      action,
      intro: (t) => `<p>${t(message('Your password was set by an administrator. Choose your own to continue.'))}</p>\n`,
      notice: { error },
      fields: newPasswordFields,
      submit: message('Save password'),
    });

/** A user changing their own password (from the sign-in page or the profile's "Change password"). */
export const changePasswordPage =
  (action: string, error?: Message): Page =>
  (language) =>
    formPage(language, {
      title: message('Change your password'),
      action,
      notice: { error },
      fields: (t) => `${usernameField(t)}\n${passwordField(t, 'current-password', 'currentPassword', message('Current password'))}\n${newPasswordFields(t)}`,
      submit: message('Change password'),
    });

const codeField = (t: Writer) => `<label for="code">${t(message('Code'))}</label>
<input id="code" name="code" type="text" inputmode="numeric" autocomplete="one-time-code" pattern="[0-9]{6}" required autofocus>`;

const TWO_STEP = message('Turn on two-step sign-in');

/** The second step of a sign-in with two-step sign-in on: the authenticator's code. */
export const codePage =
  (action: string, error?: Message): Page =>
  (language) =>
    formPage(language, {
      title: message('Two-step sign-in'),
      action,
      intro: (t) => `<p>${t(message('Type the six-digit code your authenticator app shows.'))}</p>\n`,
      notice: { error },
      fields: codeField,
      submit: message('Verify'),
    });

/** Turning two-step sign-in on, first step: who you are. */
export const twoStepSetupPage =
  (action: string, error?: Message): Page =>
  (language) =>
    formPage(language, {
      title: TWO_STEP,
      action,
      notice: { error },
      fields: (t) => `${usernameField(t)}
${passwordField(t)}
<label for="presentCode">${t(message('Code from your present authenticator (only to change it)'))}</label>
<input id="presentCode" name="presentCode" type="text" inputmode="numeric" autocomplete="one-time-code" pattern="[0-9]{6}">`,
      submit: message('Continue'),
    });

/** Second step: the new secret for the authenticator app, confirmed by one of its codes. */
export const twoStepSecretPage =
  (action: string, secret: { key: string; uri: string }, error?: Message): Page =>
  (language) =>
    formPage(language, {
      title: TWO_STEP,
      action,
      intro: (t) => `<p>${t(message('Add this key to your authenticator app, then type the code it shows.'))}</p>
<p><code id="secret-key">${escapeHtml(secret.key)}</code></p>
<p class="hint"><a href="${escapeHtml(secret.uri)}">${t(message('Open in an authenticator app'))}</a></p>
`,
      notice: { error },
      fields: (t) => `<input type="hidden" name="secret" value="${escapeHtml(secret.key)}">\n${codeField(t)}`,
      submit: TWO_STEP,
    });
