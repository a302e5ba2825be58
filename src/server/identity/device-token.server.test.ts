import { describe, expect, it } from 'vitest'
import { TEST_SECRET } from '../testing/fake-app'
import { DEVICE_TOKEN_SECONDS, deviceTokens } from './device-token.server'

const devices = deviceTokens(TEST_SECRET)
const NOW = 1_800_000_000

describe('device tokens', () => {
  it('name the device for the address they were issued for, in any letter case, and a new device each time', () => {
    const token = devices.issue('Ana@Example.com', NOW)
    expect(token).toMatch(/^[\w.-]+$/)
    expect(token).not.toContain('ana')
    const device = devices.verify(token, 'ana@example.com', NOW)
    expect(device).toMatch(/^[\w-]{22}$/)
    expect(devices.verify(devices.issue('ana@example.com', NOW), 'ana@example.com', NOW)).not.toBe(device)
  })

  it('count for nothing for another address', () => {
    expect(devices.verify(devices.issue('ana@example.com', NOW), 'bo@example.com', NOW)).toBeNull()
  })

  it('are refused when edited, signed with another secret, or not one of ours', () => {
    const token = devices.issue('ana@example.com', NOW)
    const [account, nonce, issued, mac] = token.split('.') as [string, string, string, string]
    const flip = (part: string) => `${part[0] === 'A' ? 'B' : 'A'}${part.slice(1)}`
    for (const edited of [
      [account, flip(nonce), issued, mac],
      [account, nonce, (NOW - 1).toString(36), mac],
      [account, nonce, issued, flip(mac)],
      [flip(account), nonce, issued, mac],
    ])
      expect(devices.verify(edited.join('.'), 'ana@example.com', NOW)).toBeNull()
    const foreign = deviceTokens('another-secret-of-more-than-thirty-two-chars').issue('ana@example.com', NOW)
    expect(devices.verify(foreign, 'ana@example.com', NOW)).toBeNull()
    for (const junk of [undefined, '', 'x', `${token}.x`, token.replaceAll('.', '-')])
      expect(devices.verify(junk, 'ana@example.com', NOW)).toBeNull()
  })

  it('expire a year after they were issued, and are not accepted from the future', () => {
    const token = devices.issue('ana@example.com', NOW)
    expect(devices.verify(token, 'ana@example.com', NOW + DEVICE_TOKEN_SECONDS)).not.toBeNull()
    expect(devices.verify(token, 'ana@example.com', NOW + DEVICE_TOKEN_SECONDS + 1)).toBeNull()
    expect(devices.verify(token, 'ana@example.com', NOW - 1)).toBeNull()
  })
})
