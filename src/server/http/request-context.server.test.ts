import { describe, expect, it } from 'vitest'
import { clientIp } from './request-context.server'

const withForwarded = (value: string) => new Request('http://localhost:3000/', { headers: { 'x-forwarded-for': value } })

describe('the client address behind a trusted proxy', () => {
  it('is the entry the proxy appended, whatever the client put before it', () => {
    expect(clientIp(withForwarded('10.8.8.1, 203.0.113.7'), true)).toBe('203.0.113.7')
    expect(clientIp(withForwarded('203.0.113.7'), true)).toBe('203.0.113.7')
  })

  it('is never read from the header without a trusted proxy', () => {
    expect(clientIp(withForwarded('203.0.113.7'), false)).toBe('unknown')
  })
})
