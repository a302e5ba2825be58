/**
 * The traditional birth flowers: a primary and a secondary flower for each month. The engine
 * draws each one from its own parametric model; the web app lists them.
 */
export const BIRTH_FLOWERS = [
  { month: 1, primary: 'carnation', secondary: 'snowdrop' },
  { month: 2, primary: 'violet', secondary: 'primrose' },
  { month: 3, primary: 'daffodil', secondary: 'jonquil' },
  { month: 4, primary: 'daisy', secondary: 'sweet-pea' },
  { month: 5, primary: 'lily-of-the-valley', secondary: 'hawthorn' },
  { month: 6, primary: 'rose', secondary: 'honeysuckle' },
  { month: 7, primary: 'larkspur', secondary: 'water-lily' },
  { month: 8, primary: 'gladiolus', secondary: 'poppy' },
  { month: 9, primary: 'aster', secondary: 'morning-glory' },
  { month: 10, primary: 'marigold', secondary: 'cosmos' },
  { month: 11, primary: 'chrysanthemum', secondary: 'peony' },
  { month: 12, primary: 'narcissus', secondary: 'holly' },
] as const

export type BirthFlowerId = (typeof BIRTH_FLOWERS)[number]['primary' | 'secondary']
