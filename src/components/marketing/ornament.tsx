// biome-ignore-all lint/suspicious/noArrayIndexKey: generated geometry whose lists never reorder
import { cn } from '@/lib/cn'

const TAU = Math.PI * 2
const r2 = (n: number) => Math.round(n * 100) / 100

function polar(cx: number, cy: number, r: number, angle: number): [number, number] {
  return [r2(cx + r * Math.cos(angle)), r2(cy + r * Math.sin(angle))]
}

/** A pointed petal (vesica) from radius r0 to r1 at an angle, as a closed path. */
function petal(angle: number, r0: number, r1: number, width: number): string {
  const [x0, y0] = polar(200, 200, r0, angle)
  const [x1, y1] = polar(200, 200, r1, angle)
  const mid = (r0 + r1) / 2
  const [cxa, cya] = polar(200, 200, mid, angle - width)
  const [cxb, cyb] = polar(200, 200, mid, angle + width)
  return `M${x0} ${y0}Q${cxa} ${cya} ${x1} ${y1}Q${cxb} ${cyb} ${x0} ${y0}Z`
}

export interface OrnamentProps {
  /** Petals in the main ring; 8, 12 or 16 read best. */
  petals?: number
  rays?: boolean
  className?: string
  title?: string
}

/**
 * A sacred-geometry ornament in fine line and dotwork, drawn from a few parameters. It decorates
 * marketing pages; it is not presented as the engine's output.
 */
export function Ornament({ petals = 12, rays = false, className, title }: OrnamentProps) {
  const step = TAU / petals
  const offset = -Math.PI / 2
  const dots = Array.from({ length: 96 }, (_, i) => polar(200, 200, 181, offset + (i * TAU) / 96))
  const innerDots = Array.from({ length: petals * 2 }, (_, i) => polar(200, 200, 63, offset + (i * step) / 2 + step / 4))
  return (
    // biome-ignore lint/a11y/noSvgWithoutTitle: titled (role img) when given a title, hidden from assistive technology otherwise
    <svg
      viewBox="0 0 400 400"
      className={cn('text-ink', className)}
      role={title ? 'img' : undefined}
      aria-hidden={title ? undefined : true}
    >
      {title && <title>{title}</title>}
      <g fill="none" stroke="currentColor" strokeLinecap="round" strokeLinejoin="round">
        <circle cx="200" cy="200" r="192" strokeWidth="1.4" />
        <circle cx="200" cy="200" r="170" strokeWidth="0.7" strokeOpacity="0.55" />
        {rays &&
          Array.from({ length: petals * 4 }, (_, i) => {
            const a = offset + (i * step) / 4
            const [x0, y0] = polar(200, 200, 150, a)
            const [x1, y1] = polar(200, 200, i % 4 === 0 ? 168 : 160, a)
            return <line key={`ray-${i}`} x1={x0} y1={y0} x2={x1} y2={y1} strokeWidth="0.7" strokeOpacity="0.7" />
          })}
        {Array.from({ length: petals }, (_, i) => (
          <path key={`outer-${i}`} d={petal(offset + i * step, 72, 150, step * 0.42)} strokeWidth="1.1" />
        ))}
        {Array.from({ length: petals }, (_, i) => (
          <path
            key={`inner-${i}`}
            d={petal(offset + i * step + step / 2, 70, 122, step * 0.3)}
            strokeWidth="0.8"
            strokeOpacity="0.8"
          />
        ))}
        {Array.from({ length: petals }, (_, i) => (
          <path
            key={`vein-${i}`}
            d={`M${polar(200, 200, 84, offset + i * step).join(' ')}L${polar(200, 200, 136, offset + i * step).join(' ')}`}
            strokeWidth="0.6"
            strokeOpacity="0.6"
          />
        ))}
        <circle cx="200" cy="200" r="54" strokeWidth="1.1" />
        <circle cx="200" cy="200" r="46" strokeWidth="0.6" strokeDasharray="1.5 3.5" />
        <path
          d={`${Array.from({ length: 16 }, (_, i) => {
            const [x, y] = polar(200, 200, i % 2 === 0 ? 34 : 14, offset + (i * TAU) / 16)
            return `${i === 0 ? 'M' : 'L'}${x} ${y}`
          }).join('')}Z`}
          strokeWidth="1"
        />
      </g>
      <g fill="var(--c-gold)">
        {dots.map(([x, y], i) => (
          <circle key={`d-${i}`} cx={x} cy={y} r={i % 4 === 0 ? 2.1 : 1.2} />
        ))}
        {innerDots.map(([x, y], i) => (
          <circle key={`i-${i}`} cx={x} cy={y} r="1.3" />
        ))}
      </g>
      <circle cx="200" cy="200" r="5" fill="var(--c-accent)" />
    </svg>
  )
}
