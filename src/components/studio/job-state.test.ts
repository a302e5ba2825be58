import { describe, expect, it } from 'vitest'
import type { JobView } from '@/modules/designs'
import { expectedResults, IDLE, isBusy, reduceJob, streamEvent, type JobEvent, type JobState } from './job-state'

const job = (over: Partial<JobView> = {}): JobView => ({
  id: 'job-1',
  tool: 'text',
  status: 'queued',
  lane: 'slow',
  provider: 'builtin',
  params: { prompt: 'a rose' },
  seed: 7,
  variations: 4,
  favorite: false,
  progress: 0,
  step: null,
  position: 2,
  estimated_start: 1_800_000_010,
  error: null,
  error_message: null,
  created_at: 1_800_000_000,
  started_at: null,
  finished_at: null,
  outputs: [],
  ...over,
})

const run = (events: JobEvent[], from: JobState = IDLE) => events.reduce(reduceJob, from)

describe('reduceJob', () => {
  it('walks a job from the request to its results', () => {
    const sending = run([{ type: 'send', variations: 4 }])
    expect(sending).toEqual({ phase: 'sending', variations: 4 })
    expect(isBusy(sending)).toBe(true)
    expect(expectedResults(sending)).toBe(4)

    const queued = reduceJob(sending, { type: 'created', job: job() })
    expect(queued).toMatchObject({ phase: 'queued', position: 2, estimatedStart: 1_800_000_010 })

    const moved = reduceJob(queued, { type: 'queued', id: 'job-1', position: 0, estimated_start: null })
    expect(moved).toMatchObject({ phase: 'queued', position: 0 })

    const running = reduceJob(moved, { type: 'progress', id: 'job-1', fraction: 0.4, step: 'drawing' })
    expect(running).toMatchObject({ phase: 'running', fraction: 0.4, step: 'drawing' })

    const done = job({ status: 'succeeded', progress: 1, outputs: [] })
    const succeeded = reduceJob(running, { type: 'succeeded', job: done })
    expect(succeeded).toEqual({ phase: 'succeeded', job: done })
    expect(isBusy(succeeded)).toBe(false)
  })

  it('keeps a failure reason and its message, and a refused request goes back to idle', () => {
    const failed = run([
      { type: 'created', job: job() },
      { type: 'failed', id: 'job-1', error: 'timeout', error_message: 'It took too long.' },
    ])
    expect(failed).toMatchObject({ phase: 'failed', error: 'timeout', message: 'It took too long.' })
    expect(run([{ type: 'send', variations: 1 }, { type: 'refused' }])).toEqual(IDLE)
  })

  it('ignores events about another job and anything after the end', () => {
    const queued = run([{ type: 'created', job: job() }])
    expect(reduceJob(queued, { type: 'progress', id: 'other', fraction: 0.9, step: 'storing' })).toBe(queued)
    const canceled = reduceJob(queued, { type: 'canceled', id: 'job-1' })
    expect(canceled.phase).toBe('canceled')
    expect(reduceJob(canceled, { type: 'progress', id: 'job-1', fraction: 0.5, step: 'drawing' })).toBe(canceled)
  })

  it('a poll never moves the progress bar back', () => {
    const running = run([
      { type: 'created', job: job() },
      { type: 'progress', id: 'job-1', fraction: 0.6, step: 'tracing' },
    ])
    const polled = reduceJob(running, { type: 'viewed', job: job({ status: 'running', progress: 0.5, step: 'tracing' }) })
    expect(polled).toMatchObject({ phase: 'running', fraction: 0.6 })
    const finished = reduceJob(polled, { type: 'viewed', job: job({ status: 'succeeded', progress: 1 }) })
    expect(finished.phase).toBe('succeeded')
  })
})

describe('streamEvent', () => {
  it('reads each event the stream sends', () => {
    expect(streamEvent('queued', '{"id":"j","position":3,"estimated_start":12}')).toEqual({
      type: 'queued',
      id: 'j',
      position: 3,
      estimated_start: 12,
    })
    expect(streamEvent('progress', '{"id":"j","fraction":0.25,"step":"rendering"}')).toEqual({
      type: 'progress',
      id: 'j',
      fraction: 0.25,
      step: 'rendering',
    })
    expect(streamEvent('failed', '{"id":"j","error":"refused","error_message":"No."}')).toEqual({
      type: 'failed',
      id: 'j',
      error: 'refused',
      error_message: 'No.',
    })
    expect(streamEvent('canceled', '{"id":"j"}')).toEqual({ type: 'canceled', id: 'j' })
    expect(streamEvent('succeeded', JSON.stringify(job({ status: 'succeeded' })))).toMatchObject({
      type: 'succeeded',
      job: { id: 'job-1', status: 'succeeded' },
    })
  })

  it('drops what it cannot read', () => {
    expect(streamEvent('progress', 'not json')).toBeUndefined()
    expect(streamEvent('progress', '{"fraction":0.5}')).toBeUndefined()
    expect(streamEvent('queued', 'null')).toBeUndefined()
  })
})
