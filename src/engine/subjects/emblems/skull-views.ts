import type { Box, Pt } from '../../geometry/vec.ts'
import { mirrorX } from './placement.ts'

/**
 * The skull's parts in normalised units (the skull with its jaw is one unit tall, y down, origin
 * at its centre), one set per view. Shapes follow the flash convention rather than anatomy: a big
 * dome, deep sockets, a nose like an upside-down heart, teeth as a row of blocks.
 */
export interface SkullView {
  natural: Box
  cranium: Pt[]
  jaw: Pt[] | null
  /** The teeth rows: left and right ends, the gum line and where upper meets lower. */
  teeth: { x0: number; x1: number; gum: number; bite: number; chin: number; lean: number }
  eyes: Pt[][]
  nose: Pt[]
  /** Inner lines: cheekbones, the temple ridge, the zygomatic arch. */
  ridges: Pt[][]
  /** Where the jaw tucks under the cheek: inked solid, so no sliver of skin is left in the corner. */
  tucks: Pt[][]
  /** Hollows the bold styles ink solid (temples, under the cheekbones); the fine ones shade them. */
  hollows: { ring: Pt[]; towards: Pt }[]
  /** The side the light comes from is the other one: the dome is shaded towards here. */
  shadow: Pt
  perch: Pt
  spots: Pt[]
  pierce: [Pt, Pt]
  focus: Pt
}

const rightEye: Pt[] = [
  [0.05, -0.06],
  [0.1, -0.12],
  [0.2, -0.128],
  [0.275, -0.085],
  [0.285, 0.0],
  [0.24, 0.06],
  [0.16, 0.075],
  [0.085, 0.045],
  [0.05, 0.0],
]

const heartNose = (cx: number, w: number): Pt[] => [
  [cx, 0.085],
  [cx + 0.6 * w, 0.13],
  [cx + w, 0.178],
  [cx + 0.75 * w, 0.208],
  [cx + 0.25 * w, 0.2],
  [cx, 0.185],
  [cx - 0.25 * w, 0.2],
  [cx - 0.75 * w, 0.208],
  [cx - w, 0.178],
  [cx - 0.6 * w, 0.13],
]

const frontCraniumRight: Pt[] = [
  [0, -0.5],
  [0.2, -0.47],
  [0.33, -0.37],
  [0.39, -0.2],
  [0.372, -0.04],
  [0.39, 0.07],
  [0.355, 0.16],
  [0.27, 0.205],
  [0.21, 0.265],
]
const frontCranium: Pt[] = [...frontCraniumRight, ...mirrorX(frontCraniumRight.slice(1))]

// A U: the chin, up both rami (hidden behind the cheeks), and the inner edge behind the teeth.
const frontJaw: Pt[] = [
  [0, 0.5],
  [0.17, 0.47],
  [0.27, 0.38],
  [0.305, 0.25],
  [0.32, 0.08],
  [0.25, 0.08],
  [0.225, 0.28],
  [0.16, 0.36],
  [-0.16, 0.36],
  [-0.225, 0.28],
  [-0.25, 0.08],
  [-0.32, 0.08],
  [-0.305, 0.25],
  [-0.27, 0.38],
  [-0.17, 0.47],
]

const frontRidges: Pt[][] = [
  // The cheekbone, from the side of the face in under the socket.
  [
    [0.385, 0.085],
    [0.32, 0.115],
    [0.255, 0.165],
  ],
  // The temple ridge: the inner edge of the temple's hollow.
  [
    [0.335, -0.36],
    [0.337, -0.22],
    [0.352, -0.1],
  ],
]

const frontHollows = [
  {
    ring: [
      [0.335, -0.36],
      [0.37, -0.29],
      [0.388, -0.2],
      [0.382, -0.1],
      [0.372, -0.05],
      [0.352, -0.1],
      [0.337, -0.22],
    ] as Pt[],
    towards: [1, 0] as Pt,
  },
  {
    ring: [
      [0.255, 0.165],
      [0.32, 0.115],
      [0.385, 0.085],
      [0.39, 0.11],
      [0.355, 0.16],
      [0.27, 0.205],
      [0.235, 0.235],
    ] as Pt[],
    towards: [0, 1] as Pt,
  },
]

const mirrorRing = (r: Pt[]): Pt[] => mirrorX(r)
const mirrorLine = (l: Pt[]): Pt[] => l.map(([x, y]) => [-x, y] as Pt)

const FRONT: SkullView = {
  natural: { minX: -0.39, minY: -0.5, maxX: 0.39, maxY: 0.5 },
  cranium: frontCranium,
  jaw: frontJaw,
  teeth: { x0: -0.19, x1: 0.19, gum: 0.23, bite: 0.345, chin: 0.43, lean: 0 },
  eyes: [rightEye, mirrorRing(rightEye)],
  nose: heartNose(0, 0.058),
  ridges: [...frontRidges, ...frontRidges.map(mirrorLine)],
  hollows: [
    ...frontHollows,
    ...frontHollows.map((h) => ({ ring: mirrorRing(h.ring), towards: [-h.towards[0], h.towards[1]] as Pt })),
  ],
  tucks: [
    [
      [0.26, 0.15],
      [0.34, 0.14],
      [0.33, 0.235],
      [0.3, 0.25],
      [0.25, 0.225],
    ],
    [
      [-0.26, 0.15],
      [-0.25, 0.225],
      [-0.3, 0.25],
      [-0.33, 0.235],
      [-0.34, 0.14],
    ],
  ],
  shadow: [0.85, 0.5],
  perch: [0, -0.5],
  spots: [
    [-0.39, -0.12],
    [0.39, -0.12],
    [-0.31, 0.32],
    [0.31, 0.32],
    [-0.15, 0.49],
    [0.15, 0.49],
  ],
  pierce: [
    [0.08, -0.62],
    [-0.06, 0.62],
  ],
  focus: [0, -0.03],
}

/** The cranium alone: the front view cut at the upper teeth, no jaw. */
const CRANIUM: SkullView = {
  ...FRONT,
  natural: { minX: -0.39, minY: -0.5, maxX: 0.39, maxY: 0.36 },
  jaw: null,
  tucks: [],
  teeth: { ...FRONT.teeth, chin: 0.36 },
  spots: [
    [-0.39, -0.12],
    [0.39, -0.12],
    [-0.34, 0.18],
    [0.34, 0.18],
    [-0.2, 0.33],
    [0.2, 0.33],
  ],
  pierce: [
    [0.07, -0.62],
    [-0.05, 0.45],
  ],
}

/**
 * Three-quarter view, turned to the viewer's right: the near temple, cheek arch and ear hole show
 * on the left; the far socket is narrowed and meets the silhouette.
 */
const THREE_QUARTER: SkullView = {
  natural: { minX: -0.42, minY: -0.5, maxX: 0.42, maxY: 0.5 },
  cranium: [
    [-0.04, -0.5],
    [0.17, -0.47],
    [0.31, -0.37],
    [0.375, -0.22],
    [0.365, -0.08],
    [0.4, 0.05],
    [0.375, 0.15],
    [0.31, 0.2],
    [0.275, 0.265],
    [-0.04, 0.265],
    [-0.1, 0.205],
    [-0.18, 0.15],
    [-0.29, 0.145],
    [-0.39, 0.07],
    [-0.42, -0.1],
    [-0.39, -0.28],
    [-0.27, -0.44],
  ],
  jaw: [
    [-0.29, 0.1],
    [-0.275, 0.3],
    [-0.23, 0.4],
    [-0.07, 0.47],
    [0.14, 0.5],
    [0.25, 0.46],
    [0.29, 0.38],
    [0.2, 0.3],
    [-0.2, 0.3],
    [-0.22, 0.1],
  ],
  teeth: { x0: -0.06, x1: 0.26, gum: 0.23, bite: 0.345, chin: 0.43, lean: 0.12 },
  eyes: [
    [
      [-0.1, -0.07],
      [-0.05, -0.125],
      [0.05, -0.13],
      [0.14, -0.09],
      [0.15, -0.005],
      [0.11, 0.06],
      [0.02, 0.075],
      [-0.06, 0.05],
      [-0.1, 0.0],
    ],
    // The far socket runs out past the silhouette and is cut by it, meeting it square.
    [
      [0.215, -0.08],
      [0.27, -0.13],
      [0.36, -0.13],
      [0.44, -0.08],
      [0.45, 0.03],
      [0.4, 0.075],
      [0.27, 0.06],
      [0.22, 0.02],
    ],
  ],
  nose: heartNose(0.185, 0.05),
  ridges: [
    // The cheekbone under the near socket, running back as the arch to the ear.
    [
      [0.06, 0.125],
      [-0.08, 0.115],
      [-0.2, 0.085],
      [-0.28, 0.085],
    ],
    // The temple ridge, from the brow back over the side of the dome.
    [
      [-0.12, -0.12],
      [-0.22, -0.23],
      [-0.33, -0.24],
      [-0.37, -0.2],
    ],
  ],
  hollows: [
    {
      ring: [
        [0.06, 0.125],
        [-0.08, 0.115],
        [-0.2, 0.085],
        [-0.17, 0.14],
        [-0.1, 0.18],
        [-0.02, 0.19],
      ],
      towards: [-0.3, 1],
    },
  ],
  tucks: [
    [
      [-0.31, 0.11],
      [-0.18, 0.12],
      [-0.19, 0.22],
      [-0.3, 0.24],
    ],
    [
      [0.22, 0.2],
      [0.35, 0.16],
      [0.33, 0.28],
      [0.26, 0.33],
      [0.2, 0.3],
    ],
  ],
  shadow: [-0.85, 0.5],
  perch: [-0.06, -0.5],
  spots: [
    [-0.41, -0.05],
    [0.38, -0.2],
    [-0.27, 0.33],
    [0.28, 0.4],
    [-0.12, 0.47],
    [-0.38, 0.1],
  ],
  pierce: [
    [0.02, -0.62],
    [-0.1, 0.62],
  ],
  focus: [0.12, -0.03],
}

export const SKULL_VIEWS: readonly SkullView[] = [FRONT, THREE_QUARTER, CRANIUM]
