import { useEffect } from 'react'
import { Toaster as Sonner } from 'sonner'
import { TOAST_OFFSET_PX, Z_INDEX } from '@/lib/constants'
import { toast } from '@/lib/toast'

/** Sonner placed like the seed's messages: top centre, 16 px from the edge; Escape closes them. */
export function Toaster({ theme }: { theme: 'light' | 'dark' }) {
  useEffect(() => {
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key === 'Escape' && !event.defaultPrevented) toast.dismiss()
    }
    document.addEventListener('keydown', onKeyDown)
    return () => document.removeEventListener('keydown', onKeyDown)
  }, [])

  return (
    <Sonner
      theme={theme}
      position="top-center"
      offset={TOAST_OFFSET_PX}
      mobileOffset={TOAST_OFFSET_PX}
      closeButton
      style={{ zIndex: Z_INDEX.toast }}
      toastOptions={{
        classNames: {
          toast: 'font-sans !rounded-md !border !border-line !bg-surface-raised !text-ink !shadow-lg',
          description: '!text-ink-muted',
          closeButton: '!border-line !bg-surface-raised !text-ink',
        },
      }}
    />
  )
}
