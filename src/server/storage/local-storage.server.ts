import { mkdir, readFile, rm, writeFile } from 'node:fs/promises'
import { dirname, join } from 'node:path'
import { assertStorageKey, contentTypeOf, type Storage } from './storage.server'

/** The embedded default: one file per key under DATA_DIR/files. */
export function localStorage(root: string): Storage {
  const path = (key: string) => join(root, assertStorageKey(key))
  return {
    async put(key, bytes) {
      await mkdir(dirname(path(key)), { recursive: true })
      await writeFile(path(key), bytes)
    },
    async get(key) {
      try {
        return { bytes: await readFile(path(key)), contentType: contentTypeOf(key) }
      } catch (error) {
        if ((error as NodeJS.ErrnoException).code === 'ENOENT') return null
        throw error
      }
    },
    async delete(key) {
      await rm(path(key), { force: true })
    },
  }
}
