import { describe, expect, it } from 'vitest'
import { safeReturnPath } from './guards'

describe('safeReturnPath', () => {
  it('returns paths on this site', () => {
    expect(safeReturnPath('dashboard/history')).toBe('/dashboard/history')
    expect(safeReturnPath('de/affiliate/details?page=2')).toBe('/de/affiliate/details?page=2')
  })
  it('refuses anything that leaves the site', () => {
    for (const bad of [
      '//evil.example',
      '/\\evil.example',
      '\\\\evil.example',
      'https://evil.example/x',
      'javascript:alert(1)',
      '/\r\nLocation:x',
      './/evil.example',
      'a/..//evil.example/x',
      '.%2F/evil.example',
    ]) {
      const path = safeReturnPath(bad)
      // Whatever comes back is a path on this site: resolved against any origin, it stays there.
      if (path !== null) {
        expect(path.startsWith('/') && !path.startsWith('//') && !path.startsWith('/\\'), bad).toBe(true)
        expect(new URL(path, 'https://inkdraft.example').origin, bad).toBe('https://inkdraft.example')
      }
    }
    expect(safeReturnPath('/\r\nLocation:x')).toBeNull()
    // Dot segments that resolve to a second slash: refused, not returned as `//evil.example`.
    expect(safeReturnPath('.//evil.example')).toBeNull()
    expect(safeReturnPath('a/..//evil.example/x')).toBeNull()
    expect(safeReturnPath(undefined)).toBeNull()
    expect(safeReturnPath('')).toBeNull()
  })
})
