import { describe, expect, it } from 'vitest'
import { dayEnd, dayStart, parseRecordSearch, parseSettlementSearch, recordFilterOf } from './search'

describe('record search params', () => {
  it('keeps a type, days and a page; drops what does not fit instead of failing the page', () => {
    expect(parseRecordSearch({ type: 'signup', from: '2026-11-01', to: '2026-11-10', page: 2 })).toEqual({
      type: 'signup',
      from: '2026-11-01',
      to: '2026-11-10',
      page: 2,
    })
    expect(parseRecordSearch({ type: 'refund', from: '2026-02-30', to: 'yesterday', page: -1 })).toEqual({
      type: undefined,
      from: undefined,
      to: undefined,
      page: undefined,
    })
  })

  it('reads days as whole UTC days, "to" included', () => {
    expect(dayStart('2026-11-01')).toBe(Date.UTC(2026, 10, 1) / 1000)
    expect(dayEnd('2026-11-01')).toBe(Date.UTC(2026, 10, 2) / 1000 - 1)
    expect(dayStart(undefined)).toBeUndefined()
  })

  it('turns a range given backwards around, and starts at page 1', () => {
    expect(recordFilterOf({ from: '2026-11-10', to: '2026-11-01' })).toEqual({
      type: undefined,
      from: Date.UTC(2026, 10, 1) / 1000,
      to: Date.UTC(2026, 10, 11) / 1000 - 1,
      page: 1,
    })
  })
})

describe('settlement search params', () => {
  it('keeps each list’s own status and page', () => {
    expect(parseSettlementSearch({ settlement_status: 'failed', commission_status: 'paid', commission_page: 3 })).toEqual({
      settlement_status: 'failed',
      settlement_page: undefined,
      commission_status: 'paid',
      commission_page: 3,
    })
    expect(parseSettlementSearch({ settlement_status: 'lost' }).settlement_status).toBeUndefined()
  })
})
