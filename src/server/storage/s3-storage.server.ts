import { DeleteObjectCommand, GetObjectCommand, NoSuchKey, PutObjectCommand, S3Client } from '@aws-sdk/client-s3'
import type { Config } from '../env.server'
import { assertStorageKey, contentTypeOf, type Storage } from './storage.server'

type S3Settings = Extract<Config['storage'], { kind: 's3' }>

/**
 * Any S3-compatible bucket (AWS, Cloudflare R2, MinIO, Backblaze…) through the AWS SDK. With a
 * custom endpoint, objects are addressed by path (`endpoint/bucket/key`), which every
 * S3-compatible server understands; AWS itself is addressed by its virtual-hosted names.
 */
export function s3Storage(settings: S3Settings): Storage {
  const client = new S3Client({
    region: settings.region,
    // Other S3-compatible servers: addressed by path, and checksums only where S3 requires them
    // (several do not accept the SDK's default CRC32 trailers).
    ...(settings.endpoint
      ? {
          endpoint: settings.endpoint,
          forcePathStyle: true,
          requestChecksumCalculation: 'WHEN_REQUIRED' as const,
          responseChecksumValidation: 'WHEN_REQUIRED' as const,
        }
      : {}),
    credentials: { accessKeyId: settings.accessKeyId, secretAccessKey: settings.secretAccessKey },
  })
  const Bucket = settings.bucket
  return {
    async put(key, bytes, contentType) {
      await client.send(new PutObjectCommand({ Bucket, Key: assertStorageKey(key), Body: bytes, ContentType: contentType }))
    },
    async get(key) {
      try {
        const object = await client.send(new GetObjectCommand({ Bucket, Key: assertStorageKey(key) }))
        if (!object.Body) return null
        return { bytes: await object.Body.transformToByteArray(), contentType: object.ContentType ?? contentTypeOf(key) }
      } catch (error) {
        if (error instanceof NoSuchKey || (error as { name?: string }).name === 'NoSuchKey') return null
        throw error
      }
    },
    async delete(key) {
      await client.send(new DeleteObjectCommand({ Bucket, Key: assertStorageKey(key) }))
    },
  }
}
