import { createContext, useCallback, useContext, useLayoutEffect, useMemo, useState, type ReactNode } from 'react';
import { PALETTES, type PaletteName, type ThemeMode } from './theme-tokens';

export type ThemeSettings = { mode: ThemeMode; palette: PaletteName };

type ThemeModeValue = ThemeSettings & {
  isDark: boolean;
  toggleMode: () => void;
  setPalette: (palette: PaletteName) => void;
};

export const THEME_STORAGE_KEY = 'portal.theme';
export const DARK_CLASS = 'app-dark';
const DEFAULT_SETTINGS: ThemeSettings = { mode: 'dark', palette: 'orange' };

const MODES: readonly ThemeMode[] = ['dark', 'light'];
const PALETTE_NAMES = Object.keys(PALETTES) as PaletteName[];

/** The stored choice wins over the defaults, so the theme survives a reload. */
const readSettings = (defaults: ThemeSettings): ThemeSettings => {
  try {
    const stored = JSON.parse(window.localStorage.getItem(THEME_STORAGE_KEY) ?? 'null') as Partial<ThemeSettings> | null;
    return {
      mode: MODES.includes(stored?.mode as ThemeMode) ? (stored!.mode as ThemeMode) : defaults.mode,
      palette: PALETTE_NAMES.includes(stored?.palette as PaletteName) ? (stored!.palette as PaletteName) : defaults.palette,
    };
  } catch {
    // A hand-edited or foreign value must not break start-up.
    return defaults;
  }
};

/** The theme the page starts in: the stored choice, else the portal's default. */
export const storedThemeSettings = (): ThemeSettings => readSettings(DEFAULT_SETTINGS);

const ThemeModeContext = createContext<ThemeModeValue | null>(null);

export const ThemeModeProvider = ({ children, initial }: { children: ReactNode; initial?: Partial<ThemeSettings> }) => {
  const [settings, setSettings] = useState<ThemeSettings>(() => readSettings({ ...DEFAULT_SETTINGS, ...initial }));

  // Page-level styles (and SPEC §4) key dark mode on the `app-dark` class of the page.
  useLayoutEffect(() => {
    const isDark = settings.mode === 'dark';
    for (const element of [document.documentElement, document.body]) element.classList.toggle(DARK_CLASS, isDark);
    document.documentElement.style.colorScheme = settings.mode;
    window.localStorage.setItem(THEME_STORAGE_KEY, JSON.stringify(settings));
  }, [settings]);

  const toggleMode = useCallback(
    () => setSettings((current) => ({ ...current, mode: current.mode === 'dark' ? 'light' : 'dark' })),
    [],
  );
  const setPalette = useCallback((palette: PaletteName) => setSettings((current) => ({ ...current, palette })), []);

  const value = useMemo(
    () => ({ ...settings, isDark: settings.mode === 'dark', toggleMode, setPalette }),
    [settings, toggleMode, setPalette],
  );
  return <ThemeModeContext.Provider value={value}>{children}</ThemeModeContext.Provider>;
};

export const useThemeMode = (): ThemeModeValue => {
  const value = useContext(ThemeModeContext);
  if (!value) throw new Error('useThemeMode needs a ThemeModeProvider (ShellThemeProvider) above it');
  return value;
};
