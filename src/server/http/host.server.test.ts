import { describe, expect, it } from 'vitest'
import { hasValidPercentEncoding, isOwnHost } from './host.server'

describe('isOwnHost', () => {
  it('accepts the public host on any port, in any case', () => {
    expect(isOwnHost('inkdraft.example', 'https://inkdraft.example')).toBe(true)
    expect(isOwnHost('Inkdraft.Example:8443', 'https://inkdraft.example')).toBe(true)
  })

  it('refuses other names, a missing Host, and look-alikes', () => {
    expect(isOwnHost('evil.example', 'https://inkdraft.example')).toBe(false)
    expect(isOwnHost('inkdraft.example.evil.example', 'https://inkdraft.example')).toBe(false)
    expect(isOwnHost(null, 'https://inkdraft.example')).toBe(false)
    expect(isOwnHost('localhost:3000', 'https://inkdraft.example')).toBe(false)
  })

  it('answers to every loopback name when the site itself is on loopback', () => {
    expect(isOwnHost('127.0.0.1:41234', 'http://localhost:3000')).toBe(true)
    expect(isOwnHost('[::1]:3000', 'http://localhost:3000')).toBe(true)
    expect(isOwnHost('rebind.evil.example:3000', 'http://localhost:3000')).toBe(false)
  })

  it('takes extra names from the configuration', () => {
    expect(isOwnHost('www.inkdraft.example', 'https://inkdraft.example', ['www.inkdraft.example'])).toBe(true)
  })
})

describe('hasValidPercentEncoding', () => {
  it('tells decodable paths from broken ones', () => {
    expect(hasValidPercentEncoding('/de/tattoo-ideas/%E3%83%90%E3%83%A9')).toBe(true)
    expect(hasValidPercentEncoding('/%E0%A4%A')).toBe(false)
    expect(hasValidPercentEncoding('/%')).toBe(false)
  })
})
