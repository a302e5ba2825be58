import { localStore, storageKey } from './storage'

/**
 * `default` is Inkdraft's own studio palette (ink black, bone, vermilion); `dark` is a neutral
 * charcoal for people who want a quieter dark mode; `light` is paper; `auto` follows the system
 * between light and dark. See docs/decisions/0004-themes.md.
 */
export const THEME_PREFERENCES = ['default', 'light', 'dark', 'auto'] as const
export type ThemePreference = (typeof THEME_PREFERENCES)[number]
export type ResolvedTheme = Exclude<ThemePreference, 'auto'>

export const THEME_STORAGE_NAME = 'theme'
const DARK_QUERY = '(prefers-color-scheme: dark)'

export function isThemePreference(value: unknown): value is ThemePreference {
  return typeof value === 'string' && (THEME_PREFERENCES as readonly string[]).includes(value)
}

export function resolveTheme(preference: ThemePreference, systemDark: boolean): ResolvedTheme {
  if (preference === 'auto') return systemDark ? 'dark' : 'light'
  return preference
}

/** Colour scheme for form controls, scrollbars and third-party widgets. */
export function colorScheme(theme: ResolvedTheme): 'light' | 'dark' {
  return theme === 'light' ? 'light' : 'dark'
}

export function readThemePreference(): ThemePreference {
  const stored = localStore.get<string>(THEME_STORAGE_NAME)
  return isThemePreference(stored) ? stored : 'default'
}

export function systemPrefersDark(): boolean {
  return typeof window !== 'undefined' && !!window.matchMedia?.(DARK_QUERY).matches
}

export function applyTheme(theme: ResolvedTheme, root: HTMLElement = document.documentElement): void {
  root.dataset.theme = theme
  root.style.colorScheme = colorScheme(theme)
}

export function saveThemePreference(preference: ThemePreference): ResolvedTheme {
  localStore.set(THEME_STORAGE_NAME, preference)
  const resolved = resolveTheme(preference, systemPrefersDark())
  applyTheme(resolved)
  return resolved
}

/** Calls back when the system switches between light and dark. */
export function onSystemThemeChange(callback: (dark: boolean) => void): () => void {
  if (typeof window === 'undefined' || !window.matchMedia) return () => {}
  const media = window.matchMedia(DARK_QUERY)
  const listener = (event: MediaQueryListEvent) => callback(event.matches)
  media.addEventListener('change', listener)
  return () => media.removeEventListener('change', listener)
}

/**
 * Inlined in <head> so the stored theme is on <html> before the first paint (no flash). It must
 * not import anything, so it repeats the storage format by hand; a test keeps the two in step.
 */
export const themeInitScript = `(function(){try{var p='default',r=localStorage.getItem(${JSON.stringify(
  storageKey(THEME_STORAGE_NAME),
)});if(r){var e=JSON.parse(r);if(e&&${JSON.stringify(THEME_PREFERENCES)}.indexOf(e.content)>=0)p=e.content}var t=p==='auto'?(window.matchMedia&&matchMedia(${JSON.stringify(
  DARK_QUERY,
)}).matches?'dark':'light'):p;var d=document.documentElement;d.setAttribute('data-theme',t);d.style.colorScheme=t==='light'?'light':'dark'}catch(_){}})()`
