import { Children, cloneElement, isValidElement, type ReactNode, type Ref, type RefCallback } from 'react'

type Props = Record<string, unknown>

function composeRefs(...refs: (Ref<unknown> | undefined)[]): RefCallback<unknown> {
  return (node) => {
    for (const ref of refs) {
      if (typeof ref === 'function') ref(node)
      else if (ref) ref.current = node
    }
  }
}

/**
 * Renders its one child with the slot's props merged in, as Radix's Slot does (its rules: the
 * child's handler runs first, then the slot's; classes are joined; styles merged, the child's
 * winning; both refs set). Button's `asChild` uses it so that Radix stays off every page's first
 * load (ADR 55); Radix's own triggers keep theirs.
 */
export function Slot({ children, ref, ...slotProps }: Props & { children?: ReactNode; ref?: Ref<unknown> }) {
  if (!isValidElement<Props>(children) || Children.count(children) !== 1) return null
  const childProps = children.props
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
  }
  const childRef = childProps.ref as Ref<unknown> | undefined
  return cloneElement(children, {
    ...slotProps,
    ...merged,
    ...(ref || childRef ? { ref: ref && childRef ? composeRefs(ref, childRef) : (ref ?? childRef) } : {}),
  })
}
