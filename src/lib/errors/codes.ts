/** The error catalogue of API.md: numeric codes and the HTTP status each answers with. */
export const ErrorCode = {
  OK: 200,
  VALIDATION: 400001,
  NOT_ACTIVATED: 400002,
  BAD_CREDENTIALS: 400016,
  EMAIL_TAKEN: 400047,
  QUOTA_EXHAUSTED: 400102,
  PERMISSION_MISSING: 400103,
  TOKEN_INVALID: 400201,
  UPLOAD_REJECTED: 400301,
  AFFILIATE_CODE_UNKNOWN: 400401,
  AFFILIATE_NOT_APPROVED: 400402,
  AFFILIATE_STATE: 400403,
  BAD_REQUEST: 400,
  UNAUTHORIZED: 401,
  FORBIDDEN: 403,
  NOT_FOUND: 404,
  METHOD_NOT_ALLOWED: 405,
  PAYLOAD_TOO_LARGE: 413,
  UNSUPPORTED_MEDIA_TYPE: 415,
  MISDIRECTED: 421,
  TOO_FAST: 429,
  INTERNAL: 500,
  UNAVAILABLE: 503,
} as const

const STATUS: Record<number, number> = {
  [ErrorCode.VALIDATION]: 400,
  [ErrorCode.NOT_ACTIVATED]: 403,
  [ErrorCode.BAD_CREDENTIALS]: 401,
  [ErrorCode.EMAIL_TAKEN]: 409,
  [ErrorCode.QUOTA_EXHAUSTED]: 403,
  [ErrorCode.PERMISSION_MISSING]: 403,
  [ErrorCode.TOKEN_INVALID]: 400,
  [ErrorCode.UPLOAD_REJECTED]: 415,
  [ErrorCode.AFFILIATE_CODE_UNKNOWN]: 400,
  [ErrorCode.AFFILIATE_NOT_APPROVED]: 403,
  [ErrorCode.AFFILIATE_STATE]: 409,
}

/** The HTTP status for a catalogue code; plain HTTP codes map to themselves. */
export function httpStatusOf(code: number): number {
  if (STATUS[code]) return STATUS[code]
  if (code >= 400 && code < 600) return code
  return 500
}

/** The message of the seed's rate limit, which paid ranks never see as a toast. */
export const REQUEST_TOO_FAST = 'request too fast'
