import { around } from '../../compose/subject.ts'
import { polar, type Pt } from '../../geometry/vec.ts'
import { drawPart, type Part, type Stage } from './stage.ts'

/** Flowers and leaves are drawn as heads where they are tucked against something (the rose's form 1). */
export const tuckedForm = (part: Part): number => (part.concept.category === 'flower' && part.model.aspects.length > 1 ? 1 : 0)

/**
 * A few parts gathered at a point, in front of what is there (roses at a dagger's foot): the
 * largest in the middle, the others either side and a little behind it.
 */
export function footCluster(st: Stage, parts: Part[], at: Pt, sizeMm: number): void {
  const list = parts.slice(0, 3)
  const sides = list.length === 1 ? [0] : list.length === 2 ? [-0.55, 0.55] : [-0.62, 0.62, 0]
  // Side parts first: the middle one overlaps them.
  const order = sides.map((dx, i) => ({ dx, i })).sort((a, b) => Math.abs(b.dx) - Math.abs(a.dx))
  for (const { dx, i } of order) {
    const part = list[i]!
    const s = sizeMm * (dx === 0 ? 1 : 0.78)
    const c: Pt = [at[0] + dx * sizeMm, at[1] + (dx === 0 ? 0 : -s * 0.12)]
    drawPart(st, part, around(c, s, s), { form: tuckedForm(part), key: `foot${i}`, mirror: dx > 0 !== st.facing })
  }
}

/** Copies of a part round a centre on an arc of angles (radians, 0 = right, π/2 = down). */
export function arcOf(st: Stage, part: Part, centre: Pt, radius: number, angles: number[], sizeMm: number, key: string): void {
  angles.forEach((a, i) => {
    const s = sizeMm * (1 - 0.12 * (i % 2))
    drawPart(st, part, around(polar(a, radius, centre), s, s), {
      form: tuckedForm(part),
      key: `${key}${i}`,
      mirror: Math.cos(a) > 0,
    })
  })
}

/** Straight lettering in the band the stage kept under the picture. */
export function letterInBand(st: Stage): string[] {
  if (!st.text) return []
  const { area, canvas } = st
  const bandTop = area.y + area.h
  const band = canvas.h - bandTop
  return st.letter({
    kind: 'straight',
    centre: [canvas.w / 2, bandTop + band * 0.5],
    widthMm: canvas.w * 0.92,
    capMm: Math.min(canvas.w * 0.09, band * 0.45),
  })
}

/** A ribbon banner with the lettering across the picture at height `y` (in front of what is drawn). */
export function bannerAcross(st: Stage, y: number, widthMm = st.canvas.w * 0.96): string[] {
  if (!st.text) return []
  return st.letter({
    kind: 'ribbon',
    centre: [st.canvas.w / 2, y],
    widthMm,
    capMm: Math.min(st.canvas.w * 0.075, st.canvas.h * 0.05),
  })
}
