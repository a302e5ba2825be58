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
  it("a subscriber's month runs from the subscription's period start, whatever the calendar says", () => {
    const anchor = at('2026-11-15T09:30:00Z')
    expect(periodStart('month', at('2026-11-20T00:00:00Z'), anchor)).toBe(anchor)
    expect(periodResetsAt('month', at('2026-11-20T00:00:00Z'), anchor)).toBe(at('2026-12-15T09:30:00Z'))
    expect(periodStart('month', at('2026-12-15T09:29:59Z'), anchor)).toBe(anchor)
    expect(periodStart('month', at('2026-12-15T09:30:00Z'), anchor)).toBe(at('2026-12-15T09:30:00Z'))
    // A yearly plan's anchor a year back still gives monthly allowances.
    expect(periodStart('month', at('2027-03-01T00:00:00Z'), anchor)).toBe(at('2027-02-15T09:30:00Z'))
    // The day count is only for months: days stay calendar days.
    expect(periodStart('day', at('2026-11-20T12:00:00Z'), anchor)).toBe(at('2026-11-20T00:00:00Z'))
  })
  it('an anchor on the 31st falls on the last day of shorter months', () => {
    const anchor = at('2027-01-31T10:00:00Z')
    expect(periodStart('month', at('2027-03-05T00:00:00Z'), anchor)).toBe(at('2027-02-28T10:00:00Z'))
    expect(periodResetsAt('month', at('2027-03-05T00:00:00Z'), anchor)).toBe(at('2027-03-31T10:00:00Z'))
    expect(periodStart('month', at('2027-02-27T00:00:00Z'), anchor)).toBe(anchor)
  })
  it('an anchor in the future (a clock out of step) falls back to calendar months', () => {
    expect(periodStart('month', at('2026-11-20T00:00:00Z'), at('2026-12-01T00:00:00Z'))).toBe(at('2026-11-01T00:00:00Z'))
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
