// antd 5 ships no global reset: without it the page keeps the browser's 8 px body margin around the layout.
import 'antd/dist/reset.css';
import { App, ConfigProvider } from 'antd';
import type { ReactNode } from 'react';
import { useLocale } from '../../i18n';
import { ConfirmModalHost } from '../feedback/confirm-delete';
import { usePrefersReducedMotion } from './reduced-motion';
import { buildThemeConfig, TOAST_SECONDS } from './theme-tokens';
import { ThemeModeProvider, useThemeMode, type ThemeSettings } from './theme-mode';

const ThemedAntd = ({ children }: { children: ReactNode }) => {
  const { mode, palette } = useThemeMode();
  const isMotionReduced = usePrefersReducedMotion();
  return (
    <ConfigProvider locale={useLocale().settings.antd} theme={buildThemeConfig(mode, palette, { isMotionReduced })}>
      <App message={{ duration: TOAST_SECONDS }} notification={{ duration: TOAST_SECONDS, placement: 'topRight' }}>
        <ConfirmModalHost />
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
