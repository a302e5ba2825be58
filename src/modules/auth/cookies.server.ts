/** Set-Cookie headers from one Headers into another, one by one (never comma-joined). */
export function appendSetCookies(target: Headers, source: Headers | undefined | null): Headers {
  for (const cookie of source?.getSetCookie() ?? []) target.append('set-cookie', cookie)
  return target
}

/** The result of an operation that also changes the browser's cookies. */
export interface WithCookies<T> {
  data: T
  setCookies: Headers
}
