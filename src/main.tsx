import { StrictMode, Suspense } from 'react';
import { createRoot } from 'react-dom/client';
import { Route } from 'react-router';
import { App } from './App';
import { RouteGuard } from './access';
import { startPortal } from './bootstrap';
import { accessControlProvider } from './providers/accessControlProvider';
import { authProvider } from './providers/authProvider';
import { lazyNamed } from './screens/lazy';
import { ShellLayout, ShellThemeProvider } from './shell';

// The access-denied page (antd's Result and its illustration) loads when shown.
const AccessDeniedPage = lazyNamed(() => import('./access/access-denied-page'), 'AccessDeniedPage');

// SPEC §2 start-up: sign-in first; the portal mounts only for a signed-in account.
void startPortal({
  mount: () =>
    createRoot(document.getElementById('root')!).render(
      <StrictMode>
        <App
          authProvider={authProvider}
          accessControlProvider={accessControlProvider}
          Layout={ShellLayout}
          ThemeProvider={ShellThemeProvider}
          Guard={RouteGuard}
          routesOutsideShell={
            <Route
              path="/auth/access"
              element={
                <Suspense>
                  <AccessDeniedPage />
                </Suspense>
              }
            />
          }
        />
      </StrictMode>,
    ),
});
