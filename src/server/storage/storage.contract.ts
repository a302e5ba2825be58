import { describe, expect, it } from 'vitest'
import type { Storage } from './storage.server'

const PNG = new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 1, 2, 3])

/** What every storage back-end must do, run against each (storage.server.test.ts). */
export function storageContract(name: string, open: () => Storage) {
  describe(`${name} storage`, () => {
    it('keeps a file under its key and gives back the same bytes with its type', async () => {
      const storage = open()
      await storage.put('uploads/contract-abcdefgh.png', PNG, 'image/png')
      const file = await storage.get('uploads/contract-abcdefgh.png')
      expect(file?.contentType).toBe('image/png')
      expect(new Uint8Array(file!.bytes)).toEqual(PNG)
    })

    it('replaces a file put again under the same key', async () => {
      const storage = open()
      await storage.put('avatars/contract-replace1.webp', new Uint8Array([1]), 'image/webp')
      await storage.put('avatars/contract-replace1.webp', new Uint8Array([2, 2]), 'image/webp')
      expect(new Uint8Array((await storage.get('avatars/contract-replace1.webp'))!.bytes)).toEqual(new Uint8Array([2, 2]))
    })

    it('answers null for a key that holds nothing, and deletes quietly, twice', async () => {
      const storage = open()
      expect(await storage.get('uploads/contract-missing1.jpg')).toBeNull()
      await storage.put('try-on/contract-delete01.jpg', new Uint8Array([7]), 'image/jpeg')
      await storage.delete('try-on/contract-delete01.jpg')
      await storage.delete('try-on/contract-delete01.jpg')
      expect(await storage.get('try-on/contract-delete01.jpg')).toBeNull()
    })

    it('keeps a large file whole', async () => {
      const storage = open()
      const big = new Uint8Array(6 * 1024 * 1024).map((_, i) => i % 251)
      await storage.put('uploads/contract-large001.jpg', big, 'image/jpeg')
      expect(Buffer.compare(Buffer.from((await storage.get('uploads/contract-large001.jpg'))!.bytes), Buffer.from(big))).toBe(0)
    })

    it('refuses keys that are not ours before they reach a path or a bucket', async () => {
      const storage = open()
      for (const key of [
        '../etc/passwd.png',
        'uploads/../../x1234567.png',
        '/uploads/abcdefgh.png',
        'uploads/short.png',
        'uploads/abcdefgh.exe',
      ])
        await expect(storage.put(key, PNG, 'image/png'), key).rejects.toThrow('invalid storage key')
      await expect(storage.get('uploads/../abcdefghij.png')).rejects.toThrow('invalid storage key')
    })
  })
}
