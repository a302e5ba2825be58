import { describe, expect, it } from 'vitest'
import { attachedPage } from './attached-page'

const ORIGIN = 'https://inkdraft.example'

describe('the page a feedback message is about', () => {
  it('takes the link’s `from`, a path on this site', () => {
    expect(attachedPage('/ja/dashboard/text-to-tattoo?style=fine', '', ORIGIN)).toBe('/ja/dashboard/text-to-tattoo?style=fine')
    expect(attachedPage('/', `${ORIGIN}/gallery`, ORIGIN)).toBe('/')
  })

  it('falls back to the referrer when it is this site, keeping only its path and query', () => {
    expect(attachedPage(undefined, `${ORIGIN}/de/dashboard/history?page=2#top`, ORIGIN)).toBe('/de/dashboard/history?page=2')
    expect(attachedPage('https://evil.example/', `${ORIGIN}/pricing`, ORIGIN)).toBe('/pricing')
  })

  it('attaches nothing for another site, a malformed address, or the feedback page itself', () => {
    expect(attachedPage(undefined, 'https://elsewhere.example/page', ORIGIN)).toBeNull()
    expect(attachedPage('//evil.example', 'not a url', ORIGIN)).toBeNull()
    expect(attachedPage('/dashboard/feedback', `${ORIGIN}/ja/dashboard/feedback?from=/x`, ORIGIN)).toBeNull()
    expect(attachedPage(`/${'a'.repeat(600)}`, '', ORIGIN)).toBeNull()
  })
})
