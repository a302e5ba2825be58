import { describe, expect, it } from 'vitest'
import { imagePrompt } from './image-prompt.ts'
import { PLACEMENT_IDS, PLACEMENTS } from './placements.ts'

describe('imagePrompt: a design request as a neural image service reads it', () => {
  it('names the subject in English, whatever language it was asked in, and asks for no text', () => {
    const p = imagePrompt({ tool: 'text', prompt: '月に吠える狼', language: 'ja' })
    expect(p.concepts).toEqual(['moon', 'wolf'])
    expect(p.prompt).toContain('tattoo design of moon and wolf')
    expect(p.prompt).toContain('tattoo flash, clean line work')
    expect(p.prompt).toContain('white background')
    expect(p.prompt).toContain('no text')
    expect(p.negativePrompt).toContain('letters')
    expect(p.lettering).toEqual([])
  })

  it('asks for the quoted lettering, spelled as written, instead of "no text"', () => {
    const p = imagePrompt({ tool: 'text', prompt: 'a rose with "Amor fati"' })
    expect(p.lettering).toEqual(['Amor fati'])
    expect(p.prompt).toContain('"Amor fati"')
    expect(p.prompt).not.toContain('no text')
    expect(p.negativePrompt).not.toContain('letters')
  })

  it("uses the style and placement the engine read, with the placement's proportion", () => {
    const p = imagePrompt({ tool: 'text', prompt: 'a wolf in fine line on my forearm' })
    expect(p.style).toBe('fine-line')
    expect(p.placement).toBe('forearm')
    expect(p.sizeMm).toBe(160)
    expect(imagePrompt({ tool: 'text', prompt: 'a wolf on my forearm', sizeMm: 90 }).sizeMm).toBe(90)
    expect(p.prompt).toContain('fine line tattoo')
    expect(p.prompt).toContain('tall vertical composition for the forearm')
    expect(p.height).toBeGreaterThan(p.width)
    const chest = imagePrompt({ tool: 'text', prompt: 'a wolf', placement: 'chest', style: 'traditional' })
    expect(chest.prompt).toContain('American traditional')
    expect(chest.width).toBeGreaterThan(chest.height)
  })

  it('asks for about a megapixel in multiples of 64 for every placement, never past 3:1', () => {
    for (const placement of PLACEMENT_IDS) {
      const { width, height } = imagePrompt({ tool: 'text', prompt: 'a wolf', placement })
      expect(width % 64, placement).toBe(0)
      expect(height % 64, placement).toBe(0)
      expect(width * height, placement).toBeGreaterThan(0.8 * 1024 * 1024)
      expect(width * height, placement).toBeLessThan(1.2 * 1024 * 1024)
      expect(Math.max(width / height, height / width), placement).toBeLessThanOrEqual(3)
      if (PLACEMENTS[placement].aspect > 1.25) expect(width, placement).toBeGreaterThan(height)
    }
  })

  it('passes a prompt the engine cannot read on to the model as written', () => {
    const p = imagePrompt({ tool: 'text', prompt: 'zxqv flurble' })
    expect(p.concepts).toEqual([])
    expect(p.prompt).toContain('tattoo design: zxqv flurble')
  })

  it('names birth flowers by their English names, and their lettering', () => {
    const p = imagePrompt({ tool: 'birth-flower', months: [5, 6], flowers: ['primary', 'secondary'], lettering: ' Mia 2019 ' })
    expect(p.concepts).toEqual(['lily-of-the-valley', 'honeysuckle'])
    expect(p.prompt).toContain('lily of the valley and honeysuckle as a small tied bouquet')
    expect(p.placement).toBe('upper-arm')
    expect(p.lettering).toEqual(['Mia 2019'])
    expect(p.prompt).toContain('"Mia 2019"')
    const plain = imagePrompt({ tool: 'birth-flower', months: [1] })
    expect(plain.prompt).toContain('carnation as a single long stem')
    expect(plain.prompt).toContain('no text')
  })

  it('asks for a photo to be redrawn in its treatment, square, without text', () => {
    const p = imagePrompt({ tool: 'photo', image: new Uint8Array([1]), treatment: 'stencil' })
    expect(p.style).toBe('stencil')
    expect(p.placement).toBeNull()
    expect(p.prompt).toContain('tattoo stencil of the subject')
    expect(p.prompt).toContain('no text')
    expect(p.width).toBe(p.height)
    expect(imagePrompt({ tool: 'photo', image: new Uint8Array([1]) }).prompt).toContain('line art')
  })
})
