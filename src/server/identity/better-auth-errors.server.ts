import { APIError } from 'better-auth/api'

/** Better Auth's machine-readable error code (`INVALID_EMAIL_OR_PASSWORD`…), if it is one of its errors. */
export function betterAuthCode(error: unknown): string | undefined {
  if (!(error instanceof APIError)) return undefined
  const body = error.body as { code?: string } | undefined
  return body?.code
}
