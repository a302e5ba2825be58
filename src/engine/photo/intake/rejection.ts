/** At most 20 MB and 40 megapixels, whatever the format (issue 5). */
export const MAX_UPLOAD_BYTES = 20 * 1024 * 1024
export const MAX_UPLOAD_PIXELS = 40_000_000

/**
 * Why an upload was refused. Each has its own localized message in the web app
 * (`upload_rejected_<reason>`) and its own line on the command line.
 */
export type RejectReason =
  | 'empty' // no bytes at all
  | 'size' // over MAX_UPLOAD_BYTES
  | 'type' // not a JPEG, PNG, WebP, HEIC/HEIF or SVG, whatever the name says
  | 'pixels' // over MAX_UPLOAD_PIXELS (decompression bombs), read from the header
  | 'truncated' // the file stops before the image does
  | 'corrupt' // the header is an image's, the data is not
  | 'polyglot' // an image that is also a web page, a script or an archive
  | 'unsafe_svg' // an SVG with scripts, event handlers, foreignObject, entities or outside references

export class UploadRejected extends Error {
  override readonly name = 'UploadRejected'
  readonly reason: RejectReason
  /** What exactly was wrong, for logs and the command line (users see the reason's message). */
  readonly detail: string
  constructor(reason: RejectReason, detail: string) {
    super(`upload rejected (${reason}): ${detail}`)
    this.reason = reason
    this.detail = detail
  }
}

/**
 * Whether `error` is an UploadRejected, also one from another copy of this module (the web server
 * loads the engine's own build, whose classes are not the server bundle's).
 */
export function isUploadRejected(error: unknown): error is UploadRejected {
  return error instanceof Error && error.name === 'UploadRejected' && typeof (error as UploadRejected).reason === 'string'
}
