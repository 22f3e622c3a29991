import { FluentProvider, type Theme, webLightTheme } from '@fluentui/react-components';
import type { DeviceStorage } from '@storykeep/core';
import { createContext, type ReactNode, use, useCallback, useContext, useEffect, useMemo, useState } from 'react';
import { tracked } from '../shared/tracked-promise.js';

interface ThemeMode {
  dark: boolean;
  toggle(): void;
}

const ThemeModeContext = createContext<ThemeMode | null>(null);

let darkTheme: Promise<Theme> | undefined;
/** Fluent's dark theme, imported once on first need; the start-up asks for it early when it was chosen. */
export function loadDarkTheme(): Promise<Theme> {
  darkTheme ??= tracked(import('./dark-theme.js').then((m) => m.webDarkTheme));
  return darkTheme;
}

/**
 * Fluent's light or dark theme, as last chosen on this device (read from device storage, which the shell has before
 * the container loads). Until the dark theme's chunk is in, the app waits rather than flashing light.
 */
export function ThemeProvider({ storage, children }: { storage: DeviceStorage; children: ReactNode }) {
  const [dark, setDark] = useState(() => storage.getDarkMode());
  const toggle = useCallback(() => {
    storage.setDarkMode(!dark);
    setDark(!dark);
  }, [storage, dark]);
  const mode = useMemo(() => ({ dark, toggle }), [dark, toggle]);
  const theme = dark ? use(loadDarkTheme()) : webLightTheme;
  useEffect(() => followTheme(theme.colorNeutralBackground1, dark), [theme, dark]);
  return (
    <ThemeModeContext.Provider value={mode}>
      <FluentProvider theme={theme}>{children}</FluentProvider>
    </ThemeModeContext.Provider>
  );
}

/** Whether the dark theme is on, and a switch for it. */
export function useThemeMode(): ThemeMode {
  const mode = useContext(ThemeModeContext);
  if (!mode) throw new Error('useThemeMode needs a ThemeProvider above it');
  return mode;
}

/**
 * The page behind the app (body margins, overscroll, the strip under a short page) takes the theme's background, and
 * the browser draws scroll bars and form controls for the same scheme, so the dark theme shows no light frame.
 */
function followTheme(background: string, dark: boolean): void {
  const { documentElement: html, body } = document;
  html.style.colorScheme = dark ? 'dark' : 'light';
  html.style.backgroundColor = background;
  body.style.backgroundColor = background;
  body.style.margin = '0';
}
