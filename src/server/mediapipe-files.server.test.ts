import { describe, expect, it } from 'vitest'
import { mediapipeFile } from './mediapipe-files.server'

describe('MediaPipe files', () => {
  it('answers 404 for names of Object.prototype, not a 500 from reading a file that is not there', async () => {
    for (const name of ['constructor', '__proto__', 'toString', 'hasOwnProperty'])
      expect((await mediapipeFile(name)).status, name).toBe(404)
  })
})
