// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { startVersionCheck } from './version-check'

describe('startVersionCheck', () => {
  beforeEach(() => vi.useFakeTimers())
  afterEach(() => vi.useRealTimers())

  it('checks every hour and announces a newer build once', async () => {
    let latest = 'a'
    const fetchLatest = vi.fn(async () => ({ build_id: latest, built_at: 0 }))
    const onNewVersion = vi.fn()
    const stop = startVersionCheck({ currentBuildId: 'a', fetchLatest, onNewVersion })

    await vi.advanceTimersByTimeAsync(3_599_999)
    expect(fetchLatest).not.toHaveBeenCalled()
    await vi.advanceTimersByTimeAsync(1)
    expect(fetchLatest).toHaveBeenCalledTimes(1)
    expect(onNewVersion).not.toHaveBeenCalled()

    latest = 'b'
    await vi.advanceTimersByTimeAsync(3_600_000)
    expect(onNewVersion).toHaveBeenCalledExactlyOnceWith({ build_id: 'b', built_at: 0 })
    await vi.advanceTimersByTimeAsync(3_600_000)
    expect(onNewVersion).toHaveBeenCalledTimes(1)
    stop()
  })

  it('ignores failures and stops when asked', async () => {
    const fetchLatest = vi.fn(async () => {
      throw new Error('offline')
    })
    const onNewVersion = vi.fn()
    const stop = startVersionCheck({ currentBuildId: 'a', fetchLatest, onNewVersion })
    await vi.advanceTimersByTimeAsync(3_600_000)
    expect(fetchLatest).toHaveBeenCalledTimes(1)
    stop()
    await vi.advanceTimersByTimeAsync(10 * 3_600_000)
    expect(fetchLatest).toHaveBeenCalledTimes(1)
  })

  it('checks when a tab that slept for over an hour becomes visible', async () => {
    const fetchLatest = vi.fn(async () => ({ build_id: 'b', built_at: 0 }))
    const onNewVersion = vi.fn()
    const stop = startVersionCheck({ currentBuildId: 'a', fetchLatest, onNewVersion, interval: 1000 })
    vi.setSystemTime(Date.now() + 5000) // the clock moved but timers were throttled
    document.dispatchEvent(new Event('visibilitychange'))
    await vi.advanceTimersByTimeAsync(0)
    expect(onNewVersion).toHaveBeenCalledTimes(1)
    stop()
  })
})
