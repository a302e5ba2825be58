import { describe, expect, it } from 'vitest'
import { initialValues, mergePresets, presetFromJob, presetFromSearch, toRequest } from './text-preset'
import { parseTextSearch } from './text-search'

const JOB = '7f1c2d3e-4b5a-4c6d-8e9f-0a1b2c3d4e5f'

describe('the text tool’s presets', () => {
  it('reads a gallery link’s flat params, dropping what is not valid one by one', () => {
    const search = parseTextSearch({
      from: JOB,
      prompt: 'koi and lotus',
      style: 'japanese',
      colour: 'purple',
      placement: 'back',
      size_mm: 320,
      variations: 9,
      seed: 42,
    })
    expect(search.from).toBe(JOB)
    expect(presetFromSearch(search)).toEqual({
      prompt: 'koi and lotus',
      style: 'japanese',
      placement: 'back',
      size_mm: 320,
      seed: 42,
    })
  })

  it('takes a number the router parsed as the prompt, and cuts what is too long', () => {
    expect(parseTextSearch({ prompt: 1962 }).prompt).toBe('1962')
    expect(parseTextSearch({ prompt: 'x'.repeat(600) }).prompt).toHaveLength(500)
    expect(parseTextSearch({ from: 'not-a-job' })).toEqual({})
  })

  it('turns a text job into a preset and lets the link’s own params win', () => {
    const job = presetFromJob({
      tool: 'text',
      params: { prompt: 'wolf', style: 'sketch', font: 'serif', locale: 'ja' },
      seed: 5,
      variations: 3,
    })
    expect(job).toEqual({ prompt: 'wolf', style: 'sketch', font: 'serif', seed: 5, variations: 3 })
    expect(presetFromJob({ tool: 'photo', params: { upload_id: JOB } })).toEqual({})
    expect(mergePresets(job, { size_mm: 200 })).toMatchObject({ prompt: 'wolf', size_mm: 200 })
    expect(mergePresets(undefined, undefined)).toBeUndefined()
  })
})

describe('the form’s values and its request', () => {
  it('starts from the preset within the rank’s variations', () => {
    expect(initialValues({ prompt: 'rose', variations: 4 }, 2)).toMatchObject({
      prompt: 'rose',
      variations: 2,
      style: '',
      seed: '',
    })
    expect(initialValues(undefined, 4).variations).toBe(4)
    expect(initialValues({ seed: 0 }, 1).seed).toBe('0')
  })

  it('sends only what was chosen', () => {
    const values = { ...initialValues(undefined, 4), prompt: '  a wolf  ', variations: 3 }
    expect(toRequest(values)).toEqual({ tool: 'text', variations: 3, params: { prompt: 'a wolf' } })
    expect(
      toRequest({
        ...values,
        style: 'dotwork',
        colour: 'bw',
        placement: 'ankle',
        sizeMm: 60,
        seed: '7',
        lettering: ' Mia ',
        font: 'script',
      }),
    ).toEqual({
      tool: 'text',
      variations: 3,
      seed: 7,
      params: {
        prompt: 'a wolf',
        style: 'dotwork',
        colour: 'bw',
        placement: 'ankle',
        size_mm: 60,
        lettering: 'Mia',
        font: 'script',
      },
    })
  })
})
