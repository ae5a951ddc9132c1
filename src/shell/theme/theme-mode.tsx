import { createContext, useCallback, useContext, useEffect, useLayoutEffect, useMemo, useState, type ReactNode } from 'react';
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

// Until the person chooses (the toggle), the page is dark or light as their system is (prefers-color-scheme), and
// follows it when it changes; dark where the system states nothing. Only a choice is stored with the palette.
const LIGHT_SYSTEM = '(prefers-color-scheme: light)';
const systemMode = (fallback: ThemeMode): ThemeMode => {
  if (typeof window === 'undefined' || typeof window.matchMedia !== 'function') return fallback;
  return window.matchMedia(LIGHT_SYSTEM).matches ? 'light' : window.matchMedia('(prefers-color-scheme: dark)').matches ? 'dark' : fallback;
};

type Stored = { mode?: ThemeMode; palette: PaletteName };

/** The stored choice wins over the defaults, so the theme survives a reload. */
const readStored = (defaults: ThemeSettings): Stored => {
  try {
    const stored = JSON.parse(window.localStorage.getItem(THEME_STORAGE_KEY) ?? 'null') as (Partial<ThemeSettings> & { isChosen?: boolean }) | null;
    return {
      // A mode stored before the system's was followed (no `isChosen`) was the old default, not a choice.
      mode: stored?.isChosen && MODES.includes(stored.mode as ThemeMode) ? (stored.mode as ThemeMode) : undefined,
      palette: PALETTE_NAMES.includes(stored?.palette as PaletteName) ? (stored!.palette as PaletteName) : defaults.palette,
    };
  } catch {
    // A hand-edited or foreign value must not break start-up.
    return { palette: defaults.palette };
  }
};

const settingsOf = (stored: Stored, defaults: ThemeSettings): ThemeSettings => ({ mode: stored.mode ?? systemMode(defaults.mode), palette: stored.palette });

/** The theme the page starts in: the stored choice, else the system's, else the portal's default. */
export const storedThemeSettings = (): ThemeSettings => settingsOf(readStored(DEFAULT_SETTINGS), DEFAULT_SETTINGS);

const ThemeModeContext = createContext<ThemeModeValue | null>(null);

export const ThemeModeProvider = ({ children, initial }: { children: ReactNode; initial?: Partial<ThemeSettings> }) => {
  const defaults = { ...DEFAULT_SETTINGS, ...initial };
  const [stored, setStored] = useState<Stored>(() => readStored(defaults));
  const [system, setSystem] = useState<ThemeMode>(() => systemMode(defaults.mode));
  const settings = useMemo<ThemeSettings>(() => ({ mode: stored.mode ?? system, palette: stored.palette }), [stored, system]);

  // Not chosen yet: the system's change (a dark evening schedule) changes the page at once.
  useEffect(() => {
    if (stored.mode || typeof window.matchMedia !== 'function') return undefined;
    const query = window.matchMedia(LIGHT_SYSTEM);
    const follow = () => setSystem(systemMode(defaults.mode));
    query.addEventListener?.('change', follow);
    return () => query.removeEventListener?.('change', follow);
  }, [stored.mode, defaults.mode]);

  // Page-level styles (and SPEC §4) key dark mode on the `app-dark` class of the page.
  useLayoutEffect(() => {
    const isDark = settings.mode === 'dark';
    for (const element of [document.documentElement, document.body]) element.classList.toggle(DARK_CLASS, isDark);
    document.documentElement.style.colorScheme = settings.mode;
  }, [settings]);

  useLayoutEffect(() => {
    window.localStorage.setItem(THEME_STORAGE_KEY, JSON.stringify(stored.mode ? { ...stored, isChosen: true } : stored));
  }, [stored]);

  // The toggle is the person's choice: from then on the system's setting no longer decides.
  const toggleMode = useCallback(
    () => setStored((current) => ({ ...current, mode: (current.mode ?? settings.mode) === 'dark' ? 'light' : 'dark' })),
    [settings.mode],
  );
  const setPalette = useCallback((palette: PaletteName) => setStored((current) => ({ ...current, palette })), []);

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
