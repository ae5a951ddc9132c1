import { theme as antdTheme, type ThemeConfig } from 'antd';

// The two readings of the product theme (SPEC §1): orange primary, or the emerald "second reading".
export const PALETTES = {
  orange: { colorPrimary: '#f97316' },
  emerald: { colorPrimary: '#10b981' },
} as const;
export type PaletteName = keyof typeof PALETTES;
export type ThemeMode = 'dark' | 'light';

// SPEC §9 layering, §8 toast lifetime, §9 skeleton/avatar size, §1 default transition.
export const LAYERS = { modal: 1100, overlay: 1000, menu: 1000, tooltip: 1100 } as const;
export const TOAST_SECONDS = 2;
export const AVATAR_SIZE_REM = '2.5rem';
export const AVATAR_SIZE_PX = 40;
export const TRANSITION = '0.2s';

export const buildThemeConfig = (mode: ThemeMode, palette: PaletteName): ThemeConfig => ({
  algorithm: mode === 'dark' ? antdTheme.darkAlgorithm : antdTheme.defaultAlgorithm,
  token: {
    ...PALETTES[palette],
    // Drawers, dropdowns, popovers and selects stack from this base.
    zIndexPopupBase: LAYERS.overlay,
    motionDurationMid: TRANSITION,
  },
  components: {
    Modal: { zIndexPopupBase: LAYERS.modal },
    Tooltip: { zIndexPopup: LAYERS.tooltip },
    Dropdown: { zIndexPopup: LAYERS.menu },
    Menu: { zIndexPopup: LAYERS.menu },
    Popover: { zIndexPopup: LAYERS.overlay },
    Drawer: { zIndexPopup: LAYERS.overlay },
    // Toasts stay readable above an open modal.
    Message: { zIndexPopup: LAYERS.modal + 10 },
    Notification: { zIndexPopup: LAYERS.modal + 10 },
    Avatar: { containerSize: AVATAR_SIZE_PX },
  },
});
