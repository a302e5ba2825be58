// @vitest-environment jsdom
import { beforeEach, describe, expect, it, vi } from 'vitest'
import { installChunkErrorReload, isChunkLoadError, reloadForChunkError, importModule } from './chunk-reload'

describe('chunk-load failures', () => {
  beforeEach(() => sessionStorage.clear())

  it('recognises the browsers’ chunk errors and nothing else', () => {
    expect(isChunkLoadError(new TypeError('Failed to fetch dynamically imported module: /assets/a.js'))).toBe(true)
    expect(isChunkLoadError(new TypeError('error loading dynamically imported module'))).toBe(true)
    expect(isChunkLoadError(new TypeError('Importing a module script failed.'))).toBe(true)
    expect(isChunkLoadError(new Error('Unable to preload CSS for /assets/a.css'))).toBe(true)
    expect(isChunkLoadError(new TypeError('Failed to fetch'))).toBe(false)
    expect(isChunkLoadError(new Error('boom'))).toBe(false)
    expect(isChunkLoadError(undefined)).toBe(false)
  })

  it('reloads at most once per 10 seconds', () => {
    let t = 1_000_000
    const reload = vi.fn()
    const guard = { now: () => t, reload }
    expect(reloadForChunkError(guard)).toBe(true)
    t += 9_999
    expect(reloadForChunkError(guard)).toBe(false)
    t += 1
    expect(reloadForChunkError(guard)).toBe(true)
    expect(reload).toHaveBeenCalledTimes(2)
  })

  it('reacts to vite:preloadError and unhandled chunk rejections', () => {
    let t = 0
    const reload = vi.fn()
    const uninstall = installChunkErrorReload({ now: () => (t += 20_000), reload })
    const preload = new Event('vite:preloadError', { cancelable: true })
    window.dispatchEvent(preload)
    expect(reload).toHaveBeenCalledTimes(1)
    expect(preload.defaultPrevented).toBe(true)

    const rejection = new Event('unhandledrejection') as PromiseRejectionEvent
    Object.defineProperty(rejection, 'reason', { value: new TypeError('Failed to fetch dynamically imported module') })
    window.dispatchEvent(rejection)
    expect(reload).toHaveBeenCalledTimes(2)
    uninstall()
    window.dispatchEvent(new Event('vite:preloadError'))
    expect(reload).toHaveBeenCalledTimes(2)
  })

  it('passes a loaded module on, and holds back a module the reload replaced', async () => {
    await expect(importModule(async () => ({ ok: true }))).resolves.toEqual({ ok: true })
    const settled = vi.fn()
    void importModule(async () => undefined).then(settled, settled)
    await new Promise((resolve) => setTimeout(resolve, 20))
    expect(settled).not.toHaveBeenCalled()
  })
})
