import { describe, expect, it } from 'vitest'
import { engineRequest } from './engine-request'

describe('a birth-flower job’s engine request', () => {
  it('carries the lettering’s face through to the engine', () => {
    const request = engineRequest(
      'birth-flower',
      { months: [3, 7], flowers: ['primary', 'secondary'], lettering: 'Ada', font: 'blackletter', locale: 'de' },
      { seed: 5, variations: 2, language: 'de' },
    )
    expect(request).toMatchObject({
      tool: 'birth-flower',
      months: [3, 7],
      flowers: ['primary', 'secondary'],
      lettering: 'Ada',
      font: 'blackletter',
      seed: 5,
      variations: 2,
      language: 'de',
    })
  })

  it('leaves the face to the style when the job names none', () => {
    const request = engineRequest('birth-flower', { months: [1] }, { seed: 1, variations: 1, language: 'en' })
    expect(request).toMatchObject({ tool: 'birth-flower', months: [1] })
    expect((request as { font?: string }).font).toBeUndefined()
  })
})
