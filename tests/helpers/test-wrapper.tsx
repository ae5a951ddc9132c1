import { useNotificationProvider } from '@refinedev/antd';
import { Refine, type AccessControlProvider, type DataProvider, type ResourceProps } from '@refinedev/core';
import routerProvider from '@refinedev/react-router';
import { App as AntdApp, ConfigProvider } from 'antd';
import type { ReactNode } from 'react';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router';
import { findResource } from '../../resources.config';
import type { ResourceDeclaration } from '../../resources/declaration';
import '../../src/fields/dates';
import { RegistryProvider } from '../../src/registry-context';
import { ConfirmModalHost } from '../../src/screens/generic';

// Renders a screen the way the app does (refine + router + antd), with the test's data provider and,
// optionally, resources and declarations that are not in the registry.

export type TestWrapperProps = {
  children: ReactNode;
  dataProvider: DataProvider;
  /** refine resource items; none by default (hooks then fall back to the name they are given). */
  resources?: ResourceProps[];
  /** Where the memory router starts. */
  initialPath?: string;
  /** The route pattern the screen is mounted on, so it can read `:id`. */
  routePath?: string;
  /** Declarations a screen may look up besides the registry's (references, children). */
  declarations?: readonly ResourceDeclaration[];
  accessControlProvider?: AccessControlProvider;
};

/** Shows the current URL so a test can assert what the list keeps in it. */
const LocationProbe = () => {
  const location = useLocation();
  return <output data-testid="location">{`${location.pathname}${location.search}`}</output>;
};

export const TestWrapper = ({
  children,
  dataProvider,
  resources = [],
  initialPath = '/',
  routePath = '*',
  declarations = [],
  accessControlProvider,
}: TestWrapperProps) => (
  <MemoryRouter initialEntries={[initialPath]}>
    <ConfigProvider>
      <AntdApp>
        <ConfirmModalHost />
        <RegistryProvider findDeclaration={(name) => declarations.find((declaration) => declaration.name === name) ?? findResource(name)}>
          <Refine
            routerProvider={routerProvider}
            dataProvider={dataProvider}
            resources={resources}
            accessControlProvider={accessControlProvider}
            notificationProvider={useNotificationProvider}
            options={{
              disableTelemetry: true,
              reactQuery: { clientConfig: { defaultOptions: { queries: { retry: false } } } },
            }}
          >
            <Routes>
              <Route path={routePath} element={children} />
            </Routes>
            <LocationProbe />
          </Refine>
        </RegistryProvider>
      </AntdApp>
    </ConfigProvider>
  </MemoryRouter>
);
