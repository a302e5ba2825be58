import { useEffect, useRef, useState, type KeyboardEvent, type PointerEvent } from 'react'
import type { TryOnPlacement } from '@/engine'
import * as m from '@/paraglide/messages'
import type { PersonMask } from './person-mask'
import { bodyPixels, compositePreview, designPixels } from './preview-pixels'

const clamp = (v: number, min: number, max: number) => Math.min(max, Math.max(min, v))
export const clampPlacement = (p: TryOnPlacement): TryOnPlacement => ({
  ...p,
  x: clamp(p.x, 0, 1),
  y: clamp(p.y, 0, 1),
  scale: clamp(p.scale, 0.02, 2),
  rotate: ((((p.rotate + 180) % 360) + 360) % 360) - 180,
})

interface Props {
  body: HTMLImageElement
  design: HTMLImageElement | null
  placement: TryOnPlacement
  onChange: (next: TryOnPlacement) => void
  /** Show the photo without the design (before/after). */
  before: boolean
  /** Where the person is, at preview size: ink stays off the rest. */
  personMask?: PersonMask
}

interface Gesture {
  start: TryOnPlacement
  /** Pointers at the start of the gesture, in CSS pixels of the canvas. */
  points: Map<number, { x: number; y: number }>
}

/**
 * The try-on preview: the photo with the design composited as the server will render it, and
 * the ways to place it: drag to move, pinch or scroll to resize (pinch also turns), and the
 * keyboard (arrows move, + and − resize, [ and ] turn; Shift for bigger steps).
 */
export function TryOnCanvas({ body, design, placement, onChange, before, personMask }: Props) {
  const canvas = useRef<HTMLCanvasElement>(null)
  const [focused, setFocused] = useState(false)
  const gesture = useRef<Gesture | null>(null)
  const pointers = useRef(new Map<number, { x: number; y: number }>())
  const latest = useRef(placement)
  latest.current = placement

  const bodyData = useRef<{ image: HTMLImageElement; data: ImageData } | null>(null)
  const designData = useRef<{ image: HTMLImageElement; width: number; data: ImageData } | null>(null)

  // Draws on the next frame, at most once per frame, however many changes arrive.
  useEffect(() => {
    const frame = requestAnimationFrame(() => {
      const element = canvas.current
      if (!element) return
      if (bodyData.current?.image !== body) bodyData.current = { image: body, data: bodyPixels(body) }
      const base = bodyData.current.data
      element.width = base.width
      element.height = base.height
      const context = element.getContext('2d')!
      let shown = base
      if (design && !before) {
        const wanted = Math.round(placement.scale * base.width * 1.25)
        const cached = designData.current
        // Redrawn when the size changes by more than a tenth; the compositor scales the rest.
        if (!cached || cached.image !== design || Math.abs(cached.width - wanted) > wanted * 0.1)
          designData.current = { image: design, width: wanted, data: designPixels(design, base.width, placement.scale) }
        shown = compositePreview(base, designData.current!.data, placement, personMask)
      }
      context.putImageData(shown, 0, 0)
      if (design && !before && (focused || gesture.current)) outline(context, design, placement, base.width, base.height)
    })
    return () => cancelAnimationFrame(frame)
  }, [body, design, placement, before, focused, personMask])

  // Wheel zoom needs a listener that may prevent scrolling the page.
  useEffect(() => {
    const element = canvas.current
    if (!element || !design) return
    const onWheel = (event: WheelEvent) => {
      event.preventDefault()
      const p = latest.current
      onChange(clampPlacement({ ...p, scale: p.scale * Math.exp(-event.deltaY * 0.0015) }))
    }
    element.addEventListener('wheel', onWheel, { passive: false })
    return () => element.removeEventListener('wheel', onWheel)
  }, [design, onChange])

  const local = (event: PointerEvent) => {
    const rect = canvas.current!.getBoundingClientRect()
    return { x: event.clientX - rect.left, y: event.clientY - rect.top, width: rect.width, height: rect.height }
  }

  const restart = () => {
    gesture.current = pointers.current.size ? { start: latest.current, points: new Map(pointers.current) } : null
  }

  const onPointerDown = (event: PointerEvent<HTMLCanvasElement>) => {
    if (!design) return
    event.currentTarget.setPointerCapture(event.pointerId)
    const { x, y } = local(event)
    pointers.current.set(event.pointerId, { x, y })
    restart()
  }

  const onPointerMove = (event: PointerEvent<HTMLCanvasElement>) => {
    const g = gesture.current
    if (!g || !pointers.current.has(event.pointerId)) return
    const { x, y, width, height } = local(event)
    pointers.current.set(event.pointerId, { x, y })
    const ids = [...g.points.keys()].filter((id) => pointers.current.has(id))
    if (ids.length === 1) {
      const from = g.points.get(ids[0]!)!
      const to = pointers.current.get(ids[0]!)!
      onChange(clampPlacement({ ...g.start, x: g.start.x + (to.x - from.x) / width, y: g.start.y + (to.y - from.y) / height }))
    } else if (ids.length >= 2) {
      const [a0, b0] = [g.points.get(ids[0]!)!, g.points.get(ids[1]!)!]
      const [a1, b1] = [pointers.current.get(ids[0]!)!, pointers.current.get(ids[1]!)!]
      const span = (p: { x: number; y: number }, q: { x: number; y: number }) => Math.hypot(q.x - p.x, q.y - p.y)
      const angle = (p: { x: number; y: number }, q: { x: number; y: number }) =>
        (Math.atan2(q.y - p.y, q.x - p.x) * 180) / Math.PI
      const mid0 = { x: (a0.x + b0.x) / 2, y: (a0.y + b0.y) / 2 }
      const mid1 = { x: (a1.x + b1.x) / 2, y: (a1.y + b1.y) / 2 }
      onChange(
        clampPlacement({
          ...g.start,
          x: g.start.x + (mid1.x - mid0.x) / width,
          y: g.start.y + (mid1.y - mid0.y) / height,
          scale: g.start.scale * (span(a1, b1) / Math.max(1, span(a0, b0))),
          rotate: g.start.rotate + angle(a1, b1) - angle(a0, b0),
        }),
      )
    }
  }

  const onPointerEnd = (event: PointerEvent<HTMLCanvasElement>) => {
    pointers.current.delete(event.pointerId)
    restart()
    if (!gesture.current) onChange({ ...latest.current })
  }

  const onKeyDown = (event: KeyboardEvent<HTMLCanvasElement>) => {
    if (!design) return
    const p = latest.current
    const big = event.shiftKey
    const step = big ? 0.05 : 0.01
    const turn = big ? 15 : 2
    const grow = big ? 1.15 : 1.03
    const next: Partial<Record<string, TryOnPlacement>> = {
      ArrowLeft: { ...p, x: p.x - step },
      ArrowRight: { ...p, x: p.x + step },
      ArrowUp: { ...p, y: p.y - step },
      ArrowDown: { ...p, y: p.y + step },
      '+': { ...p, scale: p.scale * grow },
      '=': { ...p, scale: p.scale * grow },
      '-': { ...p, scale: p.scale / grow },
      _: { ...p, scale: p.scale / grow },
      ']': { ...p, rotate: p.rotate + turn },
      '}': { ...p, rotate: p.rotate + turn },
      '[': { ...p, rotate: p.rotate - turn },
      '{': { ...p, rotate: p.rotate - turn },
    }
    const changed = next[event.key]
    if (!changed) return
    event.preventDefault()
    onChange(clampPlacement(changed))
  }

  return (
    // biome-ignore lint/a11y/noInteractiveElementToNoninteractiveRole: the drawing surface takes its own keys, which an application role passes through
    <canvas
      ref={canvas}
      // A focusable drawing surface with its own keys: an application region to assistive technology.
      role="application"
      aria-roledescription={m.tryon_canvas_role()}
      aria-label={m.tryon_canvas_label()}
      aria-describedby="try-on-keys"
      tabIndex={design ? 0 : -1}
      data-testid="try-on-canvas"
      className="block h-auto w-full touch-none select-none rounded-md bg-surface-raised focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-focus data-[movable=true]:cursor-move"
      data-movable={design ? 'true' : 'false'}
      data-person-mask={personMask ? 'on' : 'off'}
      onPointerDown={onPointerDown}
      onPointerMove={onPointerMove}
      onPointerUp={onPointerEnd}
      onPointerCancel={onPointerEnd}
      onKeyDown={onKeyDown}
      onFocus={() => setFocused(true)}
      onBlur={() => setFocused(false)}
    />
  )
}

/** The design's flat footprint, dashed, so one sees what is being moved. */
function outline(context: CanvasRenderingContext2D, design: HTMLImageElement, p: TryOnPlacement, width: number, height: number) {
  const w = p.scale * width
  const h = (design.naturalHeight / design.naturalWidth) * w
  context.save()
  context.translate(p.x * width, p.y * height)
  context.rotate((p.rotate * Math.PI) / 180)
  context.setLineDash([6, 4])
  context.lineWidth = 1.5
  context.strokeStyle = 'rgba(255,255,255,0.9)'
  context.strokeRect(-w / 2, -h / 2, w, h)
  context.strokeStyle = 'rgba(0,0,0,0.6)'
  context.lineDashOffset = 5
  context.strokeRect(-w / 2, -h / 2, w, h)
  context.restore()
}
