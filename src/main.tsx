import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { Route } from 'react-router';
import { App } from './App';
import { AccessDeniedPage, RouteGuard } from './access';
import { startPortal } from './bootstrap';
import { accessControlProvider } from './providers/accessControlProvider';
import { authProvider } from './providers/authProvider';
import { ShellLayout, ShellThemeProvider } from './shell';

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
          routesOutsideShell={<Route path="/auth/access" element={<AccessDeniedPage />} />}
        />
      </StrictMode>,
    ),
});
