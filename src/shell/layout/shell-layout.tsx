import { Grid, Layout } from 'antd';
import type { ReactNode } from 'react';
import { runtimeConfig } from '../../config';
import { ShellFooter, type Company } from './shell-footer';
import { ShellHeader } from './shell-header';
import { ShellSider } from './shell-sider';
import { SiderStateProvider } from './sider-state';
import { MAIN_CONTENT_ID, SkipLink } from './skip-link';
import '../print/print.css';
import './fit-the-screen.css';

export type ShellLayoutProps = {
  children: ReactNode;
  /** Defaults to the runtime configuration's environment. */
  environment?: string;
  company?: Company;
};

/**
 * The common layout of every route but /auth/access: side menu, top bar, content, footer — the frame of
 * refine's ThemedLayout, drawn here so the first load carries no @refinedev/antd (see sider-state.tsx).
 * antd's Layout parts are the page's landmarks: <aside>, <header>, <main>, <footer>.
 */
export const ShellLayout = ({ children, environment = runtimeConfig().environment, company = runtimeConfig().company }: ShellLayoutProps) => {
  const breakpoint = Grid.useBreakpoint();
  const isSmall = breakpoint.sm === undefined ? true : breakpoint.sm;
  return (
    <SiderStateProvider>
      <SkipLink />
      <Layout style={{ minHeight: '100vh' }} hasSider>
        <ShellSider />
        <Layout>
          <ShellHeader environment={environment} />
          <Layout.Content id={MAIN_CONTENT_ID} tabIndex={-1} style={{ outline: 'none' }}>
            <div style={{ minHeight: 360, padding: isSmall ? 24 : 12 }}>{children}</div>
          </Layout.Content>
          <ShellFooter company={company} />
        </Layout>
      </Layout>
    </SiderStateProvider>
  );
};
