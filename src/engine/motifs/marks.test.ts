import { describe, expect, it } from 'vitest'
import { signedArea } from '../geometry/curves.ts'
import { IDENTITY } from '../geometry/vec.ts'
import { fromPaths, paintInk } from './ink-region.ts'
import { collectMarks, paintOf } from './marks.ts'

/** Net inked area of an SVG body, in its own units. */
const inked = (body: string) => fromPaths(paintInk(collectMarks(body, 0.01, IDENTITY))).reduce((s, r) => s + signedArea(r), 0)

describe('painting an icon body in black and white', () => {
  it('tells ink from paper by colour', () => {
    expect(['currentColor', 'black', '#000', '#333333', 'url(#g)'].map(paintOf)).toEqual(['ink', 'ink', 'ink', 'ink', 'ink'])
    expect(['white', '#fff', '#c4c4c4'].map(paintOf)).toEqual(['paper', 'paper', 'paper'])
    expect(paintOf('none')).toBeNull()
  })

  it('unions overlapping ink and cuts paper painted on top', () => {
    expect(Math.abs(inked('<path d="M0 0h10v10H0z"/><path d="M5 0h10v10H5z"/>'))).toBeCloseTo(150)
    expect(Math.abs(inked('<path d="M0 0h10v10H0z"/><path fill="#fff" d="M2 2h6v6H2z"/>'))).toBeCloseTo(64)
    // Ink painted after paper covers it again.
    expect(Math.abs(inked('<path d="M0 0h10v10H0z"/><path fill="#fff" d="M2 2h6v6H2z"/><path d="M4 4h2v2H4z"/>'))).toBeCloseTo(68)
  })

  it('honours fill rules: even-odd makes holes, non-zero fills same-direction overlaps', () => {
    const nested = 'M0 0h10v10H0zM2 2h6v6H2z'
    expect(Math.abs(inked(`<path fill-rule="evenodd" d="${nested}"/>`))).toBeCloseTo(64)
    expect(Math.abs(inked(`<path d="${nested}"/>`))).toBeCloseTo(100)
    expect(Math.abs(inked(`<g fill-rule="evenodd"><path d="${nested}"/></g>`))).toBeCloseTo(64)
  })

  it('turns strokes into areas with their width', () => {
    // A 10-long line 2 wide with butt caps, and with square caps.
    expect(Math.abs(inked('<path fill="none" stroke="#000" stroke-width="2" d="M0 0h10"/>'))).toBeCloseTo(20, 0)
    expect(Math.abs(inked('<path fill="none" stroke="#000" stroke-width="2" stroke-linecap="square" d="M0 0h10"/>'))).toBeCloseTo(
      24,
      0,
    )
  })

  it('fills the outer corner of a turn as the join asks', () => {
    const corner = (join: string) =>
      Math.abs(inked(`<path fill="none" stroke="#000" stroke-width="2" stroke-linejoin="${join}" d="M0 0h10v10"/>`))
    expect(corner('miter')).toBeCloseTo(40, 1)
    expect(corner('round')).toBeCloseTo(39 + Math.PI / 4, 0)
    expect(corner('bevel')).toBeCloseTo(39.5, 1)
    // The same turning the other way.
    expect(
      Math.abs(inked('<path fill="none" stroke="#000" stroke-width="2" stroke-linejoin="miter" d="M0 0h10v-10"/>')),
    ).toBeCloseTo(40, 1)
  })

  it('keeps wide strokes along finely broken curves solid', () => {
    // A circle of radius 10 stroked 6 wide: an annulus from 7 to 13, whatever the flattening.
    const ring = Math.abs(inked('<circle cx="0" cy="0" r="10" fill="none" stroke="#000" stroke-width="6"/>'))
    expect(ring).toBeCloseTo(Math.PI * (13 * 13 - 7 * 7), -1)
  })

  it('applies transforms, basic shapes, use references and clip paths', () => {
    expect(Math.abs(inked('<g transform="scale(2)"><rect width="5" height="5"/></g>'))).toBeCloseTo(100)
    expect(Math.abs(inked('<circle cx="0" cy="0" r="10"/>'))).toBeCloseTo(Math.PI * 100, 0)
    expect(Math.abs(inked('<defs><path id="a" d="M0 0h4v4H0z"/></defs><use href="#a"/><use href="#a" x="10"/>'))).toBeCloseTo(32)
    const clipped = '<clipPath id="c"><path d="M0 0h5v10H0z"/></clipPath><g clip-path="url(#c)"><path d="M0 0h10v10H0z"/></g>'
    expect(Math.abs(inked(clipped))).toBeCloseTo(50)
  })
})
