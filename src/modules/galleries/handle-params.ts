import { notFound } from '@tanstack/react-router'
import { isHandle } from './handle'

/** `params.parse` for gallery routes: every listed parameter must be a well-formed handle, or 404. */
export function parseHandles<K extends string>(...keys: K[]) {
  return (raw: Record<K, string>): Record<K, string> => {
    for (const key of keys) if (!isHandle(raw[key])) throw notFound()
    return raw
  }
}
