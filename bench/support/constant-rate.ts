import http from 'node:http'
import { percentile } from './stats.ts'

export interface ConstantRateResult {
  requests: number
  requests_per_s: number
  p50_ms: number
  p90_ms: number
  p99_ms: number
  max_ms: number
  non_2xx: number
  errors: number
}

/**
 * An open-loop load generator (the wrk2 idea): requests leave on a fixed schedule whether or not
 * earlier ones have answered, and each latency counts from the moment its request was due, so a
 * stalled server shows up in the percentiles instead of slowing the load down. autocannon's own
 * rate mode sends each second's requests in a burst at the start of the second, which measures
 * its bursts rather than the server.
 */
export async function constantRate(options: {
  url: string
  headers?: Record<string, string>
  rate: number
  seconds: number
  maxSockets?: number
}): Promise<ConstantRateResult> {
  const agent = new http.Agent({ keepAlive: true, maxSockets: options.maxSockets ?? 64 })
  const interval = 1000 / options.rate
  const total = Math.round(options.rate * options.seconds)
  const latencies: number[] = []
  let non2xx = 0
  let errors = 0
  let sent = 0
  const start = performance.now()

  await new Promise<void>((resolve) => {
    let finished = 0
    const done = () => {
      if (++finished === total) resolve()
    }
    const tick = () => {
      const now = performance.now()
      while (sent < total && start + sent * interval <= now) {
        const due = start + sent * interval
        sent++
        const request = http.get(options.url, { agent, headers: options.headers }, (response) => {
          response.resume()
          response.on('end', () => {
            latencies.push(performance.now() - due)
            if ((response.statusCode ?? 0) >= 300) non2xx++
            done()
          })
        })
        request.on('error', () => {
          errors++
          done()
        })
      }
      if (sent < total) setTimeout(tick, Math.max(0, start + sent * interval - performance.now()))
    }
    tick()
  })
  const elapsed = (performance.now() - start) / 1000
  agent.destroy()

  latencies.sort((a, b) => a - b)
  const at = (q: number) => percentile(latencies, q)
  return {
    requests: total,
    requests_per_s: Math.round(total / elapsed),
    p50_ms: at(0.5),
    p90_ms: at(0.9),
    p99_ms: at(0.99),
    max_ms: Math.round(latencies.at(-1)! * 10) / 10,
    non_2xx: non2xx,
    errors,
  }
}
