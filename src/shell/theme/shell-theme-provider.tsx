import { App, ConfigProvider } from 'antd';
import enUS from 'antd/locale/en_US';
import { useEffect, type ReactNode } from 'react';
import { registerConfirmModal } from '../feedback/confirm-delete';
import { buildThemeConfig, TOAST_SECONDS } from './theme-tokens';
import { ThemeModeProvider, useThemeMode, type ThemeSettings } from './theme-mode';

// Hands the themed modal API to confirmDelete(), which is called from outside React.
const ConfirmModalBridge = () => {
  const { modal } = App.useApp();
  useEffect(() => {
    registerConfirmModal(modal);
    return () => registerConfirmModal(undefined);
  }, [modal]);
  return null;
};

const ThemedAntd = ({ children }: { children: ReactNode }) => {
  const { mode, palette } = useThemeMode();
  return (
    <ConfigProvider locale={enUS} theme={buildThemeConfig(mode, palette)}>
      <App message={{ duration: TOAST_SECONDS }} notification={{ duration: TOAST_SECONDS, placement: 'topRight' }}>
        <ConfirmModalBridge />
        {children}
      </App>
    </ConfigProvider>
  );
};

/**
 * The theme of the whole SPA: dark orange by default, light on toggle, the emerald palette as a setting,
 * and antd's App (toasts and the delete confirmation). Wrap <Refine> in it.
 */
export const ShellThemeProvider = ({ children, initial }: { children: ReactNode; initial?: Partial<ThemeSettings> }) => (
  <ThemeModeProvider initial={initial}>
    <ThemedAntd>{children}</ThemedAntd>
  </ThemeModeProvider>
);
