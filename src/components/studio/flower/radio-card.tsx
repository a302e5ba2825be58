import type { ReactNode } from 'react'
import { cn } from '@/lib/cn'

/**
 * One choice of a group drawn as a card with a picture: a real radio input (hidden), so the
 * group is one tab stop and the arrow keys move through it, as a screen reader expects.
 */
export function RadioCard({
  name,
  value,
  checked,
  onChange,
  image,
  children,
  row = false,
}: {
  name: string
  value: string
  checked: boolean
  onChange: (value: string) => void
  image: string
  children: ReactNode
  /** Picture beside the words rather than above them. */
  row?: boolean
}) {
  return (
    <label
      className={cn(
        'group relative flex min-w-0 cursor-pointer gap-1.5',
        row ? 'flex-row items-center gap-2.5 text-left' : 'flex-col items-center text-center',
      )}
    >
      <input type="radio" name={name} value={value} checked={checked} onChange={() => onChange(value)} className="peer sr-only" />
      <PaperTile
        image={image}
        selected={checked}
        className={cn(
          'peer-focus-visible:outline-2 peer-focus-visible:outline-offset-2 peer-focus-visible:outline-focus',
          row && 'w-16 shrink-0',
        )}
      />
      <span
        className={cn('min-w-0 text-xs leading-tight', checked ? 'font-medium text-ink' : 'text-ink-muted group-hover:text-ink')}
      >
        {children}
      </span>
    </label>
  )
}

/** An engine drawing on paper, in every theme: its black ink would vanish on a dark page. */
export function PaperTile({ image, selected, className }: { image: string; selected: boolean; className?: string }) {
  return (
    <span
      className={cn(
        'flex aspect-square w-full items-center justify-center rounded-sm border bg-white p-1.5 transition-[border-color,box-shadow]',
        selected ? 'border-accent shadow-[0_0_0_1px_var(--c-accent)]' : 'border-line group-hover:border-ink-muted',
        className,
      )}
    >
      <img src={image} alt="" loading="lazy" decoding="async" width={160} height={160} className="size-full object-contain" />
    </span>
  )
}
