import { useQueryClient } from '@tanstack/react-query'
import { useCallback, useEffect, useReducer, useRef } from 'react'
import { API_BASE } from '@/lib/constants'
import { USER_INFO_KEY } from '@/modules/auth/client/session'
import type { JobView } from '@/modules/designs'
import { cancelJobFn, createDesignFn, rerunDesignFn, viewJobFn } from '@/modules/designs/designs.functions'
import { HISTORY_KEY } from './history-key'
import { IDLE, isFinal, reduceJob, STREAM_EVENTS, streamEvent, type JobEvent, type JobState } from './job-state'
import type { ToolRequest } from './tool-form'

export type Lane = 'priority' | 'slow'

/** How often the fallback asks for the job while the stream is unavailable. */
const POLL_MS = 1000
/** A failing poll waits longer each time, up to this: an offline tab must not toast every second. */
const MAX_POLL_MS = 30_000

/**
 * A studio job from request to result: sends it, follows it over server-sent events (falling back
 * to asking for the job every second when the stream breaks or is refused), cancels it. One request
 * at a time: a second click while one is being sent does nothing. The user info (quota numbers)
 * is refreshed when a job is queued and when it ends.
 */
export function useDesignJob() {
  const [state, dispatchRaw] = useReducer(reduceJob, IDLE)
  const stateRef = useRef<JobState>(IDLE)
  const queryClient = useQueryClient()
  const sending = useRef(false)
  /** Stops whatever follows the current job (stream or polling). */
  const stopFollowing = useRef<() => void>(() => {})

  const dispatch = useCallback((event: JobEvent) => {
    stateRef.current = reduceJob(stateRef.current, event)
    dispatchRaw(event)
  }, [])

  const refreshQuota = useCallback(() => void queryClient.invalidateQueries({ queryKey: USER_INFO_KEY }), [queryClient])

  const settled = useCallback(() => {
    if (!isFinal(stateRef.current)) return false
    stopFollowing.current()
    refreshQuota()
    const job = 'job' in stateRef.current ? stateRef.current.job : null
    if (job) void queryClient.invalidateQueries({ queryKey: HISTORY_KEY })
    return true
  }, [queryClient, refreshQuota])

  const poll = useCallback(
    (id: string) => {
      let timer: ReturnType<typeof setTimeout> | undefined
      let stopped = false
      let wait = POLL_MS
      const look = async () => {
        try {
          const job = await viewJobFn({ data: { id } })
          if (stopped) return
          dispatch({ type: 'viewed', job })
          wait = POLL_MS
          if (settled()) return
        } catch {
          // The error catalogue has said why; ask again, less often.
          wait = Math.min(wait * 2, MAX_POLL_MS)
        }
        if (!stopped) timer = setTimeout(look, wait)
      }
      timer = setTimeout(look, POLL_MS)
      stopFollowing.current = () => {
        stopped = true
        clearTimeout(timer)
      }
    },
    [dispatch, settled],
  )

  const follow = useCallback(
    (job: JobView) => {
      stopFollowing.current()
      dispatch({ type: 'created', job })
      if (settled()) return
      if (typeof EventSource === 'undefined') return poll(job.id)
      const source = new EventSource(`${API_BASE}/designs/jobs/${job.id}/events`)
      stopFollowing.current = () => source.close()
      for (const name of STREAM_EVENTS)
        source.addEventListener(name, (e) => {
          const event = streamEvent(name, (e as MessageEvent<string>).data)
          if (event) dispatch(event)
          settled()
        })
      // Refused (429: too many streams), broken, or ended early: the job is asked for instead.
      source.addEventListener('error', () => {
        source.close()
        if (!isFinal(stateRef.current)) poll(job.id)
      })
    },
    [dispatch, poll, settled],
  )

  const start = useCallback(
    async (variations: number, send: () => Promise<JobView>) => {
      if (sending.current || (!isFinal(stateRef.current) && stateRef.current.phase !== 'idle')) return
      sending.current = true
      stopFollowing.current()
      dispatch({ type: 'send', variations })
      try {
        const job = await send()
        follow(job)
      } catch {
        // Toasted by the error catalogue (a spent quota among them); the numbers may have changed.
        dispatch({ type: 'refused' })
      } finally {
        sending.current = false
        refreshQuota()
      }
    },
    [dispatch, follow, refreshQuota],
  )

  const submit = useCallback(
    (request: ToolRequest & { lane?: Lane }) => start(request.variations, () => createDesignFn({ data: request })),
    [start],
  )

  /** The same request again; with `variations`, new seeds ("make variations"). */
  const rerun = useCallback(
    (id: string, variations?: number) => start(variations ?? 1, () => rerunDesignFn({ data: { id, variations } })),
    [start],
  )

  /** A failed job once more, as it was asked (same seed): the failure gave its credit back. */
  const retry = useCallback((job: JobView) => start(job.variations, () => rerunDesignFn({ data: { id: job.id } })), [start])

  const cancel = useCallback(async () => {
    const current = stateRef.current
    if (current.phase !== 'queued' && current.phase !== 'running') return
    try {
      dispatch({ type: 'viewed', job: await cancelJobFn({ data: { id: current.job.id } }) })
      settled()
    } catch {
      // Toasted; the job goes on and is still followed.
    }
  }, [dispatch, settled])

  const reset = useCallback(() => {
    stopFollowing.current()
    dispatch({ type: 'reset' })
  }, [dispatch])

  useEffect(() => () => stopFollowing.current(), [])

  return { state, submit, rerun, retry, cancel, follow, reset }
}

export type DesignJob = ReturnType<typeof useDesignJob>
