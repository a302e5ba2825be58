import type { Adapters } from '@/server/adapters.server'
import { AppError } from '@/lib/errors/app-error'
import { createUpload } from './create-upload.server'
import { listUploads } from './list-uploads.server'
import { uploadsRepo } from './uploads.repo.server'

/** The uploads module: every photo and design a user sends, checked by the engine's intake. */
export function uploadsModule({ database, storage, engine }: Pick<Adapters, 'database' | 'storage' | 'engine'>) {
  const repo = uploadsRepo(database.db)
  return {
    createUpload: createUpload({ repo, storage, engine }),
    listUploads: listUploads({ repo }),

    /** The bytes of one of the user's uploads; a missing or foreign one is `field`'s error. */
    async bytesOf(userId: string, uploadId: string, field: string): Promise<Uint8Array> {
      const key = await repo.keyOf(userId, uploadId)
      const file = key ? await storage.get(key) : null
      if (!file) throw AppError.validation({ [field]: 'validation_upload_missing' })
      return file.bytes
    },

    /** Whether the upload is one of the user's. */
    has: async (userId: string, uploadId: string) => (await repo.keyOf(userId, uploadId)) !== undefined,

    /** Whether the file under `key` is one of the user's uploads. */
    owns: (userId: string, key: string) => repo.owns(userId, key),

    /** Every upload file a user has (for account deletion). */
    fileKeysOf: (userId: string) => repo.keysOf(userId),
  }
}

export type UploadsModule = ReturnType<typeof uploadsModule>
