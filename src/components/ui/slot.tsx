import { Children, cloneElement, Fragment, isValidElement, type ReactNode, type Ref, useCallback } from 'react'

type Props = Record<string, unknown>
type RefCleanup = void | (() => void)

function setRef(ref: Ref<unknown> | undefined, node: unknown): RefCleanup {
  if (typeof ref === 'function') return ref(node)
  if (ref) ref.current = node
}

/** Both refs set to the node; React 19's ref cleanups kept (a ref without one is set to null). */
function useComposedRefs(a: Ref<unknown> | undefined, b: Ref<unknown> | undefined) {
  return useCallback(
    (node: unknown) => {
      const cleanups = [setRef(a, node), setRef(b, node)]
      if (!cleanups.some((cleanup) => typeof cleanup === 'function')) return
      return () => {
        cleanups.forEach((cleanup, i) => (typeof cleanup === 'function' ? cleanup() : setRef(i === 0 ? a : b, null)))
      }
    },
    [a, b],
  )
}

/** A space-separated list of ids from both, each once. */
function joinIds(...values: unknown[]): string | undefined {
  const ids = new Set(values.flatMap((value) => (typeof value === 'string' ? value.trim().split(/\s+/) : [])).filter(Boolean))
  return ids.size > 0 ? [...ids].join(' ') : undefined
}

/**
 * Renders its one child with the slot's props merged in, by the rules of Radix's Slot: the
 * child's handler runs first, then the slot's; classes are joined, and so are
 * `aria-describedby` ids; styles merge with the child's winning; otherwise the child's prop wins;
 * both refs are set. Button's `asChild` uses it so that Radix stays off every page's first load
 * (ADR 55); Radix's own triggers keep theirs. Without Radix's `Slottable`.
 */
export function Slot({ children, ref, ...slotProps }: Props & { children?: ReactNode; ref?: Ref<unknown> }) {
  const child = Children.count(children) === 1 && isValidElement<Props>(children) ? children : null
  const childRef = child?.props.ref as Ref<unknown> | undefined
  const composedRef = useComposedRefs(ref, childRef)
  if (!child) {
    if (children || children === 0) throw new Error('Slot takes exactly one element as its child')
    return null
  }
  const childProps = child.props
  const merged: Props = { ...childProps }
  for (const name in childProps) {
    const slotValue = slotProps[name]
    const childValue = childProps[name]
    if (/^on[A-Z]/.test(name)) {
      if (typeof slotValue === 'function' && typeof childValue === 'function')
        merged[name] = (...args: unknown[]) => {
          const result = childValue(...args)
          slotValue(...args)
          return result
        }
      else if (slotValue) merged[name] = slotValue
    } else if (name === 'style') merged.style = { ...(slotValue as object), ...(childValue as object) }
    else if (name === 'className') merged.className = [slotValue, childValue].filter(Boolean).join(' ')
    else if (name === 'aria-describedby') merged[name] = joinIds(childValue, slotValue)
  }
  const props: Props = { ...slotProps, ...merged }
  if (child.type !== Fragment) props.ref = ref ? composedRef : childRef
  return cloneElement(child, props)
}
