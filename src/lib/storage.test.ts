// @vitest-environment jsdom
import { beforeEach, describe, expect, it } from 'vitest'
import { localStore, sessionStore, storageKey } from './storage'

describe('storage helper', () => {
  beforeEach(() => {
    localStorage.clear()
    sessionStorage.clear()
  })

  it('prefixes keys with the project name and stores the seed entry shape', () => {
    localStore.set('theme', 'dark', { now: 1000 })
    const raw = JSON.parse(localStorage.getItem('inkdraft:theme')!)
    expect(storageKey('theme')).toBe('inkdraft:theme')
    expect(raw).toEqual({ name: 'theme', content: 'dark', type: 'local', dataType: 'string', timestamp: 1000 })
  })

  it('round-trips values of every type', () => {
    localStore.set('s', 'x')
    localStore.set('n', 42)
    localStore.set('b', true)
    localStore.set('o', { a: 1 })
    localStore.set('a', [1, 2])
    expect(localStore.get('s')).toBe('x')
    expect(localStore.get('n')).toBe(42)
    expect(localStore.get('b')).toBe(true)
    expect(localStore.get('o')).toEqual({ a: 1 })
    expect(localStore.get('a')).toEqual([1, 2])
    expect(localStore.get('missing')).toBeNull()
  })

  it('returns the typed empty value once a ttl has passed, and forgets the entry', () => {
    const t0 = 1_000_000
    localStore.set('s', 'x', { ttl: 100, now: t0 })
    localStore.set('b', true, { ttl: 100, now: t0 })
    localStore.set('o', { a: 1 }, { ttl: 100, now: t0 })
    localStore.set('a', [1], { ttl: 100, now: t0 })
    localStore.set('n', 5, { ttl: 100, now: t0 })
    expect(localStore.get('s', { now: t0 + 100 })).toBe('x')
    expect(localStore.get('s', { now: t0 + 101 })).toBe('')
    expect(localStore.get('b', { now: t0 + 101 })).toBe(false)
    expect(localStore.get('o', { now: t0 + 101 })).toEqual({})
    expect(localStore.get('a', { now: t0 + 101 })).toEqual([])
    expect(localStore.get('n', { now: t0 + 101 })).toBeNull()
    expect(localStorage.getItem('inkdraft:s')).toBeNull()
  })

  it('honours a maximum age given when reading', () => {
    localStore.set('s', 'x', { now: 0 })
    expect(localStore.get('s', { maxAge: 50, now: 40 })).toBe('x')
    expect(localStore.get('s', { maxAge: 50, now: 60 })).toBe('')
  })

  it('keeps session and local areas apart', () => {
    sessionStore.set('k', 'session')
    localStore.set('k', 'local')
    expect(sessionStore.get('k')).toBe('session')
    expect(JSON.parse(sessionStorage.getItem('inkdraft:k')!).type).toBe('session')
  })

  it('clears only its own keys and survives corrupt entries', () => {
    localStorage.setItem('other-app', '1')
    localStorage.setItem('inkdraft:bad', '{not json')
    localStore.set('mine', 1)
    expect(localStore.get('bad')).toBeNull()
    localStore.clear()
    expect(localStorage.getItem('other-app')).toBe('1')
    expect(localStorage.getItem('inkdraft:mine')).toBeNull()
  })
})
