// Renders shell components the way the App does: router, theme (antd App for toasts), refine with a stub auth provider.
import { Refine, type AuthProvider, type DataProvider, type ResourceProps } from '@refinedev/core';
import routerProvider from '@refinedev/react-router';
import { render } from '@testing-library/react';
import type { ReactNode } from 'react';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router';
import { vi } from 'vitest';
import { ShellThemeProvider } from '../../src/shell/theme/shell-theme-provider';

export type TestUser = { id: number; name: string; roles: string[]; profilePicture?: string };

export const ADMIN: TestUser = { id: 1, name: 'Alessandra Admin', roles: ['ADMIN'] };
export const EMPLOYEE: TestUser = { id: 4, name: 'Enrico Dipendente', roles: ['EMPLOYEE'] };

const unusedDataProvider = {
  getApiUrl: () => '/api',
} as unknown as DataProvider;

const LocationProbe = () => {
  const location = useLocation();
  return <output data-testid="location">{`${location.pathname}${location.search}`}</output>;
};

type ShellRenderOptions = { user?: TestUser; path?: string; resources?: ResourceProps[]; dataProvider?: DataProvider };

export const renderInShell = (ui: ReactNode, { user = ADMIN, path = '/', resources = [], dataProvider = unusedDataProvider }: ShellRenderOptions = {}) => {
  const logout = vi.fn(async () => ({ success: true }));
  const authProvider: AuthProvider = {
    login: async () => ({ success: true }),
    logout,
    check: async () => ({ authenticated: true }),
    onError: async () => ({}),
    getIdentity: async () => ({ id: user.id, name: user.name, username: user.name, profilePicture: user.profilePicture ?? '' }),
    getPermissions: async () => user.roles,
  };
  const view = render(
    <MemoryRouter initialEntries={[path]}>
      <ShellThemeProvider>
        <Refine
          routerProvider={routerProvider}
          dataProvider={dataProvider}
          authProvider={authProvider}
          resources={resources}
          options={{ disableTelemetry: true, reactQuery: { clientConfig: { defaultOptions: { queries: { retry: false } } } } }}
        >
          <Routes>
            <Route
              path="*"
              element={
                <>
                  {ui}
                  <LocationProbe />
                </>
              }
            />
          </Routes>
        </Refine>
      </ShellThemeProvider>
    </MemoryRouter>,
  );
  return { ...view, logout };
};

export const currentLocation = () => document.querySelector('[data-testid="location"]')?.textContent ?? '';
