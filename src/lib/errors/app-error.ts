import { httpStatusOf } from './codes'

/**
 * The one error type of Inkdraft. Services throw it with a catalogue code; REST handlers turn it
 * into the `{code, message, data}` envelope; the browser's API client rebuilds it from that
 * envelope, so every caller inspects the same thing.
 */
export class AppError extends Error {
  override readonly name = 'AppError'
  /** HTTP status of the answer (the catalogue's by default). */
  readonly status: number | undefined
  /** What failed, from the client's point of view: an answer with a code, an HTTP error, or no answer. */
  readonly kind: 'api' | 'http' | 'network'
  /** HTTP status text, kept apart from the message for answers without a code. */
  readonly statusText: string

  constructor(
    /** Catalogue code (`400001`, `401`, …); `0` when the request never got an answer. */
    readonly code: number,
    message: string,
    readonly data: unknown = null,
    options: { status?: number; kind?: AppError['kind']; statusText?: string; cause?: unknown } = {},
  ) {
    super(message, options.cause === undefined ? undefined : { cause: options.cause })
    this.status = options.status ?? (code ? httpStatusOf(code) : undefined)
    this.kind = options.kind ?? 'api'
    this.statusText = options.statusText ?? ''
  }

  /** 400001 with per-field message keys, as API.md prescribes. */
  static validation(fields: Record<string, string>, message = 'Validation failed'): AppError {
    return new AppError(400001, message, { fields })
  }
}

export function isAppError(error: unknown): error is AppError {
  return error instanceof AppError || (error instanceof Error && error.name === 'AppError' && 'code' in error)
}

export interface Envelope<T> {
  code: number
  message: string
  data: T
}

export function isEnvelope(value: unknown): value is Envelope<unknown> {
  return typeof value === 'object' && value !== null && typeof (value as Envelope<unknown>).code === 'number' && 'data' in value
}
