import { describe, expect, it } from 'vitest'
import type { JobView } from '@/modules/designs'
import { jobTitle, longSide, monthsText, paramRows, printSize } from './job-summary'

const job = (over: Partial<JobView>): JobView => ({
  id: '00000000-0000-4000-8000-000000000001',
  tool: 'text',
  status: 'succeeded',
  lane: 'slow',
  provider: 'builtin',
  params: { prompt: 'a swallow carrying a rose' },
  seed: 42,
  variations: 2,
  favorite: false,
  progress: 1,
  step: null,
  position: null,
  estimated_start: null,
  error: null,
  error_message: null,
  created_at: 1_764_000_000,
  started_at: 1_764_000_002,
  finished_at: 1_764_000_005,
  outputs: [],
  ...over,
})

const time = (unix: number) => `t${unix}`
const rowsOf = (j: JobView) => Object.fromEntries(paramRows(j, 'en', time).map((r) => [r.id, r.value]))

describe('a job in words', () => {
  it('gives print sizes in centimetres and inches', () => {
    expect(printSize(160, 80, 'en')).toBe('16 × 8 cm (6.3 × 3.1 in)')
    // Numbers follow the page's language (the words, the message catalogue's: English here).
    expect(printSize(160, 80, 'de')).toBe('16 × 8 cm (6,3 × 3,1 in)')
    expect(longSide(254, 'en')).toBe('25.4 cm (10 in) on the long side')
  })

  it('names each month with the flower chosen for it, primary by default', () => {
    expect(monthsText([1, 6], ['primary', 'secondary'], 'en')).toBe('January: Carnation and June: Honeysuckle')
    expect(monthsText([12], undefined, 'en')).toBe('December: Narcissus')
    expect(monthsText([1, 6], undefined, 'ja')).toMatch(/^1月: .+、6月: .+$/)
  })

  it('titles a job by what the user asked for', () => {
    expect(jobTitle(job({}), 'en')).toBe('a swallow carrying a rose')
    expect(jobTitle(job({ tool: 'birth-flower', params: { months: [3] } }), 'en')).toBe('March: Daffodil')
    expect(jobTitle(job({ tool: 'photo', params: { upload_id: 'x', treatment: 'dotwork' } as JobView['params'] }), 'en')).toBe(
      'Dotwork',
    )
  })

  it('lists a text job’s settings, taking the size from its first picture', () => {
    const rows = rowsOf(
      job({
        params: { prompt: 'koi', style: 'japanese', colour: 'color', placement: 'forearm', size_mm: 160, mirror_stencil: true },
        lane: 'priority',
        outputs: [
          {
            index: 1,
            width: 800,
            height: 1600,
            width_mm: 80,
            height_mm: 160,
            image_url: '/a',
            svg_url: null,
            stencil_url: null,
            pdf_url: null,
            print: null,
          },
        ],
      }),
    )
    expect(rows).toEqual({
      tool: 'Text to tattoo',
      prompt: 'koi',
      style: 'Japanese-inspired',
      colour: 'Colour',
      placement: 'Forearm',
      size: '8 × 16 cm (3.1 × 6.3 in)',
      mirror: 'Yes',
      seed: '42',
      variations: '2',
      lane: 'Priority',
      created: 't1764000000',
      started: 't1764000002',
      finished: 't1764000005',
    })
  })

  it('lists a photo job’s treatment and levels, and why a job failed; a try-on has no drawing settings', () => {
    const photo = rowsOf(
      job({
        tool: 'photo',
        status: 'failed',
        error: 'timeout',
        error_message: 'Too slow',
        finished_at: null,
        params: {
          upload_id: 'u',
          treatment: 'line-art',
          detail: 4,
          line_weight_mm: 0.8,
          invert: false,
          size_mm: 120,
        } as JobView['params'],
      }),
    )
    expect(photo).toMatchObject({
      treatment: 'Line art',
      detail: '4 of 5',
      line_weight: '0.8 mm',
      invert: 'No',
      failure: 'Too slow',
    })
    expect(photo.size).toBe('12 cm (4.7 in) on the long side')
    expect(photo.finished).toBeUndefined()

    const tryOn = rowsOf(job({ tool: 'try-on', params: {} as JobView['params'], seed: null }))
    expect(Object.keys(tryOn)).toEqual(['tool', 'created', 'started', 'finished'])
  })
})
