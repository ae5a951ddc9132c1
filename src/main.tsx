import { StrictMode, Suspense } from 'react';
import { createRoot } from 'react-dom/client';
import { Route } from 'react-router';
import { registry } from '../resources.config';
import { App } from './App';
import { RouteGuard } from './access';
import { loadRouteAccess } from './access/access-enforcer';
import { startPortal } from './bootstrap';
import { accessControlProvider } from './providers/accessControlProvider';
import { authProvider } from './providers/authProvider';
import { preloadScreenAt } from './routing/preload-screen';
import { lazyNamed } from './screens/lazy';
import prerenderedStyleUrls from 'virtual:prerendered-antd-styles';
import { preloadSideMenu, ShellLayout, ShellThemeProvider } from './shell';
import { linkPrerenderedStyles } from './shell/theme/prerendered-styles-link';
import { fixFirmToday, setFirmTimeZone } from '../resources/firm-calendar';
import { runtimeConfig } from './config';

// The firm's calendar day ("today") follows the zone the server names in /config.js (and a test run's fixed day).
setFirmTimeZone(runtimeConfig().firmTimeZone);
if (runtimeConfig().firmToday) fixFirmToday(runtimeConfig().firmToday);

// The access-denied page (antd's Result and its illustration) loads when shown.
const AccessDeniedPage = lazyNamed(() => import('./access/access-denied-page'), 'AccessDeniedPage');

// The stored theme's antd styles, made at build time, load beside MSAL's start; the app mounts once they are in.
const prerenderedStyles = linkPrerenderedStyles(prerenderedStyleUrls);

const mountPortal = () =>
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
  );

// SPEC §2 start-up: sign-in first; the portal mounts only for a signed-in account.
void startPortal({
  // The policy (casbin), the opened route's screen and a desktop's side menu load while the shell renders, not
  // after it has mounted; the guard and the route then find them loaded, or loading. A failure here is left to
  // them: they load again and report it.
  onSignedIn: () => {
    loadRouteAccess().catch(() => undefined);
    preloadScreenAt(registry, window.location.pathname);
    preloadSideMenu();
  },
  mount: () => void prerenderedStyles.then(mountPortal),
});
