import { describe, expect, it } from 'vitest'
import { minCapHeightMm } from '../lettering/legibility.ts'
import { MIN_LINE_MM } from '../styles.ts'
import { legibleSetting } from './lettering.ts'

describe('legible lettering', () => {
  it('keeps a fine style’s script, lettered at about the needle floor, even small', () => {
    expect(legibleSetting('script', 9, MIN_LINE_MM)).toEqual({ font: 'script', minStrokeMm: MIN_LINE_MM })
    expect(legibleSetting('script', 5, 0.4)).toEqual({ font: 'script', minStrokeMm: 0.4 })
  })

  it('does not letter small script with a traditional 1.2 mm line (the blotted "Homeward Bound")', () => {
    const setting = legibleSetting('script', 4.6, 1.2)
    expect(setting).not.toEqual({ font: 'script', minStrokeMm: 1.2 })
    // Whatever it picks holds its counters at that size.
    expect(minCapHeightMm(setting.font, { minStrokeMm: setting.minStrokeMm, maxGrowth: 1.6 })).toBeLessThanOrEqual(4.6)
  })

  it('keeps the style’s bold line where a sturdy face can carry it, and goes finer only when it must', () => {
    const roomy = legibleSetting('script', 9, 1.2)
    expect(roomy.minStrokeMm).toBe(1.2)
    const tiny = legibleSetting('blackletter', 2.5, 1.2)
    expect(tiny.minStrokeMm).toBeLessThan(1.2)
  })
})
