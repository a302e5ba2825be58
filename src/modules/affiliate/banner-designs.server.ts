import type { DesignRequest } from '@/engine'
import type { BannerDesign } from './banner.schema'

/**
 * The designs the banners show: each a request to the engine, as the studio's text tool would
 * make it, with a fixed seed (the engine is deterministic, so a banner looks the same every time
 * it is drawn, until the engine itself changes). Four styles that read at a glance, in colour
 * and in black: traditional, Japanese, blackwork, geometric. On the shoulder's square canvas,
 * like the gallery's and the try-on samples.
 */
export const BANNER_DESIGN_REQUESTS: Readonly<Record<BannerDesign, DesignRequest>> = {
  snake: {
    tool: 'text',
    prompt: 'a snake wrapped around a dagger with roses',
    style: 'traditional',
    colour: 'color',
    placement: 'shoulder',
    variations: 1,
    seed: 2,
    language: 'en',
  },
  tiger: {
    tool: 'text',
    prompt: 'a tiger head',
    style: 'japanese',
    colour: 'color',
    placement: 'shoulder',
    variations: 1,
    seed: 3,
    language: 'en',
  },
  wolf: {
    tool: 'text',
    prompt: 'a wolf howling at the moon with pine trees',
    style: 'blackwork',
    placement: 'shoulder',
    variations: 1,
    seed: 4,
    language: 'en',
  },
  compass: {
    tool: 'text',
    prompt: 'a compass rose',
    style: 'geometric',
    placement: 'shoulder',
    variations: 1,
    seed: 3,
    language: 'en',
  },
}
