import { describe, expect, it } from 'vitest'
import { formatDate, formatLongDate } from './format-date'

describe('formatDate', () => {
  it('formats Unix seconds as Mon DD YYYY in UTC', () => {
    expect(formatDate(1763683200)).toBe('Nov 21 2025')
    expect(formatDate(0)).toBe('Jan 01 1970')
    expect(formatDate(1709164800)).toBe('Feb 29 2024')
  })

  it('pads single-digit days', () => {
    expect(formatDate(Date.UTC(2026, 2, 5) / 1000)).toBe('Mar 05 2026')
  })

  it('accepts numeric strings', () => {
    expect(formatDate('1763683200')).toBe('Nov 21 2025')
  })

  it('shows -- when the value is missing or not a time', () => {
    expect(formatDate(undefined)).toBe('--')
    expect(formatDate(null)).toBe('--')
    expect(formatDate('')).toBe('--')
    expect(formatDate('soon')).toBe('--')
    expect(formatDate(Number.NaN)).toBe('--')
    expect(formatDate(1e20)).toBe('--')
  })
})

describe('formatLongDate', () => {
  it('writes the date the way each language does', () => {
    const t = Date.UTC(2026, 10, 21) / 1000
    expect(formatLongDate(t, 'en-US')).toBe('November 21, 2026')
    expect(formatLongDate(t, 'de')).toBe('21. November 2026')
    expect(formatLongDate(t, 'ja')).toBe('2026年11月21日')
    expect(formatLongDate(t, 'zh-TW')).toBe('2026年11月21日')
  })
})
