/** The client-side view of a failed call: the catalogue code when the server sent one. */
export class ApiError extends Error {
  override readonly name = 'ApiError'
  constructor(
    message: string,
    /** Catalogue code (`400001`, `401`, …); `0` when the request never got an answer. */
    readonly code: number,
    readonly status: number | undefined,
    readonly data: unknown = undefined,
    /** The kind of failure, which decides the generic toast. */
    readonly kind: 'api' | 'http' | 'network' = 'api',
    /** The HTTP status text, kept apart from the message for answers without a code. */
    readonly statusText = '',
  ) {
    super(message)
  }
}

export interface Envelope<T> {
  code: number
  message: string
  data: T
}

export function isEnvelope(value: unknown): value is Envelope<unknown> {
  return (
    typeof value === 'object' &&
    value !== null &&
    typeof (value as Envelope<unknown>).code === 'number' &&
    'data' in value
  )
}
