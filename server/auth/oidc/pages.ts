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
