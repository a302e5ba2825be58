// @vitest-environment jsdom
import { beforeEach, describe, expect, it } from 'vitest'
import { localStore } from './storage'
import { readThemePreference, resolveTheme, saveThemePreference, themeInitScript } from './theme'

function mockSystem(dark: boolean) {
  window.matchMedia = ((query: string) => ({
    matches: query.includes('dark') ? dark : false,
    media: query,
    addEventListener() {},
    removeEventListener() {},
  })) as unknown as typeof window.matchMedia
}

function runInitScript() {
  document.documentElement.removeAttribute('data-theme')
  // eslint-disable-next-line no-new-func
  new Function(themeInitScript)()
  return document.documentElement.getAttribute('data-theme')
}

describe('theme', () => {
  beforeEach(() => {
    localStorage.clear()
    mockSystem(false)
  })

  it('resolves auto from the system and keeps the others', () => {
    expect(resolveTheme('auto', true)).toBe('dark')
    expect(resolveTheme('auto', false)).toBe('light')
    expect(resolveTheme('light', true)).toBe('light')
    expect(resolveTheme('dark', false)).toBe('dark')
    expect(resolveTheme('default', false)).toBe('default')
  })

  it('saves the preference through the storage helper and applies it', () => {
    expect(saveThemePreference('light')).toBe('light')
    expect(localStore.get('theme')).toBe('light')
    expect(document.documentElement.dataset.theme).toBe('light')
    expect(document.documentElement.style.colorScheme).toBe('light')
    expect(readThemePreference()).toBe('light')
  })

  it('falls back to the default palette for missing or foreign values', () => {
    expect(readThemePreference()).toBe('default')
    localStore.set('theme', 'neon')
    expect(readThemePreference()).toBe('default')
  })

  it('the inline first-paint script reads what the helper wrote', () => {
    expect(runInitScript()).toBe('default')
    for (const p of ['light', 'dark', 'default'] as const) {
      saveThemePreference(p)
      expect(runInitScript()).toBe(p)
    }
    saveThemePreference('auto')
    mockSystem(true)
    expect(runInitScript()).toBe('dark')
    expect(document.documentElement.style.colorScheme).toBe('dark')
    mockSystem(false)
    expect(runInitScript()).toBe('light')
  })

  it('the inline script survives corrupt storage', () => {
    localStorage.setItem('inkdraft:theme', '{oops')
    expect(runInitScript()).toBe(null)
    localStorage.setItem('inkdraft:theme', JSON.stringify({ content: 'neon' }))
    expect(runInitScript()).toBe('default')
  })
})
