import { ThemedLayout } from '@refinedev/antd';
import { createContext, useContext, useMemo, type ReactNode } from 'react';
import { runtimeConfig } from '../../config';
import { ShellFooter, type Company } from './shell-footer';
import { ShellHeader } from './shell-header';
import { ShellSider } from './shell-sider';

export type ShellLayoutProps = {
  children: ReactNode;
  /** Defaults to the runtime configuration's environment. */
  environment?: string;
  company?: Company;
};

type ShellSettings = { environment: string; company?: Company };
const ShellSettingsContext = createContext<ShellSettings>({ environment: 'production' });

// Stable component types: inline arrows would remount the top bar (and restart its polling) on every render.
const Header = () => <ShellHeader environment={useContext(ShellSettingsContext).environment} />;
const Footer = () => <ShellFooter company={useContext(ShellSettingsContext).company} />;


/** The common layout of every route but /auth/access: top bar, side menu, content, footer. */
export const ShellLayout = ({ children, environment = runtimeConfig().environment, company = runtimeConfig().company }: ShellLayoutProps) => {
  const settings = useMemo(() => ({ environment, company }), [environment, company]);
  return (
    <ShellSettingsContext.Provider value={settings}>
      <ThemedLayout Header={Header} Sider={ShellSider} Footer={Footer}>
        {children}
      </ThemedLayout>
    </ShellSettingsContext.Provider>
  );
};
