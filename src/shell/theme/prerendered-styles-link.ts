import { prefersReducedMotion } from './reduced-motion';
import { storedThemeSettings, type ThemeSettings } from './theme-mode';

/**
 * A theme's prerendered antd CSS, by name: `dark-orange`, `light-emerald`…, and `dark-orange-still`… for reduced
 * motion, whose tokens (and so class hashes) differ (prerendered-styles.tsx writes them).
 */
export type PrerenderedStyleUrls = Partial<Record<string, string>>;

export const prerenderedStylesName = ({ mode, palette }: ThemeSettings, isMotionReduced: boolean) => `${mode}-${palette}${isMotionReduced ? '-still' : ''}`;

/**
 * Links the stored theme's prerendered antd CSS and resolves once it has loaded, or failed: it must be in the page
 * before antd's first render, when cssinjs reads which styles the page already has (once, for the page's life).
 * Without it (a failed load, the dev server) antd makes the styles in the browser as before.
 */
export const linkPrerenderedStyles = (urls: PrerenderedStyleUrls): Promise<void> => {
  const href = urls[prerenderedStylesName(storedThemeSettings(), prefersReducedMotion())];
  if (!href) return Promise.resolve();
  const link = document.createElement('link');
  link.rel = 'stylesheet';
  link.href = href;
  return new Promise((resolve) => {
    link.onload = () => resolve();
    link.onerror = () => resolve();
    document.head.appendChild(link);
  });
};
