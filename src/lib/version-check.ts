import { VERSION_CHECK_INTERVAL_MS } from './constants'

export interface BuildInfo {
  build_id: string
  built_at: number
}

export interface VersionCheckOptions {
  currentBuildId: string
  onNewVersion: (latest: BuildInfo) => void
  interval?: number
  fetchLatest?: () => Promise<BuildInfo>
}

export async function fetchLatestBuild(): Promise<BuildInfo> {
  // A query string defeats any cache between us and the origin; the file must be fresh to be useful.
  const response = await fetch(`/version.json?t=${Date.now()}`, { cache: 'no-store', credentials: 'omit' })
  if (!response.ok) throw new Error(`version.json answered ${response.status}`)
  return (await response.json()) as BuildInfo
}

/**
 * Asks for /version.json every hour, and when a hidden tab comes back after more than an hour
 * (browsers throttle timers in background tabs). Announces each newer build once.
 */
export function startVersionCheck(options: VersionCheckOptions): () => void {
  const interval = options.interval ?? VERSION_CHECK_INTERVAL_MS
  const fetchLatest = options.fetchLatest ?? fetchLatestBuild
  let lastCheck = Date.now()
  let announced = options.currentBuildId
  let stopped = false

  const check = async () => {
    lastCheck = Date.now()
    try {
      const latest = await fetchLatest()
      if (stopped || !latest?.build_id || latest.build_id === announced) return
      announced = latest.build_id
      options.onNewVersion(latest)
    } catch {
      // offline or mid-deployment: the next tick tries again
    }
  }

  const timer = setInterval(check, interval)
  const onVisible = () => {
    if (document.visibilityState === 'visible' && Date.now() - lastCheck >= interval) void check()
  }
  document.addEventListener('visibilitychange', onVisible)
  return () => {
    stopped = true
    clearInterval(timer)
    document.removeEventListener('visibilitychange', onVisible)
  }
}
