import { ANIMALS } from './animals.ts'
import { BIRDS } from './birds.ts'
import { CELESTIAL } from './celestial.ts'
import { FLOWERS } from './flowers.ts'
import { INSECTS } from './insects.ts'
import { MUSIC } from './music.ts'
import { MYTHIC } from './mythic.ts'
import { NATURE } from './nature.ts'
import { OBJECTS } from './objects.ts'
import { PLANTS } from './plants.ts'
import { RELIGIOUS_AND_CULTURAL } from './religious.ts'
import { SEA_LIFE } from './sea.ts'
import { SYMBOLS } from './symbols.ts'
import { TRAVEL } from './travel.ts'
import type { Concept } from './types.ts'
import { WEAPONS } from './weapons.ts'
import { ZODIAC } from './zodiac.ts'

export * from './types.ts'

export const CONCEPTS: readonly Concept[] = [
  ...ANIMALS,
  ...BIRDS,
  ...SEA_LIFE,
  ...INSECTS,
  ...MYTHIC,
  ...ZODIAC,
  ...FLOWERS,
  ...PLANTS,
  ...CELESTIAL,
  ...NATURE,
  ...SYMBOLS,
  ...RELIGIOUS_AND_CULTURAL,
  ...OBJECTS,
  ...WEAPONS,
  ...MUSIC,
  ...TRAVEL,
]
