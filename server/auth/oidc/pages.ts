import { SIGN_IN_USERS } from '../dev-users';

// The embedded provider's own pages: plain server-rendered HTML with inline styles and nothing fetched
// from elsewhere, so they work offline (the library's defaults load web fonts from the internet).

const escapeHtml = (text: string) =>
  text.replace(/[&<>"']/g, (char) => `&#${char.charCodeAt(0)};`);

const layout = (title: string, body: string) => `<!DOCTYPE html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>${escapeHtml(title)}</title>
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

/** The development sign-in page: a username only, since the development users have no passwords. */
export const signInPage = (action: string, error?: string) =>
  layout(
    'Sign in',
    `<h1>Sign in</h1>
${error ? `<p class="error" role="alert">${escapeHtml(error)}</p>` : ''}
<form method="post" action="${escapeHtml(action)}" autocomplete="off">
<label for="username">Username</label>
<input id="username" name="username" type="text" required autofocus>
<button type="submit">Sign in</button>
</form>
<div class="hint">Development users:
${SIGN_IN_USERS.map((user) => `<div><code>${user.username}</code> — ${escapeHtml(user.roles.join(', '))}</div>`).join('\n')}
</div>`,
  );

/**
 * Sign-out confirmation that submits itself: the SPA already asked to sign out, so a second click adds
 * nothing. `logout=yes` ends the whole provider session, not only this client's part of it.
 */
export const logoutPage = (form: string) =>
  layout(
    'Signing out',
    `<h1>Signing out…</h1>
${form.replace('</form>', '<input type="hidden" name="logout" value="yes"/><noscript><button type="submit">Sign out</button></noscript></form>')}
<script>document.getElementById('op.logoutForm').submit()</script>`,
  );

export const signedOutPage = () => layout('Signed out', '<h1>Signed out</h1><p>You have been signed out.</p>');

export const errorPage = (details: Record<string, unknown>) =>
  layout(
    'Sign-in error',
    `<h1>Sign-in error</h1>${Object.entries(details)
      .map(([key, value]) => `<p><strong>${escapeHtml(key)}</strong>: ${escapeHtml(String(value))}</p>`)
      .join('')}`,
  );

const messages = (notice?: { error?: string; info?: string }) =>
  `${notice?.error ? `<p class="error" role="alert">${escapeHtml(notice.error)}</p>` : ''}${
    notice?.info ? `<p class="info" role="status">${escapeHtml(notice.info)}</p>` : ''
  }`;

/** Local mode's sign-in page: a real account's username and password (the field and button keep dev's names). */
export const localSignInPage = (action: string, notice?: { error?: string; info?: string }) =>
  layout(
    'Sign in',
    `<h1>Sign in</h1>
${messages(notice)}
<form method="post" action="${escapeHtml(action)}">
<label for="username">Username</label>
<input id="username" name="username" type="text" autocomplete="username" required autofocus>
<label for="password">Password</label>
<input id="password" name="password" type="password" autocomplete="current-password" required>
<button type="submit">Sign in</button>
</form>
<div class="hint"><a href="${escapeHtml(action)}?change=password">Change your password</a> ·
<a href="${escapeHtml(action)}?setup=two-step">Turn on two-step sign-in</a></div>`,
  );

const newPasswordFields = `<label for="new-password">New password</label>
<input id="new-password" name="newPassword" type="password" autocomplete="new-password" required>
<label for="repeat-password">Repeat the new password</label>
<input id="repeat-password" name="repeatPassword" type="password" autocomplete="new-password" required>`;

/** After a temporary password: the new one is chosen before the sign-in goes on. */
export const newPasswordPage = (action: string, error?: string) =>
  layout(
    'Choose a new password',
    `<h1>Choose a new password</h1>
<p>Your password was set by an administrator. Choose your own to continue.</p>
${messages({ error })}
<form method="post" action="${escapeHtml(action)}">
${newPasswordFields}
<button type="submit">Save password</button>
</form>`,
  );

/** A user changing their own password (from the sign-in page or the profile's "Change password"). */
export const changePasswordPage = (action: string, error?: string) =>
  layout(
    'Change your password',
    `<h1>Change your password</h1>
${messages({ error })}
<form method="post" action="${escapeHtml(action)}">
<label for="username">Username</label>
<input id="username" name="username" type="text" autocomplete="username" required autofocus>
<label for="current-password">Current password</label>
<input id="current-password" name="currentPassword" type="password" autocomplete="current-password" required>
${newPasswordFields}
<button type="submit">Change password</button>
</form>`,
  );

const codeField = `<label for="code">Code</label>
<input id="code" name="code" type="text" inputmode="numeric" autocomplete="one-time-code" pattern="[0-9]{6}" required autofocus>`;

/** The second step of a sign-in with two-step sign-in on: the authenticator's code. */
export const codePage = (action: string, error?: string) =>
  layout(
    'Two-step sign-in',
    `<h1>Two-step sign-in</h1>
<p>Type the six-digit code your authenticator app shows.</p>
${messages({ error })}
<form method="post" action="${escapeHtml(action)}">
${codeField}
<button type="submit">Verify</button>
</form>`,
  );

/** Turning two-step sign-in on, first step: who you are. */
export const twoStepSetupPage = (action: string, error?: string) =>
  layout(
    'Turn on two-step sign-in',
    `<h1>Turn on two-step sign-in</h1>
${messages({ error })}
<form method="post" action="${escapeHtml(action)}">
<label for="username">Username</label>
<input id="username" name="username" type="text" autocomplete="username" required autofocus>
<label for="password">Password</label>
<input id="password" name="password" type="password" autocomplete="current-password" required>
<label for="presentCode">Code from your present authenticator (only to change it)</label>
<input id="presentCode" name="presentCode" type="text" inputmode="numeric" autocomplete="one-time-code" pattern="[0-9]{6}">
<button type="submit">Continue</button>
</form>`,
  );

/** Second step: the new secret for the authenticator app, confirmed by one of its codes. */
export const twoStepSecretPage = (action: string, secret: { key: string; uri: string }, error?: string) =>
  layout(
    'Turn on two-step sign-in',
    `<h1>Turn on two-step sign-in</h1>
<p>Add this key to your authenticator app, then type the code it shows.</p>
<p><code id="secret-key">${escapeHtml(secret.key)}</code></p>
<p class="hint"><a href="${escapeHtml(secret.uri)}">Open in an authenticator app</a></p>
${messages({ error })}
<form method="post" action="${escapeHtml(action)}">
<input type="hidden" name="secret" value="${escapeHtml(secret.key)}">
${codeField}
<button type="submit">Turn on two-step sign-in</button>
</form>`,
  );
