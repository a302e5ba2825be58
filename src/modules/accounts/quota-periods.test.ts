import { describe, expect, it } from 'vitest'
import { periodResetsAt, periodStart } from './quota-periods'
import { isPaidRank } from './user-info'

const at = (iso: string) => Date.parse(iso) / 1000

describe('quota periods', () => {
  it('a day runs from UTC midnight to the next', () => {
    expect(periodStart('day', at('2026-11-21T23:59:59Z'))).toBe(at('2026-11-21T00:00:00Z'))
    expect(periodResetsAt('day', at('2026-11-21T00:00:00Z'))).toBe(at('2026-11-22T00:00:00Z'))
  })
  it('a month runs from the first to the first, across years and short months', () => {
    expect(periodStart('month', at('2026-02-28T12:00:00Z'))).toBe(at('2026-02-01T00:00:00Z'))
    expect(periodResetsAt('month', at('2026-02-28T12:00:00Z'))).toBe(at('2026-03-01T00:00:00Z'))
    expect(periodResetsAt('month', at('2026-12-31T23:00:00Z'))).toBe(at('2027-01-01T00:00:00Z'))
  })
})

describe('paid ranks', () => {
  it('anything but FREE is paid, case-insensitively', () => {
    expect(isPaidRank('FREE')).toBe(false)
    expect(isPaidRank('free')).toBe(false)
    expect(isPaidRank(' Free ')).toBe(false)
    expect(isPaidRank('PRO')).toBe(true)
    expect(isPaidRank('studio')).toBe(true)
    expect(isPaidRank(undefined)).toBe(false)
  })
})
