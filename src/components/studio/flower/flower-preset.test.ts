import * as v from 'valibot'
import { describe, expect, it } from 'vitest'
import { CreateDesignSchema } from '@/modules/designs'
import {
  chosenMonths,
  flowerPreset,
  initialValues,
  letteringProblem,
  monthsProblem,
  presetFromParams,
  seedProblem,
  sizeProblem,
  toRequest,
} from './flower-preset'
import { validateFlowerSearch } from './flower-search'

const JOB = '0b8c5f7e-3a8e-4c52-9a53-7c1e6f0f2d11'

describe('the birth-flower page search params', () => {
  it('reads a gallery link flat, as the router hands it over', () => {
    const search = validateFlowerSearch({
      months: '3,7',
      flowers: 'primary,secondary',
      layout: 'wreath',
      style: 'botanical',
      lettering: 2024,
      font: 'script',
      placement: 'shoulder',
      size_mm: 140,
      variations: 2,
      seed: 42,
    })
    expect(flowerPreset(search)).toEqual({
      months: [
        { month: 3, flower: 'primary' },
        { month: 7, flower: 'secondary' },
      ],
      layout: 'wreath',
      style: 'botanical',
      lettering: '2024',
      font: 'script',
      placement: 'shoulder',
      size_mm: 140,
      variations: 2,
      seed: 42,
    })
  })

  it('drops what does not fit instead of failing the page', () => {
    const search = validateFlowerSearch({ from: 'nope', months: 9, layout: 'spiral', size_mm: 9000, seed: -1, variations: 5 })
    expect(search).toEqual({ months: 9 })
    expect(flowerPreset(validateFlowerSearch({ months: 'x,13,0' }))).toBeUndefined()
    expect(flowerPreset(validateFlowerSearch({}))).toBeUndefined()
  })

  it('lays the link over the job it starts from', () => {
    const job = presetFromParams(
      { months: [1, 5], flowers: ['secondary', 'primary'], layout: 'band', lettering: 'Ida', size_mm: 150, paper: 'a4' },
      { seed: 9, variations: 3 },
    )
    const search = validateFlowerSearch({ from: JOB, size_mm: 190 })
    expect(search.from).toBe(JOB)
    expect(flowerPreset(search, job)).toEqual({
      months: [
        { month: 1, flower: 'secondary' },
        { month: 5, flower: 'primary' },
      ],
      layout: 'band',
      lettering: 'Ida',
      size_mm: 190,
      seed: 9,
      variations: 3,
    })
  })
})

describe('months', () => {
  it('keeps each month once, in the order chosen, at most six', () => {
    expect(chosenMonths([7, 3, 7, 12, 1, 2, 4, 5], ['s', 'secondary']).map((c) => `${c.month}${c.flower[0]}`)).toEqual([
      '7s',
      '3s',
      '12p',
      '1p',
      '2p',
      '4p',
    ])
  })

  it('asks for one to six', () => {
    expect(monthsProblem([])).toBe('months_required')
    expect(monthsProblem(chosenMonths([1]))).toBeUndefined()
    expect(monthsProblem([1, 2, 3, 4, 5, 6, 7].map((month) => ({ month, flower: 'primary' })))).toBe('months_too_many')
  })
})

describe('the request', () => {
  it('sends what was chosen and a request the API takes', () => {
    const values = {
      ...initialValues(flowerPreset(validateFlowerSearch({ months: '3,9,11', flowers: 'primary,primary,secondary' })), 4),
      lettering: '  Mia · Leo · 2019  ',
      font: 'serif' as const,
      variations: 4,
      seed: '77',
      size_mm: '180',
    }
    const request = toRequest(values)
    expect(request).toEqual({
      tool: 'birth-flower',
      params: {
        months: [3, 9, 11],
        flowers: ['primary', 'primary', 'secondary'],
        layout: 'bouquet',
        style: 'fine-line',
        lettering: 'Mia · Leo · 2019',
        font: 'serif',
        size_mm: 180,
      },
      variations: 4,
      seed: 77,
    })
    expect(v.safeParse(CreateDesignSchema, request).success).toBe(true)
  })

  it('leaves out a font without lettering, and the engine’s own choices', () => {
    const values = { ...initialValues({ months: chosenMonths([6]), font: 'script' }, 1), variations: 1 }
    expect(toRequest(values)).toEqual({
      tool: 'birth-flower',
      params: { months: [6], flowers: ['primary'], layout: 'bouquet', style: 'fine-line' },
      variations: 1,
    })
  })

  it('starts within the rank’s variations', () => {
    expect(initialValues({ variations: 4 }, 2).variations).toBe(2)
    expect(initialValues(undefined, 0).variations).toBe(1)
  })

  it('checks the free-text fields', () => {
    expect(sizeProblem('')).toBeUndefined()
    expect(sizeProblem('140')).toBeUndefined()
    expect(sizeProblem('5')).toBe('size_range')
    expect(sizeProblem('abc')).toBe('size_range')
    expect(seedProblem('12')).toBeUndefined()
    expect(seedProblem('1.5')).toBe('seed_range')
    expect(seedProblem(String(2 ** 31))).toBe('seed_range')
    expect(letteringProblem('a'.repeat(80))).toBeUndefined()
    expect(letteringProblem('a'.repeat(81))).toBe('lettering_long')
  })
})
