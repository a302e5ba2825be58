import { type ComponentType, type HTMLAttributes, type ReactElement, useEffect, useLayoutEffect, useRef, useState } from 'react'

/** A control that can start open: a menu's or a dialog's root takes `defaultOpen`. */
export type OpenableProps<P> = P & { defaultOpen?: boolean }

type Loader<P> = () => Promise<ComponentType<OpenableProps<P>>>

/** What a placeholder trigger must spread onto its button. */
export type PlaceholderTriggerProps = Pick<
  HTMLAttributes<HTMLButtonElement>,
  'onPointerEnter' | 'onFocus' | 'onBlur' | 'onPointerDown' | 'onClick' | 'onKeyDown' | 'aria-haspopup' | 'aria-expanded'
> & { ref: (element: HTMLButtonElement | null) => void }

/** Controls already loaded in this page: a later mount shows them at once. */
const loadedControls = new WeakMap<Loader<never>, ComponentType<never>>()

/**
 * A menu or dialog whose code (Radix with Floating UI, about 30 KB gzip with the page's other
 * overlays) loads on first use rather than with the page (ADR 50). The server and the browser's
 * first render show `placeholder`: a button with the real trigger's look and name. Pointing at it
 * or focusing it fetches the control, which then takes the placeholder's place (keeping the focus
 * if it had it); pressing it opens the control as soon as it is there.
 */
export function OnFirstUse<P extends object>({
  load,
  props,
  popup = 'menu',
  placeholder,
}: {
  load: Loader<P>
  props: P
  /** What the control opens, for the placeholder's `aria-haspopup`. */
  popup?: 'menu' | 'dialog'
  placeholder: (trigger: PlaceholderTriggerProps) => ReactElement
}) {
  const [Control, setControl] = useState(
    () => loadedControls.get(load as Loader<never>) as ComponentType<OpenableProps<P>> | undefined,
  )
  // How the reader asked for it before it had loaded: a pointer, or a key (which one).
  const [request, setRequest] = useState<{ by: 'pointer' } | { by: 'key'; key: string }>()
  const button = useRef<HTMLButtonElement | null>(null)
  const box = useRef<HTMLSpanElement>(null)
  const refocus = useRef(false)
  const requested = useRef(false)
  const arrived = useRef(false)

  const fetchControl = () => {
    if (requested.current) return
    requested.current = true
    load().then(
      (loaded) => {
        loadedControls.set(load as Loader<never>, loaded as ComponentType<never>)
        arrived.current = true
        refocus.current = button.current !== null && document.activeElement === button.current
        setControl(() => loaded)
      },
      // A chunk that cannot be fetched reloads the page (lib/chunk-reload.ts); a later press tries again.
      () => {
        requested.current = false
        setRequest(undefined)
      },
    )
  }
  const open = (by: 'pointer' | string) => {
    setRequest((asked) => asked ?? (by === 'pointer' ? { by } : { by: 'key', key: by }))
    fetchControl()
  }
  // The reader moved on before it arrived (pressed elsewhere, Escape, tabbed away): it stays shut.
  const withdraw = () => !arrived.current && setRequest(undefined)
  useEffect(() => {
    if (!request || Control) return
    const elsewhere = (event: PointerEvent) =>
      event.target instanceof Node && !button.current?.contains(event.target) && withdraw()
    document.addEventListener('pointerdown', elsewhere, true)
    return () => document.removeEventListener('pointerdown', elsewhere, true)
  })
  // A menu asked for from the keyboard opens as its own trigger opens it from the keyboard, with
  // the focus on its first item; the pointer's and a dialog's open where they load.
  const byKey = request?.by === 'key' && popup === 'menu' ? request.key : undefined

  useLayoutEffect(() => {
    if (Control && refocus.current && !byKey) box.current?.querySelector<HTMLElement>('button')?.focus()
  }, [Control, byKey])
  // After the control's own effects (Radix's menu learns there that the keyboard is in use).
  useEffect(() => {
    const trigger = Control && byKey && refocus.current ? box.current?.querySelector<HTMLElement>('button') : undefined
    trigger?.focus()
    trigger?.dispatchEvent(new KeyboardEvent('keydown', { key: byKey, bubbles: true, cancelable: true }))
  }, [Control, byKey])

  return (
    <span ref={box} className="contents">
      {Control ? (
        <Control {...props} defaultOpen={request !== undefined && !byKey} />
      ) : (
        placeholder({
          ref: (element) => {
            button.current = element
          },
          'aria-haspopup': popup,
          'aria-expanded': request !== undefined,
          onPointerEnter: fetchControl,
          onFocus: fetchControl,
          onBlur: () => request?.by === 'key' && withdraw(),
          onPointerDown: (event) => event.button === 0 && open('pointer'),
          // A click from Enter or Space has no pointer behind it (detail 0).
          onClick: (event) => open(event.detail === 0 ? 'Enter' : 'pointer'),
          onKeyDown: (event) => {
            if (event.key === 'Escape') withdraw()
            if (event.key !== 'ArrowDown') return
            event.preventDefault()
            open('ArrowDown')
          },
        })
      )}
    </span>
  )
}
