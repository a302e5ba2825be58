import { mkdtempSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterAll, beforeAll } from 'vitest'
import { startS3StandIn } from '../testing/s3-stand-in'
import { localStorage } from './local-storage.server'
import { s3Storage } from './s3-storage.server'
import { storageContract } from './storage.contract'
import type { Storage } from './storage.server'

storageContract('local folder', () => localStorage(mkdtempSync(join(tmpdir(), 'inkdraft-files-'))))

let s3: Awaited<ReturnType<typeof startS3StandIn>>
let bucket: Storage
beforeAll(async () => {
  s3 = await startS3StandIn()
  bucket = s3Storage(s3.settings)
})
afterAll(() => s3.stop())
storageContract('S3 (s3rver on loopback)', () => bucket)
