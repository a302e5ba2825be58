// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from 'vitest'
import { warmServerFnCallsOnFirstInteraction } from './server-fn-warmup'

const stops: (() => void)[] = []
afterEach(() => stops.splice(0).forEach((stop) => stop()))

describe('the server-function caller fetched ahead of a first call', () => {
  it('is fetched once, on the first press, key or focus, and not before', () => {
    const load = vi.fn(() => Promise.resolve())
    stops.push(warmServerFnCallsOnFirstInteraction(load))
    window.dispatchEvent(new Event('scroll'))
    expect(load).not.toHaveBeenCalled()
    window.dispatchEvent(new KeyboardEvent('keydown', { key: 'Tab' }))
    window.dispatchEvent(new Event('pointerdown'))
    window.dispatchEvent(new FocusEvent('focusin'))
    expect(load).toHaveBeenCalledTimes(1)
  })

  it('is not fetched after the page stops listening, and a failed fetch stays quiet', async () => {
    const load = vi.fn(() => Promise.reject(new Error('offline')))
    const stop = warmServerFnCallsOnFirstInteraction(load)
    stop()
    window.dispatchEvent(new Event('pointerdown'))
    expect(load).not.toHaveBeenCalled()
    stops.push(warmServerFnCallsOnFirstInteraction(load))
    window.dispatchEvent(new Event('pointerdown'))
    await Promise.resolve()
    expect(load).toHaveBeenCalledTimes(1)
  })
})
