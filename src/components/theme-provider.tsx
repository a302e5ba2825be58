import { createContext, useCallback, useContext, useEffect, useMemo, useState, type ReactNode } from 'react'
import {
  applyTheme,
  onSystemThemeChange,
  readThemePreference,
  resolveTheme,
  saveThemePreference,
  systemPrefersDark,
  type ResolvedTheme,
  type ThemePreference,
} from '@/lib/theme'

interface ThemeState {
  preference: ThemePreference
  resolved: ResolvedTheme
  setPreference: (preference: ThemePreference) => void
}

const ThemeContext = createContext<ThemeState | null>(null)

/**
 * Holds the theme after hydration. The first paint is already right (the inline script in
 * <head>); this keeps React in step and follows the system while the preference is `auto`.
 */
export function ThemeProvider({ children }: { children: ReactNode }) {
  const [preference, setPreferenceState] = useState<ThemePreference>('default')
  const [systemDark, setSystemDark] = useState(false)

  useEffect(() => {
    setPreferenceState(readThemePreference())
    setSystemDark(systemPrefersDark())
    return onSystemThemeChange(setSystemDark)
  }, [])

  const resolved = resolveTheme(preference, systemDark)
  useEffect(() => {
    if (preference === 'auto') applyTheme(resolved)
  }, [preference, resolved])

  const setPreference = useCallback((next: ThemePreference) => {
    saveThemePreference(next)
    setPreferenceState(next)
  }, [])

  const value = useMemo(() => ({ preference, resolved, setPreference }), [preference, resolved, setPreference])
  return <ThemeContext.Provider value={value}>{children}</ThemeContext.Provider>
}

export function useTheme(): ThemeState {
  const state = useContext(ThemeContext)
  if (!state) throw new Error('useTheme needs a ThemeProvider')
  return state
}
