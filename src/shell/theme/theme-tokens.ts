import { theme as antdTheme, type GlobalToken, type ThemeConfig } from 'antd';
import type { PresetColorKey } from 'antd/es/theme/interface';
import { AA_TEXT_CONTRAST, contrast } from './contrast';

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

// Links readable on page, card and popup backgrounds (WCAG AA, 4.5:1). colorLink is a seed: the algorithm
// maps it (dark mode dims it), so these are seeds. antd's default gives #1668dc in dark (3.2:1 on the
// #1f1f1f popups) and #1677ff in light (4.1:1 on white); these give #5c99dc (5.5:1) and #0958d9 (6.2:1).
export const LINK_SEEDS: Record<ThemeMode, { colorLink: string }> = {
  dark: { colorLink: '#69b1ff' },
  light: { colorLink: '#0958d9' },
};

// Secondary captions (statistic titles, description labels, search descriptions): antd's 45 % is 3.4:1
// on white and 4.4:1 on the dark popups (#1f1f1f); 60 % light and 55 % dark clear 4.5:1 on every surface.
const CAPTION_COLORS: Record<ThemeMode, { colorTextTertiary: string; colorTextDescription: string }> = {
  dark: { colorTextTertiary: 'rgba(255, 255, 255, 0.55)', colorTextDescription: 'rgba(255, 255, 255, 0.55)' },
  light: { colorTextTertiary: 'rgba(0, 0, 0, 0.6)', colorTextDescription: 'rgba(0, 0, 0, 0.6)' },
};

// Danger text (a default Delete button, an error message) on the dark page (#141414) and cards: antd's #dc4446
// reads 4.3:1; this seed maps to #dc5e5e, 5.1:1 (4.6:1 on the #1f1f1f popups). In light, antd's #ff4d4f reads
// 3.3:1 as text on white and under a danger button's white label; its red-7, #cf1322, reads 5.6:1 both ways
// (4.5:1 on its hover shade, 4.8:1 on the error background of an alert).
export const ERROR_SEEDS: Record<ThemeMode, { colorError?: string }> = { dark: { colorError: '#ff6b6b' }, light: { colorError: '#cf1322' } };

// "Nothing here" text (an empty table's or list's placeholder, a filter's "Not Found") is information, not a
// disabled control: antd draws it in colorTextDisabled (25 %: 2.2:1 on the dark page, 1.6:1 on white). In
// these two components alone it takes the caption colour, which clears 4.5:1.
const EMPTY_TEXT: Record<ThemeMode, { colorTextDisabled: string }> = {
  dark: { colorTextDisabled: CAPTION_COLORS.dark.colorTextDescription },
  light: { colorTextDisabled: CAPTION_COLORS.light.colorTextDescription },
};

// Coloured tags: antd writes a preset colour's 7th shade on its 1st, and a status tag in colorInfo (processing),
// colorSuccess, … on colorInfoBg, … In dark, purple reads 3.4:1 and processing 3.3:1; in light, gold, lime,
// green and every status but info fall below 4.5:1. Each takes the first shade of its palette from the 7th on
// (lighter in dark, darker in light) that reads 4.5:1 on its fill (tests/unit/theme-contrast.test.ts).
const TAG_PRESET_COLORS = ['blue', 'purple', 'cyan', 'green', 'magenta', 'pink', 'red', 'orange', 'yellow', 'volcano', 'geekblue', 'lime', 'gold'] as const satisfies readonly PresetColorKey[];
const TAG_STATUS_PALETTES = [['Info', 'blue'], ['Success', 'green'], ['Warning', 'gold'], ['Error', 'red']] as const;

/** A palette's shades from the 7th on, darkest last: the candidates for its text. */
const shadesFrom7th = (token: GlobalToken, palette: PresetColorKey) => ([7, 8, 9, 10] as const).map((shade) => token[`${palette}${shade}` as const]);

const readableShade = (token: GlobalToken, palette: PresetColorKey, fill: string) => {
  const shades = shadesFrom7th(token, palette);
  return shades.find((shade) => contrast(shade, fill) >= AA_TEXT_CONTRAST) ?? shades[shades.length - 1];
};

const tagText = (base: ThemeConfig) => {
  const token = antdTheme.getDesignToken(base);
  return {
    ...Object.fromEntries(TAG_PRESET_COLORS.map((color) => [`${color}7`, readableShade(token, color, token[`${color}1`])])),
    ...Object.fromEntries(TAG_STATUS_PALETTES.map(([status, palette]) => [`color${status}`, readableShade(token, palette, token[`color${status}Bg`])])),
  };
};

// Status text (Typography's type="warning" and "success", a form field's warning, an info text) on the page, cards
// and the light layout: antd writes each in its palette's 6th shade, in light #faad14 (1.9:1 on white), #52c41a
// (2.3:1) and #1677ff (4.1:1), in dark blue #1668dc (3.6:1 on #141414). Each takes the first shade from its 7th on
// that reads 4.5:1 on every surface it sits on (gold-9 #874d00 for warnings in light); a readable default stays.
const STATUS_TEXT_PALETTES = [['Warning', 'gold'], ['Success', 'green'], ['Info', 'blue']] as const;

const statusText = (base: ThemeConfig) => {
  const token = antdTheme.getDesignToken(base);
  const surfaces = [token.colorBgContainer, token.colorBgLayout, token.colorBgElevated];
  const readsOnAll = (color: string) => surfaces.every((surface) => contrast(color, surface) >= AA_TEXT_CONTRAST);
  return Object.fromEntries(
    STATUS_TEXT_PALETTES.map(([status, palette]) => {
      const shown = token[`color${status}Text`];
      const shades = shadesFrom7th(token, palette);
      return [`color${status}Text`, readsOnAll(shown) ? shown : (shades.find(readsOnAll) ?? shades[shades.length - 1])];
    }),
  );
};

// The primary as text in the side menu: the selected item (on its tinted background, colorPrimaryBg) and the
// title of the section holding it (on the menu's). The primary itself reads 3.1:1 on the tint in dark and
// 2.8:1 on white in light; these shades of the same hue reach 4.5:1 (WCAG AA) on both.
export const SELECTED_TEXT: Record<PaletteName, Record<ThemeMode, string>> = {
  orange: { dark: '#fb923c', light: '#c2410c' },
  emerald: { dark: '#34d399', light: '#047857' },
};

// The same shades for the primary as text elsewhere: a selected tab (antd: the primary, 2.8:1 on white in light),
// the current page of a pagination, a checked button-style radio. Underlines and borders keep the primary itself.
const selectedTextTokens = (palette: PaletteName, mode: ThemeMode) => {
  const text = SELECTED_TEXT[palette][mode];
  return {
    Tabs: { itemSelectedColor: text, itemActiveColor: text, itemHoverColor: text },
    Pagination: { itemActiveColor: text, itemActiveColorHover: text },
    // Radio reads the primary itself for a checked button's text (and its border, which may darken with it).
    Radio: mode === 'light' ? { colorPrimary: text, colorPrimaryHover: text } : {},
  };
};

// Text on a primary-filled button: black reads 5.8:1 or more on both palettes' primary in both modes (and on
// their hover shade); antd's white reads 2.5–3.6:1 on these light, saturated primaries.
export const TEXT_ON_PRIMARY = '#000000';

// The label of a filled danger button (a confirmation's Delete): antd's white reads 3.6:1 on the dark theme's red
// (#dc5e5e) and 2.5:1 on its hover shade; black reads 5.8:1 and 8.4:1. Light keeps white (5.6:1 on #cf1322).
const TEXT_ON_DANGER: Record<ThemeMode, string> = { dark: TEXT_ON_PRIMARY, light: '#ffffff' };

/** `isMotionReduced`: the person's system prefers reduced motion (reduced-motion.ts): no animations at all. */
export const buildThemeConfig = (mode: ThemeMode, palette: PaletteName, { isMotionReduced = false } = {}): ThemeConfig => {
  const base: ThemeConfig = {
    algorithm: mode === 'dark' ? antdTheme.darkAlgorithm : antdTheme.defaultAlgorithm,
    token: {
      ...PALETTES[palette],
      ...LINK_SEEDS[mode],
      ...CAPTION_COLORS[mode],
      ...ERROR_SEEDS[mode],
      // Drawers, dropdowns, popovers and selects stack from this base.
      zIndexPopupBase: LAYERS.overlay,
      motionDurationMid: TRANSITION,
      motion: !isMotionReduced,
    },
  };
  return {
    ...base,
    token: { ...base.token, ...statusText(base) },
    components: {
      ...selectedTextTokens(palette, mode),
      Modal: { zIndexPopupBase: LAYERS.modal },
      Tooltip: { zIndexPopup: LAYERS.tooltip },
      Dropdown: { zIndexPopup: LAYERS.menu },
      Menu: { zIndexPopup: LAYERS.menu, itemSelectedColor: SELECTED_TEXT[palette][mode], subMenuItemSelectedColor: SELECTED_TEXT[palette][mode] },
      Button: { primaryColor: TEXT_ON_PRIMARY, dangerColor: TEXT_ON_DANGER[mode] },
      Popover: { zIndexPopup: LAYERS.overlay },
      Drawer: { zIndexPopup: LAYERS.overlay },
      // Toasts stay readable above an open modal.
      Message: { zIndexPopup: LAYERS.modal + 10 },
      Notification: { zIndexPopup: LAYERS.modal + 10 },
      Avatar: { containerSize: AVATAR_SIZE_PX },
      Table: EMPTY_TEXT[mode],
      List: EMPTY_TEXT[mode],
      Tag: tagText(base),
    },
  };
};
