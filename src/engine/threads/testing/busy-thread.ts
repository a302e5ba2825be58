/** A thread for the thread client's tests: holds its thread for `ms` without yielding, as resvg does. */
import { threadId } from 'node:worker_threads'
import { serve } from '../serve.ts'

serve<{ ms: number }, number>(async ({ ms }) => {
  const until = performance.now() + ms
  while (performance.now() < until) {
    // Busy, like a native call that never returns to the event loop.
  }
  return { result: threadId }
})
