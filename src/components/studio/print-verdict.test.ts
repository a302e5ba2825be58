import { describe, expect, it } from 'vitest'
import { judgePrint, printFixes } from './print-verdict'

describe('judgePrint', () => {
  it('passes a design whose lines, gaps and lettering are all at or over the limits', () => {
    expect(judgePrint({ line_mm: 0.3, gap_mm: 0.5, cap_mm: 5 }, 80, 'text')).toEqual({
      problems: [],
      fixSizeMm: null,
      sizeFixes: true,
    })
    expect(judgePrint({ line_mm: 0.6, gap_mm: null, cap_mm: null }, 80, 'text').problems).toEqual([])
  })

  it('names each problem and the smallest size that passes them all, rounded up', () => {
    // gap 0.3 → ×5/3, cap 4 → ×1.25: the gap decides; 90 × 5/3 = 150.
    const verdict = judgePrint({ line_mm: 0.35, gap_mm: 0.3, cap_mm: 4 }, 90, 'text')
    expect(verdict.problems).toEqual(['gap', 'cap'])
    expect(verdict.fixSizeMm).toBe(150)
    expect(verdict.sizeFixes).toBe(true)
  })

  it('rounds up to a whole millimetre without float noise', () => {
    expect(judgePrint({ line_mm: 0.15, gap_mm: null, cap_mm: null }, 100, 'text').fixSizeMm).toBe(200)
    expect(judgePrint({ line_mm: 0.29, gap_mm: null, cap_mm: null }, 100, 'text').fixSizeMm).toBe(104)
  })

  it('stays within the tool sizes and says when even the largest is not enough', () => {
    const verdict = judgePrint({ line_mm: 0.3, gap_mm: 0.1, cap_mm: null }, 200, 'birth-flower')
    expect(verdict.fixSizeMm).toBe(600)
    expect(verdict.sizeFixes).toBe(false)
  })
})

describe('printFixes', () => {
  const verdict = (problems: ('line' | 'gap' | 'cap')[], fixSizeMm: number | null = 120) => ({
    problems,
    fixSizeMm,
    sizeFixes: true,
  })

  it('offers a larger size, a bolder style for thin lines and a sparser one for narrow gaps', () => {
    const fixes = printFixes(verdict(['line', 'gap']), { tool: 'text', params: { prompt: 'a rose', style: 'fine-line' } })
    expect(fixes).toEqual([
      { kind: 'size', search: { size_mm: 120 } },
      { kind: 'bolder', search: { style: 'traditional' } },
      { kind: 'detail', search: { style: 'minimalist' } },
    ])
  })

  it('offers no bolder style to a style that is already bold', () => {
    const fixes = printFixes(verdict(['line']), { tool: 'birth-flower', params: { months: [5], style: 'blackwork' } })
    expect(fixes.map((f) => f.kind)).toEqual(['size'])
  })

  it('lettering too small is fixed by size alone', () => {
    expect(printFixes(verdict(['cap']), { tool: 'text', params: { prompt: '"Mia"' } })).toEqual([
      { kind: 'size', search: { size_mm: 120 } },
    ])
  })

  it('for a photo: heavier lines and one detail level less', () => {
    const params = { upload_id: '00000000-0000-4000-8000-000000000000', line_weight_mm: 0.8, detail: 4 }
    expect(printFixes(verdict(['line', 'gap'], null), { tool: 'photo', params })).toEqual([
      { kind: 'bolder', search: { line_weight_mm: 1.2 } },
      { kind: 'detail', search: { detail: 3 } },
    ])
    const least = { upload_id: params.upload_id, line_weight_mm: 4, detail: 1 }
    expect(printFixes(verdict(['line', 'gap'], null), { tool: 'photo', params: least })).toEqual([])
  })
})
