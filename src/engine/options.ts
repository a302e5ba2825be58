/**
 * The engine's light entry: the choices a request offers (ids, ranges, limits) and nothing that
 * draws or reads prompts. Forms and route search schemas import it, so the first page load does not
 * carry the lexicon (70 KB gzip) for four constants (bench/README.md, Lighthouse).
 */
export * from './request-options.ts'
export { STYLE_IDS, isStyleId, type StyleId } from './styles.ts'
export { BIRTH_FLOWERS, type BirthFlowerId } from './birth-flowers.ts'
