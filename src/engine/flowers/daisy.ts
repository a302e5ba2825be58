import type { Sketch } from '../ink/sketch.ts'
import type { Random } from '../random.ts'
import { drawLeaf } from './leaves.ts'
import { along, drawStem, type FlowerModel, type Sprig } from './model.ts'
import { radialBloom, type RadialBloom } from './radial.ts'

/**
 * The composite flowers: one head of ray petals round a disc on a leafy stem. They differ in
 * petal shape, count and rings, which is what a florist tells them apart by.
 */
function composite(
  id: FlowerModel['id'],
  colour: string,
  weight: number,
  bloom: (rng: Random, openness: number) => RadialBloom,
  leaf: { edge: 'serrated' | 'lobed' | 'smooth'; slender: number },
): FlowerModel {
  return {
    id,
    habit: 'head',
    weight,
    colour,
    draw(sk: Sketch, rng: Random, sprig: Sprig) {
      drawStem(sk, sprig.path, sprig.headMm * 0.06)
      if (sprig.leaves) {
        const count = rng.int(1, 3)
        for (let i = 0; i < count; i++) {
          const side = i % 2 === 0 ? 1 : -1
          const { at, dir } = along(sprig.path, 0.25 + i * 0.18 + rng.range(0, 0.08))
          const angle = Math.atan2(dir[1], dir[0]) + side * rng.range(0.55, 0.85)
          const length = sprig.headMm * rng.range(0.55, 0.75)
          drawLeaf(sk, rng.fork(`leaf${i}`), at, angle, {
            length,
            width: length * leaf.slender,
            edge: leaf.edge,
            curl: side * rng.range(0.05, 0.2),
          })
        }
      }
      const { at, dir } = along(sprig.path, 1)
      const facing = Math.atan2(dir[1], dir[0]) + Math.PI / 2
      radialBloom(sk, rng.fork('bloom'), at, sprig.headMm / 2, bloom(rng, sprig.openness), facing * 0.3)
    },
  }
}

export const DAISY = composite(
  'daisy',
  '#fbfaf5',
  1,
  (rng) => ({
    rings: [
      { reach: 0.9, minWidthLines: 3.2, count: [14, 22], slender: 0.2, tip: rng.chance(0.5) ? 'notch' : 'round', widest: 0.62 },
      { reach: 1, minWidthLines: 3.2, count: [12, 22], slender: 0.22, tip: 'round', widest: 0.62 },
    ],
    disc: 0.26,
    discColour: '#f2b705',
    petalColour: '#fbfaf5',
    tilt: rng.range(0.8, 1),
  }),
  { edge: 'serrated', slender: 0.22 },
)

export const ASTER = composite(
  'aster',
  '#8e6bbf',
  1,
  (rng) => ({
    rings: [
      { reach: 0.92, minWidthLines: 2.6, count: [18, 34], slender: 0.12, tip: 'point', widest: 0.5 },
      { reach: 1, minWidthLines: 2.6, count: [16, 30], slender: 0.13, tip: 'round', widest: 0.5 },
    ],
    disc: 0.22,
    discColour: '#e8a317',
    petalColour: '#9b7fd1',
    tilt: rng.range(0.78, 0.98),
  }),
  { edge: 'smooth', slender: 0.18 },
)

export const COSMOS = composite(
  'cosmos',
  '#e07aa5',
  1,
  (rng) => ({
    rings: [{ reach: 1, minWidthLines: 3.5, count: [8, 8], slender: 0.5, tip: 'ruffle', widest: 0.7 }],
    disc: 0.17,
    discColour: '#e8b10c',
    petalColour: '#ea8db6',
    tilt: rng.range(0.82, 1),
  }),
  { edge: 'lobed', slender: 0.14 },
)

export const MARIGOLD = composite(
  'marigold',
  '#f08c00',
  1.15,
  (rng) => ({
    rings: [
      { reach: 1, minWidthLines: 3.5, count: [10, 16], slender: 0.55, tip: 'ruffle', widest: 0.7 },
      { reach: 0.78, minWidthLines: 3.5, count: [9, 14], slender: 0.55, tip: 'ruffle', widest: 0.7 },
      { reach: 0.55, minWidthLines: 3.5, count: [7, 11], slender: 0.6, tip: 'ruffle', widest: 0.7 },
    ],
    disc: 0.12,
    discColour: '#c65a00',
    petalColour: rng.chance(0.5) ? '#f39c12' : '#f6b93b',
    tilt: rng.range(0.85, 1),
    dome: 'ruffled',
  }),
  { edge: 'lobed', slender: 0.3 },
)

export const CHRYSANTHEMUM = composite(
  'chrysanthemum',
  '#d4a017',
  1.2,
  (rng) => ({
    rings: [
      { reach: 1, minWidthLines: 2.8, count: [18, 30], slender: 0.16, tip: 'round', widest: 0.6 },
      { reach: 0.86, minWidthLines: 2.8, count: [16, 26], slender: 0.17, tip: 'round', widest: 0.6 },
      { reach: 0.7, minWidthLines: 2.8, count: [13, 22], slender: 0.2, tip: 'round', widest: 0.6 },
      { reach: 0.52, minWidthLines: 2.8, count: [10, 16], slender: 0.24, tip: 'round', widest: 0.6 },
      { reach: 0.34, minWidthLines: 2.8, count: [7, 10], slender: 0.3, tip: 'round', widest: 0.6 },
    ],
    disc: 0,
    discColour: '#b8860b',
    petalColour: rng.pick(['#e9b31b', '#d9534f', '#f4f1e8']),
    tilt: rng.range(0.82, 0.98),
    dome: 'incurved',
  }),
  { edge: 'lobed', slender: 0.45 },
)
