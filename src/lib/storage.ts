import { PROJECT_NAME } from './constants'

export type StorageArea = 'local' | 'session'
export type StoredDataType = 'string' | 'number' | 'boolean' | 'object' | 'array' | 'null'

/** What is written under a key: the seed's stored entry. */
export interface StoredEntry<T = unknown> {
  name: string
  content: T
  type: StorageArea
  dataType: StoredDataType
  /** Milliseconds since the epoch when the entry was written. */
  timestamp: number
  /** Optional lifetime in milliseconds, fixed when the entry was written. */
  ttl?: number
}

export const storageKey = (name: string) => `${PROJECT_NAME}:${name}`

function dataTypeOf(value: unknown): StoredDataType {
  if (value === null || value === undefined) return 'null'
  if (Array.isArray(value)) return 'array'
  const t = typeof value
  return t === 'string' || t === 'number' || t === 'boolean' ? t : 'object'
}

/** An expired value reads back as the empty value of its type. */
export function emptyValueOf(dataType: StoredDataType): unknown {
  switch (dataType) {
    case 'string':
      return ''
    case 'boolean':
      return false
    case 'object':
      return {}
    case 'array':
      return []
    default:
      return null
  }
}

function area(type: StorageArea): Storage | undefined {
  if (typeof window === 'undefined') return undefined
  try {
    return type === 'local' ? window.localStorage : window.sessionStorage
  } catch {
    return undefined // storage disabled (privacy mode, sandboxed iframe)
  }
}

export interface ReadOptions {
  /** Treat entries older than this many milliseconds as expired. */
  maxAge?: number
  now?: number
}

export interface WriteOptions {
  /** Lifetime in milliseconds. */
  ttl?: number
  now?: number
}

export function createStorage(type: StorageArea) {
  return {
    set<T>(name: string, content: T, options: WriteOptions = {}): void {
      const store = area(type)
      if (!store) return
      const entry: StoredEntry<T> = {
        name,
        content,
        type,
        dataType: dataTypeOf(content),
        timestamp: options.now ?? Date.now(),
        ...(options.ttl !== undefined ? { ttl: options.ttl } : {}),
      }
      try {
        store.setItem(storageKey(name), JSON.stringify(entry))
      } catch {
        // quota exceeded: the value is a cache, losing it is acceptable
      }
    },

    /**
     * The stored value; `null` when absent or unreadable, and the typed empty value
     * ('' · false · {} · [] · null) when it has expired.
     */
    get<T>(name: string, options: ReadOptions = {}): T | null {
      const store = area(type)
      const raw = store?.getItem(storageKey(name))
      if (!store || raw == null) return null
      let entry: StoredEntry<T>
      try {
        entry = JSON.parse(raw) as StoredEntry<T>
      } catch {
        store.removeItem(storageKey(name))
        return null
      }
      if (!entry || typeof entry !== 'object' || !('content' in entry)) return null
      const age = (options.now ?? Date.now()) - entry.timestamp
      const limits = [entry.ttl, options.maxAge].filter((n): n is number => typeof n === 'number')
      if (limits.some((limit) => age > limit)) {
        store.removeItem(storageKey(name))
        return emptyValueOf(entry.dataType) as T
      }
      return entry.content
    },

    remove(name: string): void {
      area(type)?.removeItem(storageKey(name))
    },

    /** Removes this project's keys only; other apps on the origin keep theirs. */
    clear(): void {
      const store = area(type)
      if (!store) return
      const prefix = storageKey('')
      const keys: string[] = []
      for (let i = 0; i < store.length; i++) {
        const key = store.key(i)
        if (key?.startsWith(prefix)) keys.push(key)
      }
      for (const key of keys) store.removeItem(key)
    },
  }
}

export const localStore = createStorage('local')
export const sessionStore = createStorage('session')
