/**
 * Tailwind class merging for the utilities this app writes (ADR 50): a later class wins over an
 * earlier one that sets the same thing under the same variants (`px-2 px-4` → `px-4`,
 * `p-4 px-2` keeps both, `px-2 p-4` → `p-4`). It replaces tailwind-merge (8 KB gzip on every
 * page) with rules for the groups that occur here; `class-merge.test.ts` checks it against
 * tailwind-merge for every pair of classes in the source, so a class outside these rules fails
 * the test instead of merging silently wrong.
 */

type Test = (value: string) => boolean

const is = (...values: string[]): Test => {
  const set = new Set(values)
  return (value) => set.has(value)
}
const isArbitrary = (value: string) => /^\[.+\]$/.test(value)
const isArbitraryOf = (label: string) => (value: string) => value.startsWith(`[${label}:`)
const isNumber = (value: string) => /^\d+(\.\d+)?$/.test(value)
const isAny: Test = () => true
const isFraction = (value: string) => /^\d+\/\d+$/.test(value)
/** What the spacing scale and arbitrary values give: `4`, `0.5`, `px`, `[3px]`. */
const isSpacing = (value: string) => isNumber(value) || value === 'px' || isArbitrary(value)
const isInset = (value: string) => isSpacing(value) || isFraction(value) || value === 'full' || value === 'auto'
const SIZE_WORDS = is('auto', 'full', 'screen', 'dvh', 'dvw', 'svh', 'svw', 'lvh', 'lvw', 'min', 'max', 'fit', 'none')
const CONTAINERS = is('3xs', '2xs', 'xs', 'sm', 'md', 'lg', 'xl', '2xl', '3xl', '4xl', '5xl', '6xl', '7xl', 'prose')
const isSize = (value: string) => isInset(value) || SIZE_WORDS(value) || CONTAINERS(value)
const ALIGN = is(
  'normal',
  'start',
  'end',
  'center',
  'between',
  'around',
  'evenly',
  'stretch',
  'baseline',
  'auto',
  'end-safe',
  'center-safe',
)

const TEXT_SIZES = is('xs', 'sm', 'base', 'lg', 'xl', '2xl', '3xl', '4xl', '5xl', '6xl', '7xl', '8xl', '9xl')
const isArbitraryLength = (value: string) =>
  isArbitraryOf('length')(value) ||
  (isArbitrary(value) && /^\[(-?[\d.]+(px|r?em|%|vw|vh|dvh|svh|lvh|ch|ex|pt)|(calc|min|max|clamp)\(.*\))\]$/.test(value))
const SHADOW_SIZES = is('', '2xs', 'xs', 'sm', 'md', 'lg', 'xl', '2xl', 'none', 'inner')
const isArbitraryShadow = (value: string) => isArbitrary(value) && !isArbitraryOf('color')(value) && /\d/.test(value)
const FONT_WEIGHTS = is('thin', 'extralight', 'light', 'normal', 'medium', 'semibold', 'bold', 'extrabold', 'black')
const BORDER_STYLES = is('solid', 'dashed', 'dotted', 'double', 'hidden', 'none')
/** A line's width: `2`, `[3px]`. */
const isWidth = (value: string) => isNumber(value) || isArbitraryLength(value)
const isBorderWidth = (value: string) => value === '' || isNumber(value) || isArbitraryOf('length')(value)

/** Groups whose class also overrides others (tailwind-merge's `conflictingClassGroups`). */
const OVERRIDES: Record<string, readonly string[]> = {
  overflow: ['overflow-x', 'overflow-y'],
  inset: ['inset-x', 'inset-y', 'start', 'end', 'top', 'right', 'bottom', 'left'],
  'inset-x': ['right', 'left'],
  'inset-y': ['top', 'bottom'],
  flex: ['basis', 'grow', 'shrink'],
  gap: ['gap-x', 'gap-y'],
  p: ['px', 'py', 'ps', 'pe', 'pt', 'pr', 'pb', 'pl'],
  px: ['pr', 'pl'],
  py: ['pt', 'pb'],
  m: ['mx', 'my', 'ms', 'me', 'mt', 'mr', 'mb', 'ml'],
  mx: ['mr', 'ml'],
  my: ['mt', 'mb'],
  size: ['w', 'h'],
  'font-size': ['leading'],
  'line-clamp': ['display', 'overflow'],
  rounded: ['rounded-s', 'rounded-e', 'rounded-t', 'rounded-r', 'rounded-b', 'rounded-l'],
  'rounded-t': ['rounded-tl', 'rounded-tr'],
  'rounded-b': ['rounded-bl', 'rounded-br'],
  'border-w': ['border-w-x', 'border-w-y', 'border-w-s', 'border-w-e', 'border-w-t', 'border-w-r', 'border-w-b', 'border-w-l'],
  'border-w-x': ['border-w-r', 'border-w-l'],
  'border-w-y': ['border-w-t', 'border-w-b'],
  'border-color': ['border-color-x', 'border-color-y', 'border-color-t', 'border-color-r', 'border-color-b', 'border-color-l'],
  'border-color-x': ['border-color-r', 'border-color-l'],
  'border-color-y': ['border-color-t', 'border-color-b'],
  touch: ['touch-x', 'touch-y', 'touch-pz'],
  'touch-x': ['touch'],
  'touch-y': ['touch'],
  'touch-pz': ['touch'],
}

/** Utilities that are one word. */
const WORDS: Record<string, string> = {}
const words = (group: string, ...names: string[]) => {
  for (const name of names) WORDS[name] = group
}
words('display', 'block', 'inline-block', 'inline', 'flex', 'inline-flex', 'grid', 'inline-grid', 'contents', 'hidden', 'table')
words('display', 'flow-root', 'list-item', 'table-row', 'table-cell', 'inline-table')
words('position', 'static', 'fixed', 'absolute', 'relative', 'sticky')
words('visibility', 'visible', 'invisible', 'collapse')
words('sr', 'sr-only', 'not-sr-only')
words('text-transform', 'uppercase', 'lowercase', 'capitalize', 'normal-case')
words('font-style', 'italic', 'not-italic')
words('text-decoration-line', 'underline', 'overline', 'line-through', 'no-underline')
words('text-overflow', 'truncate', 'text-ellipsis', 'text-clip')
words('grow', 'grow')
words('shrink', 'shrink')
words('border-w', 'border')
for (const side of ['x', 'y', 's', 'e', 't', 'r', 'b', 'l']) words(`border-w-${side}`, `border-${side}`)
for (const corner of ['s', 'e', 't', 'r', 'b', 'l', 'tl', 'tr', 'bl', 'br']) words(`rounded-${corner}`, `rounded-${corner}`)
words('rounded', 'rounded')
words('shadow', 'shadow')
words('ring-w', 'ring')
words('outline-w', 'outline')
words('backdrop-blur', 'backdrop-blur')
words('blur', 'blur')
words('transition', 'transition')
words('isolation', 'isolate', 'isolation-auto')
words('box', 'box-border', 'box-content')
words('appearance', 'appearance-none', 'appearance-auto')
words('hyphens', 'hyphens-none', 'hyphens-manual', 'hyphens-auto')
words('invert', 'invert')
words('fvn-spacing', 'tabular-nums', 'proportional-nums')
words('resize', 'resize')
words('border-collapse', 'border-collapse', 'border-separate')
words('divide-x', 'divide-x')
words('divide-y', 'divide-y')

/** Prefixes that name their own group (`px-4` is in `px`) when the value passes the test; space-separated. */
const OWN_GROUP: [test: Test, prefixes: string][] = [
  [isSpacing, 'p px py ps pe pt pr pb pl gap gap-x gap-y space-x space-y'],
  [isInset, 'm mx my ms me mt mr mb ml inset inset-x inset-y start end top right bottom left scroll-mt'],
  [isSize, 'w min-w max-w h min-h max-h size'],
  [
    isAny,
    'z opacity order basis aspect columns col-span col-start col-end row-span row-start row-end grid-cols grid-rows grid-flow auto-cols auto-rows translate-x translate-y rotate scale duration delay tracking leading line-clamp underline-offset outline-offset cursor select pointer-events resize whitespace place-items place-content place-self overflow overflow-x overflow-y grow shrink backdrop-blur blur transition accent caret fill rounded rounded-s rounded-e rounded-t rounded-r rounded-b rounded-l rounded-tl rounded-tr rounded-bl rounded-br',
  ],
  [(v: string) => is('linear', 'in', 'out', 'in-out', 'initial')(v) || isArbitrary(v), 'ease'],
  [(v: string) => is('none', 'spin', 'ping', 'pulse', 'bounce')(v) || isArbitrary(v), 'animate'],
  [isWidth, 'divide-x divide-y'],
  [ALIGN, 'justify-items justify-self'],
]

/**
 * Prefixes whose group is named otherwise or depends on the value: the first group whose test the
 * value passes.
 */
const SHARED: [prefix: string, groups: [group: string, test: Test][]][] = [
  [
    'divide',
    [
      ['divide-style', is('solid', 'dashed', 'dotted', 'double', 'none')],
      ['divide-color', isAny],
    ],
  ],
  ['align', [['vertical-align', isAny]]],
  ['items', [['align-items', ALIGN]]],
  ['justify', [['justify-content', ALIGN]]],
  ['self', [['align-self', ALIGN]]],
  ['content', [['align-content', is('normal', 'center', 'start', 'end', 'between', 'around', 'evenly', 'baseline', 'stretch')]]],
  [
    'object',
    [
      ['object-fit', is('contain', 'cover', 'fill', 'none', 'scale-down')],
      ['object-position', isAny],
    ],
  ],
  [
    'list',
    [
      ['list-style-position', is('inside', 'outside')],
      ['list-style-type', isAny],
    ],
  ],
  [
    'break',
    [
      ['break', is('normal', 'words', 'all', 'keep')],
      ['break-before', isAny],
    ],
  ],
  [
    'touch',
    [
      ['touch', is('auto', 'none', 'manipulation')],
      ['touch-x', is('pan-x', 'pan-left', 'pan-right')],
      ['touch-y', is('pan-y', 'pan-up', 'pan-down')],
      ['touch-pz', is('pinch-zoom')],
    ],
  ],
  [
    'flex',
    [
      ['flex-direction', is('row', 'row-reverse', 'col', 'col-reverse')],
      ['flex-wrap', is('wrap', 'wrap-reverse', 'nowrap')],
      ['flex', isAny],
    ],
  ],
  [
    'decoration',
    [
      ['decoration-style', is('solid', 'double', 'dotted', 'dashed', 'wavy')],
      ['decoration-thickness', (v: string) => v === 'auto' || v === 'from-font' || isNumber(v) || isArbitraryLength(v)],
      ['decoration-color', isAny],
    ],
  ],
  [
    'stroke',
    [
      ['stroke-w', isWidth],
      ['stroke', isAny],
    ],
  ],
  [
    'text',
    [
      ['font-size', (v: string) => TEXT_SIZES(v) || isArbitraryLength(v)],
      ['text-align', is('left', 'center', 'right', 'justify', 'start', 'end')],
      ['text-wrap', is('wrap', 'nowrap', 'balance', 'pretty')],
      ['text-overflow', is('ellipsis', 'clip')],
      ['text-color', isAny],
    ],
  ],
  [
    'font',
    [
      ['font-weight', (v: string) => FONT_WEIGHTS(v) || isNumber(v) || isArbitraryOf('number')(v) || isArbitraryOf('weight')(v)],
      ['font-family', (v: string) => !isArbitrary(v) || isArbitraryOf('family-name')(v)],
      ['font-weight', isArbitrary],
    ],
  ],
  [
    'bg',
    [
      ['bg-attachment', is('fixed', 'local', 'scroll')],
      ['bg-repeat', is('repeat', 'no-repeat', 'repeat-x', 'repeat-y', 'repeat-round', 'repeat-space')],
      ['bg-size', (v: string) => is('auto', 'cover', 'contain')(v) || isArbitraryOf('length')(v) || isArbitraryOf('size')(v)],
      ['bg-image', (v: string) => v === 'none' || (isArbitrary(v) && /(gradient|url|image)\(|^\[image:/.test(v))],
      ['bg-position', is('bottom', 'center', 'left', 'left-bottom', 'left-top', 'right', 'right-bottom', 'right-top', 'top')],
      ['bg-color', isAny],
    ],
  ],
  [
    'border',
    [
      ['border-style', BORDER_STYLES],
      ['border-w', isBorderWidth],
      ['border-color', isAny],
    ],
  ],
  [
    'shadow',
    [
      ['shadow', (v: string) => SHADOW_SIZES(v) || isArbitraryShadow(v)],
      ['shadow-color', isAny],
    ],
  ],
  [
    'ring',
    [
      ['ring-w', (v: string) => v === '' || v === 'inset' || isNumber(v) || isArbitraryLength(v)],
      ['ring-color', isAny],
    ],
  ],
  [
    'ring-offset',
    [
      ['ring-offset-w', isWidth],
      ['ring-offset-color', isAny],
    ],
  ],
  [
    'outline',
    [
      ['outline-style', is('none', 'solid', 'dashed', 'dotted', 'double', 'hidden')],
      ['outline-w', isWidth],
      ['outline-color', isAny],
    ],
  ],
]
for (const side of ['x', 'y', 's', 'e', 't', 'r', 'b', 'l'])
  SHARED.push([
    `border-${side}`,
    [
      [`border-w-${side}`, isBorderWidth],
      [`border-color-${side}`, isAny],
    ],
  ])

/** Every prefix and its groups: a class is `prefix-value` (or `-prefix-value`). */
const PREFIXES = new Map<string, [group: string, test: Test][]>([
  ...OWN_GROUP.flatMap(([test, prefixes]) =>
    prefixes.split(' ').map((prefix): [string, [string, Test][]] => [prefix, [[prefix, test]]]),
  ),
  ...SHARED,
])

/** The group a utility (without its variants and `!`) belongs to; undefined for anything else. */
export function classGroup(utility: string): string | undefined {
  if (utility.startsWith('[') && utility.endsWith(']')) {
    // An arbitrary property such as [overflow-wrap:anywhere] sets that property.
    const colon = utility.indexOf(':')
    return colon > 1 ? `arbitrary..${utility.slice(1, colon)}` : undefined
  }
  const word = WORDS[utility]
  if (word) return word
  const positive = utility.startsWith('-') ? utility.slice(1) : utility
  // The longest prefix first: a prefix ends at a dash before any arbitrary `[value]`.
  const bracket = positive.indexOf('[')
  for (
    let dash = positive.lastIndexOf('-', bracket === -1 ? positive.length : bracket);
    dash > 0;
    dash = positive.lastIndexOf('-', dash - 1)
  ) {
    const groups = PREFIXES.get(positive.slice(0, dash))
    const value = positive.slice(dash + 1)
    if (!groups || value === '') continue
    const color = value.replace(/\/[\w.]+$/, '')
    for (const [group, test] of groups) if (test(color)) return group
  }
  return undefined
}

/** Variants whose order changes what they select: kept in place when variants are compared. */
const ORDER_SENSITIVE = new Set([
  '*',
  '**',
  'after',
  'backdrop',
  'before',
  'file',
  'first-letter',
  'first-line',
  'marker',
  'placeholder',
  'selection',
])

/** A class's variants (in a canonical order), `!`, and utility. */
function parse(cls: string): { variants: string; important: boolean; utility: string } {
  const parts: string[] = []
  let depth = 0
  let start = 0
  for (let i = 0; i < cls.length; i++) {
    const c = cls[i]
    if (c === '[' || c === '(') depth++
    else if (c === ']' || c === ')') depth--
    else if (c === ':' && depth === 0) {
      parts.push(cls.slice(start, i))
      start = i + 1
    }
  }
  let utility = cls.slice(start)
  let important = false
  if (utility.startsWith('!')) {
    important = true
    utility = utility.slice(1)
  } else if (utility.endsWith('!')) {
    important = true
    utility = utility.slice(0, -1)
  }
  const sorted: string[] = []
  let run: string[] = []
  for (const variant of parts) {
    if (variant.startsWith('[') || ORDER_SENSITIVE.has(variant)) {
      sorted.push(...run.sort(), variant)
      run = []
    } else run.push(variant)
  }
  sorted.push(...run.sort())
  return { variants: sorted.join(':'), important, utility }
}

/** Class lists already merged: a page renders the same few hundred lists over and over. */
const merged = new Map<string, string>()
const MERGED_KEPT = 1000

/** The classes with every one that a later class overrides left out, in their order. */
export function mergeClasses(classes: string): string {
  const known = merged.get(classes)
  if (known !== undefined) return known
  const result = mergeUncached(classes)
  if (merged.size >= MERGED_KEPT) merged.clear()
  merged.set(classes, result)
  return result
}

function mergeUncached(classes: string): string {
  const list = classes.split(/\s+/).filter(Boolean)
  const taken = new Set<string>()
  const kept: string[] = []
  for (let i = list.length - 1; i >= 0; i--) {
    const cls = list[i]!
    const { variants, important, utility } = parse(cls)
    const group = classGroup(utility)
    const scope = `${variants}${important ? '!' : ''}:`
    if (group === undefined) {
      kept.push(cls)
      continue
    }
    if (taken.has(scope + group)) continue
    taken.add(scope + group)
    for (const overridden of OVERRIDES[group] ?? []) taken.add(scope + overridden)
    kept.push(cls)
  }
  return kept.reverse().join(' ')
}
