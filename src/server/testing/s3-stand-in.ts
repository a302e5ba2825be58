import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import S3rver from 's3rver'

/**
 * A local server that speaks the S3 protocol (s3rver), with one empty bucket, for the S3 storage
 * adapter's tests: the same AWS SDK calls production makes, answered on loopback.
 */
export async function startS3StandIn(bucket = 'inkdraft-test') {
  const directory = mkdtempSync(join(tmpdir(), 'inkdraft-s3-'))
  const server = new S3rver({
    address: '127.0.0.1',
    port: 0,
    silent: true,
    directory,
    configureBuckets: [{ name: bucket, configs: [] }],
  })
  const { port } = (await server.run()) as { port: number }
  return {
    settings: {
      kind: 's3' as const,
      endpoint: `http://127.0.0.1:${port}`,
      region: 'us-east-1',
      bucket,
      // s3rver checks signatures with its own fixed key pair.
      accessKeyId: 'S3RVER',
      secretAccessKey: 'S3RVER',
    },
    async stop() {
      await server.close()
      rmSync(directory, { recursive: true, force: true })
    },
  }
}
