import type { Caller } from './caller'

/**
 * The one shape of an operation: who asks, what they ask (already validated), what they get.
 * Services throw AppError with a catalogue code; they never see a Request, Headers or Response.
 * Their adapters (database through repositories, storage, mail…) come from the module's factory.
 */
export type Service<Input, Output, C extends Caller = Caller> = (caller: C, input: Input) => Promise<Output>

/** How a served file may be kept by browsers and proxies. */
export type FileCaching =
  /** Named by its content (a random key that never changes): kept for a year, by anyone. */
  | 'public-immutable'
  /** The same, for its owner only. */
  | 'private-immutable'
  /** Drawn again at each deployment: kept for a day. */
  | 'public-day'
  /** A report read at this moment (an export): never kept. */
  | 'private-no-store'

/**
 * A file a service hands out (an avatar, a design, a sample). The transport answers with its bytes
 * and the headers its caching calls for; files never run as pages (no sniffing, sandboxed).
 */
export class FileResult {
  constructor(
    readonly bytes: Uint8Array,
    readonly contentType: string,
    readonly caching: FileCaching,
  ) {}
}

/** One server-sent event: its name and its JSON data. */
export interface ServerEvent {
  event: string
  data: unknown
}

/**
 * A stream of events a service hands out (a job's progress). The transport answers with
 * `text/event-stream` and stops the stream (aborts `signal`) when the client goes away.
 */
export class EventStream {
  constructor(readonly open: (signal: AbortSignal) => AsyncIterable<ServerEvent>) {}
}
