/** Gallery handles and themes: lowercase words joined by single hyphens, at most 80 characters. */
export const HANDLE_PATTERN = /^[a-z0-9]+(?:-[a-z0-9]+)*$/

export function isHandle(value: string): boolean {
  return value.length <= 80 && HANDLE_PATTERN.test(value)
}

/** A readable name from a handle until the gallery has its own text: `small-wrist` → `Small wrist`. */
export function nameFromHandle(handle: string): string {
  const words = handle.split('-').join(' ')
  return words.charAt(0).toUpperCase() + words.slice(1)
}
