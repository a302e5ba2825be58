import { lighten } from '../../colour.ts'
import { subtract } from '../../geometry/clip.ts'
import { smoothThrough } from '../../geometry/curves.ts'
import { normalize, type Pt } from '../../geometry/vec.ts'
import { INK, type Sketch } from '../../ink/sketch.ts'
import type { Random } from '../../random.ts'
import type { SubjectAnchors, SubjectFrame, SubjectModel } from '../model.ts'
import { anchorsOf, band, blue, crisp, massive, mirrored, oval, PALE, piece, red, roomFor, stage } from './kit.ts'
import { highlight } from './shine.ts'

/** Flash heart, heart with a banner across it, anatomical heart with its vessels. */
const ASPECTS = [1.1, 1.45, 0.86] as const

/** The heart's right half on a 2.2 × 2 grid, from the notch at the top to the point. */
const HALF: readonly Pt[] = [
  [0, -0.58],
  [0.05, -0.68],
  [0.26, -0.92],
  [0.6, -1.0],
  [0.92, -0.86],
  [1.1, -0.5],
  [1.06, -0.1],
  [0.82, 0.3],
  [0.46, 0.66],
  [0.07, 0.955],
  [0, 1],
]

/**
 * The tattoo heart: the flash heart with its shadow crescent and a white glint on the near lobe,
 * the same heart carrying a banner left empty for lettering, and a stylised anatomical heart with
 * its great vessels. A blade passes through it on the diagonal (`pierce`).
 */
export const HEART: SubjectModel = {
  id: 'heart',
  shape: 'round',
  aspects: ASPECTS,
  bannerForms: [1],
  draw(sk: Sketch, rng: Random, frame: SubjectFrame) {
    const form = Math.max(0, Math.min(ASPECTS.length - 1, frame.form))
    const st = stage(sk, frame, ASPECTS[form]!)
    const colour = red(sk, frame)
    let local: Omit<SubjectAnchors, 'box'>
    sk.within(st.m, () => {
      if (form === 2) local = anatomical(sk, rng, st.h, colour)
      else if (form === 1) local = bannered(sk, rng, st.w, st.h, colour)
      else local = flash(sk, rng, st.w, st.h, [0, 0], colour)
    })
    return anchorsOf(st, local!)
  },
}

/** The flash heart `w` × `h` about `c`; its anchors in the same frame. */
function flash(
  sk: Sketch,
  rng: Random,
  w: number,
  h: number,
  c: Pt,
  colour: string,
  avoid: Pt[][] = [],
): Omit<SubjectAnchors, 'box'> {
  const sx = w / 2.2
  const sy = h / 2
  const at = ([x, y]: Pt): Pt => [c[0] + x * sx, c[1] + y * sy]
  const ring = mirrored(HALF.map(at))
  const glint = [at([-0.82, -0.42]), at([-0.72, -0.7]), at([-0.46, -0.84])]
  const widthMm = Math.min(w, h)
  if (massive(sk)) {
    // Blackwork: a solid heart, its glint and a rim inside the outline left as paper.
    sk.shape(ring)
    const body = smoothThrough(ring, { closed: true, step: 0.5 })
    const gw = Math.max(1.4, w * 0.06)
    // Blunt ends: a glint tapering to a hair would leave paper too fine to hold.
    const g = smoothThrough(
      band(glint, (t) => (gw / 2) * Math.max(0.6, Math.sin(Math.PI * t))),
      {
        closed: true,
        step: 0.4,
      },
    )
    sk.fill(subtract([body], [g]), 'shade', INK)
  } else {
    const glintLine = roomFor(sk, widthMm * 0.25, 1) && !sk.inColour
    piece(sk, rng, ring, colour, {
      widthMm,
      shadow: { towards: normalize([0.75, 0.65]), depth: w * 0.2 },
      avoid: glintLine ? [glint, ...avoid] : avoid,
    })
    highlight(sk, glint, Math.max(1.2, w * 0.07))
    // Without colour the glint is a short stroke, as flash draws it in black and grey.
    if (glintLine) sk.curve(glint, 'inner', { taper: 0.4 })
  }
  return {
    silhouette: [ring],
    axis: [at([0, 1]), at([0, -0.58])],
    girth: w / 2,
    pierce: [at([0.95, -0.95]), at([-0.8, 0.55])],
    spots: [at([-1.1, -0.45]), at([1.1, -0.45]), at([-0.7, 0.45]), at([0.7, 0.45]), at([0, 1]), at([0, -0.6])],
    perch: at([0.6, -1]),
    focus: at([0, -0.1]),
  }
}

/** A flash heart with a ribbon banner across it, the banner's face left clear for a name. */
function bannered(sk: Sketch, rng: Random, W: number, H: number, colour: string): Omit<SubjectAnchors, 'box'> {
  const ow = sk.style.weights.outline
  const hh = H
  const hw = hh * 1.1 * 0.86
  // The banner's face must hold lettering: at least a 5 mm cap height plus its outline.
  const bh = Math.max(hh * 0.12, ow + 3.2)
  const xe = W / 2 - W * 0.14
  const yc = hh * 0.14
  const arch = hh * 0.05
  const drop = bh * 0.9
  const tail = W * 0.14
  const yAt = (x: number) => yc - arch * (1 - (x / xe) ** 2)
  const n = 12
  const top: Pt[] = Array.from({ length: n + 1 }, (_, i) => {
    const x = -xe + (2 * xe * i) / n
    return [x, yAt(x) - bh] as Pt
  })
  const bottom = top.map(([x, y]) => [x, y + 2 * bh] as Pt).reverse()
  const face = [
    ...crisp([top[0]!, top[1]!], false).slice(0, -1),
    ...top.slice(1, -1),
    ...crisp([top[n]!, bottom[0]!], false),
    ...bottom.slice(1, -1),
    ...crisp([bottom[n]!, top[0]!], false).slice(0, -1),
  ]
  // The heart's stipple keeps clear of the banner's edge, drawn over it later.
  const heart = flash(sk, rng.fork('heart'), hw, hh * 0.86, [0, -hh * 0.07], colour, [[...face, face[0]!]])
  const ribbon = rng.fork('ribbon')
  const tails: Pt[][] = []
  for (const side of [-1, 1]) {
    // The tail behind each end: a strip dropped below the face, cut into a swallowtail.
    const x0 = side * (xe - tail * 0.6)
    const x1 = side * (xe + tail)
    const y = yAt(xe) + drop
    const notch = tail * 0.28
    const tailRing = crisp([
      [x0, y - bh],
      [x1, y - bh],
      [x1 - side * notch, y],
      [x1, y + bh],
      [x0, y + bh],
    ])
    // The fold where the ribbon turns back shows its dark underside.
    const fold = crisp([
      [x0, y - bh],
      [side * xe, y - bh],
      [side * xe, y + bh],
      [x0, y + bh],
    ])
    const shadow = { towards: [0, 1] as Pt, depth: bh * 0.5 }
    tails.push(tailRing)
    piece(sk, ribbon.fork(side), tailRing, PALE, {
      widthMm: bh * 2,
      shadow,
      avoid: [
        [...fold, fold[0]!],
        [...face, face[0]!],
      ],
    })
    piece(sk, ribbon.fork(`fold${side}`), fold, INK, { widthMm: 0, solid: true })
  }
  piece(sk, ribbon.fork('face'), face, PALE, { widthMm: bh * 2 })
  return {
    ...heart,
    silhouette: [...tails, ...heart.silhouette, face],
    axis: [
      [-xe, yAt(-xe)],
      [xe, yAt(xe)],
    ],
    girth: bh,
  }
}

/** A stylised anatomical heart: the body tilted to its apex, the aortic arch, the pulmonary trunk and the vena cava. */
function anatomical(sk: Sketch, rng: Random, H: number, colour: string): Omit<SubjectAnchors, 'box'> {
  const w = sk.style.weights
  const k = H
  const at = ([x, y]: Pt): Pt => [x * k, y * k]
  const vein = blue(sk)
  const artery = lighten(colour, 0.12)
  const solid = massive(sk)
  const tube = (line: Pt[], half: number, c: string, name: string, open = true): Pt[] => {
    const pts = line.map(at)
    const hw = Math.max(half * k, w.outline * 0.6)
    const ring = band(pts, () => hw)
    piece(sk, rng.fork(name), ring, c, { widthMm: hw * 2, shadow: { towards: [1, 0], depth: hw * 0.6 }, solid })
    if (open && !solid && roomFor(sk, hw * 2, 0, 1.2)) {
      // The cut end shows the vessel's dark opening.
      const end = pts.at(-1)!
      const before = pts.at(-2)!
      const d = normalize([end[0] - before[0], end[1] - before[1]])
      const angle = Math.atan2(d[1], d[0]) + Math.PI / 2
      const lumen = oval([0, 0], hw * 1.12, hw * 0.45, 14).map(([x, y]) => {
        const c2 = Math.cos(angle)
        const s2 = Math.sin(angle)
        return [end[0] + x * c2 - y * s2, end[1] + x * s2 + y * c2] as Pt
      })
      sk.shape(lumen, 'inner')
      sk.fill([smoothThrough(lumen, { closed: true, step: 0.4 })], 'shade', INK)
    }
    return ring
  }
  const rings: Pt[][] = []
  // Back to front: the aorta arching behind, the vena cava, the pulmonary trunk, then the body hiding their roots.
  rings.push(
    tube(
      [
        [0.07, -0.12],
        [0.06, -0.3],
        [0.15, -0.42],
        [0.26, -0.41],
        [0.31, -0.3],
        [0.32, -0.12],
        [0.31, 0.12],
      ],
      0.06,
      artery,
      'aorta',
      false,
    ),
  )
  // The arch's three branches only when each can show as a tube, not a stub of solid ink.
  const branches = roomFor(sk, Math.max(0.04 * k, w.outline * 1.2), 0, 0.9)
    ? [
        [0.09, 0.05],
        [0.175, 0.175],
        [0.26, 0.3],
      ]
    : []
  for (const [i, [x0, x1]] of branches.entries())
    rings.push(
      tube(
        [
          [x0!, -0.4],
          [(x0! + x1!) / 2, -0.45],
          [x1!, -0.5 + 0.025],
        ],
        0.02,
        artery,
        `branch${i}`,
        false,
      ),
    )
  rings.push(
    tube(
      [
        [-0.29, -0.05],
        [-0.3, -0.25],
        [-0.31, -0.44],
      ],
      0.05,
      vein,
      'cava',
    ),
  )
  // The pulmonary trunk stands between the vena cava and the aorta, 0.18 of the height from
  // each; where the style's minimum vessel width leaves no paper either side of it, it is left out.
  const vessel = (share: number) => Math.max(share * k, w.outline * 0.6)
  if (0.18 * k - vessel(0.05) - vessel(0.06) - w.outline >= 0.9)
    rings.push(
      tube(
        [
          [-0.1, 0.0],
          [-0.12, -0.2],
          [-0.14, -0.35],
        ],
        0.05,
        vein,
        'trunk',
      ),
    )
  const body = (
    [
      [-0.06, -0.16],
      [0.18, -0.14],
      [0.34, -0.03],
      [0.41, 0.13],
      [0.37, 0.3],
      [0.22, 0.43],
      [0.0, 0.5],
      [-0.13, 0.45],
      [-0.28, 0.31],
      [-0.38, 0.12],
      [-0.37, -0.03],
      [-0.26, -0.14],
    ] as Pt[]
  ).map(at)
  const groove = [at([-0.04, -0.16]), at([0.05, 0.1]), at([0.03, 0.3]), at([-0.05, 0.43])]
  const branch = [at([0.05, 0.12]), at([0.2, 0.22]), at([0.28, 0.36])]
  const veined = !solid && roomFor(sk, 0.25 * k, 1)
  piece(sk, rng.fork('body'), body, colour, {
    widthMm: 0.7 * k,
    shadow: { towards: normalize([0.8, 0.5]), depth: 0.16 * k },
    avoid: veined ? [groove, branch] : [],
    solid,
  })
  rings.push(body)
  if (veined) {
    sk.curve(groove, 'inner', { taper: 0.35 })
    sk.curve(branch, 'inner', { taper: 0.4 })
  }
  highlight(sk, [at([-0.31, 0.02]), at([-0.28, -0.06]), at([-0.2, -0.1])], Math.max(1.2, 0.035 * k))
  return {
    silhouette: rings,
    axis: [at([0, 0.5]), at([0.05, -0.5])],
    girth: 0.38 * k,
    pierce: [at([0.42, -0.12]), at([-0.3, 0.42])],
    spots: [at([-0.38, 0.1]), at([0.41, 0.13]), at([-0.2, 0.4]), at([0.25, 0.42]), at([0, 0.5])],
    perch: at([0.09, -0.45]),
    focus: at([0, 0.1]),
  }
}
