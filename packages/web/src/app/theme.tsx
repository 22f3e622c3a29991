import { FluentProvider, webDarkTheme, webLightTheme } from '@fluentui/react-components';
import { DeviceStorage } from '@storykeep/core';
import { createContext, type ReactNode, useCallback, useContext, useMemo, useState } from 'react';
import { useService } from '../shared/container-context.js';

interface ThemeMode {
  dark: boolean;
  toggle(): void;
}

const ThemeModeContext = createContext<ThemeMode | null>(null);

/** Fluent's light or dark theme, as last chosen on this device. */
export function ThemeProvider({ children }: { children: ReactNode }) {
  const storage = useService<DeviceStorage>(DeviceStorage);
  const [dark, setDark] = useState(() => storage.getDarkMode());
  const toggle = useCallback(() => {
    storage.setDarkMode(!dark);
    setDark(!dark);
  }, [storage, dark]);
  const mode = useMemo(() => ({ dark, toggle }), [dark, toggle]);
  return (
    <ThemeModeContext.Provider value={mode}>
      <FluentProvider theme={dark ? webDarkTheme : webLightTheme}>{children}</FluentProvider>
    </ThemeModeContext.Provider>
  );
}

/** Whether the dark theme is on, and a switch for it. */
export function useThemeMode(): ThemeMode {
  const mode = useContext(ThemeModeContext);
  if (!mode) throw new Error('useThemeMode needs a ThemeProvider above it');
  return mode;
}
