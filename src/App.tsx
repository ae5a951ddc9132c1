import { Refine, type AccessControlProvider, type AuthProvider, type DataProvider } from '@refinedev/core';
import routerProvider, { DocumentTitleHandler, UnsavedChangesNotifier } from '@refinedev/react-router';
import { App as AntdApp, ConfigProvider, Layout as AntdLayout, Spin, theme } from 'antd';
import { Suspense, useMemo, type ComponentType, type ReactNode } from 'react';
import { BrowserRouter, Outlet, Route, Routes } from 'react-router';
import { registry as portalRegistry } from '../resources.config';
import type { RegistryEntry } from '../resources/declaration';
import { LocaleProvider, useI18nProvider, useLocale, type PortalLocale } from './i18n';
import { createDataProvider } from './providers/dataProvider';
import { useNotificationProvider } from './providers/notificationProvider';
import { NotFoundScreen, refineResources, registryRoutes } from './routing';
import { ConfirmModalHost } from './shell/feedback/confirm-delete';

type Wrapper = ComponentType<{ children: ReactNode }>;

export type AppProps = {
  /** The sign-in provider (MSAL); without it refine treats every visitor as signed in. */
  authProvider?: AuthProvider;
  /** The casbin-backed access control; without it every action is allowed. */
  accessControlProvider?: AccessControlProvider;
  /** The shell around every route but those outside it (main.tsx passes ours; a bare content area otherwise). */
  Layout?: Wrapper;
  /** Wraps the routes inside the layout, e.g. the route guard. */
  Guard?: Wrapper;
  /** Theme and antd's App context around everything; a dark orange ConfigProvider by default. */
  ThemeProvider?: Wrapper;
  /** <Route> elements outside the shell (the access-denied page). */
  routesOutsideShell?: ReactNode;
  /** Tests and tools may bring their own. */
  registry?: readonly RegistryEntry[];
  dataProvider?: DataProvider;
};

/** A plain dark orange theme for an App rendered without the shell's (tests); main.tsx passes the shell's. */
export const DefaultTheme = ({ children }: { children: ReactNode }) => (
  <ConfigProvider locale={useLocale().settings.antd} theme={{ algorithm: theme.darkAlgorithm, token: { colorPrimary: '#f97316' } }}>
    <AntdApp>
      <ConfirmModalHost />
      {children}
    </AntdApp>
  </ConfigProvider>
);

const PassThrough = ({ children }: { children: ReactNode }) => <>{children}</>;

const ContentOnly = ({ children }: { children: ReactNode }) => (
  <AntdLayout style={{ minHeight: '100vh' }}>
    <AntdLayout.Content style={{ padding: 24 }}>{children}</AntdLayout.Content>
  </AntdLayout>
);

/** The portal inside a language: refine, the router and the theme speak the LocaleProvider's language. */
const PortalInLocale = ({
  authProvider,
  accessControlProvider,
  Layout = ContentOnly,
  Guard = PassThrough,
  ThemeProvider = DefaultTheme,
  routesOutsideShell,
  registry = portalRegistry,
  dataProvider,
}: AppProps) => {
  const resources = useMemo(() => refineResources(registry), [registry]);
  const data = useMemo(() => dataProvider ?? createDataProvider(), [dataProvider]);
  const i18nProvider = useI18nProvider();
  return (
    <BrowserRouter>
      <ThemeProvider>
        <Refine
          routerProvider={routerProvider}
          dataProvider={data}
          authProvider={authProvider}
          accessControlProvider={accessControlProvider}
          notificationProvider={useNotificationProvider}
          i18nProvider={i18nProvider}
          resources={resources}
          options={{ syncWithLocation: true, warnWhenUnsavedChanges: true, disableTelemetry: true }}
        >
          <Routes>
            {routesOutsideShell}
            <Route
              element={
                <Layout>
                  <Guard>
                    <Suspense fallback={<Spin style={{ display: 'block', margin: '48px auto' }} />}>
                      <Outlet />
                    </Suspense>
                  </Guard>
                </Layout>
              }
            >
              {registryRoutes(registry)}
              <Route path="*" element={<NotFoundScreen />} />
            </Route>
          </Routes>
          <UnsavedChangesNotifier />
          <DocumentTitleHandler />
        </Refine>
      </ThemeProvider>
    </BrowserRouter>
  );
};

export const App = ({ locale, ...props }: AppProps & { locale?: PortalLocale }) => (
  <LocaleProvider initial={locale}>
    <PortalInLocale {...props} />
  </LocaleProvider>
);
