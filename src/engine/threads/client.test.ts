import { afterEach, describe, expect, it } from 'vitest'
import { threadClient, threadEntry, type ThreadClient } from './client.ts'

let client: ThreadClient<{ ms: number }, number, never>

function busyClient(threads: number) {
  client = threadClient<{ ms: number }, number>(threadEntry('testing/busy-thread', import.meta.url), {
    name: 'busy',
    threads,
    timeLimit: (request) => ({ ms: 1_500, error: () => new Error(`over time (${request.ms} ms asked)`) }),
  })
  return client
}

afterEach(() => client?.stop())

describe('thread client time limit', () => {
  it('terminates a call over its limit, replaces the thread, and runs the call waiting behind it', async () => {
    const busy = busyClient(1)
    const first = await busy.call({ ms: 1 }) // the thread's start is not what the limit is about
    const started = performance.now()
    const [hostile, innocent] = await Promise.allSettled([busy.call({ ms: 60_000 }), busy.call({ ms: 1 })])
    expect(hostile).toMatchObject({ status: 'rejected', reason: { message: 'over time (60000 ms asked)' } })
    // The call that waited behind it was not failed with it: it ran on a fresh thread.
    expect(innocent.status).toBe('fulfilled')
    const second = (innocent as PromiseFulfilledResult<number>).value
    expect(second).not.toBe(first)
    expect(performance.now() - started).toBeLessThan(20_000)
    // And the client goes on working.
    expect(await busy.call({ ms: 1 })).toBe(second)
  })

  it('keeps the other threads of a pool and their calls when one is cut off', async () => {
    const busy = busyClient(2)
    const [hostile, long] = await Promise.allSettled([busy.call({ ms: 60_000 }), busy.call({ ms: 800 })])
    expect(hostile.status).toBe('rejected')
    expect(long.status).toBe('fulfilled')
  })
})
