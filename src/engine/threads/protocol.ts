/** Messages between a thread client and the thread it serves: a call ends with one `done` or `failed`. */
export type ToThread<Req> = { type: 'call'; id: number; request: Req } | { type: 'cancel'; id: number }

export type FromThread<Res, Ev> =
  /** The thread has loaded and answers from now on (its start is no call's time). */
  | { type: 'ready' }
  | { type: 'event'; id: number; event: Ev }
  | { type: 'done'; id: number; result: Res }
  | { type: 'failed'; id: number; error: ThreadError }

/** An error as it crosses the thread boundary; `field` marks a request the engine cannot work from. */
export interface ThreadError {
  name: string
  message: string
  field?: string
  /** An upload's rejection reason (UploadRejected). */
  reason?: string
}
