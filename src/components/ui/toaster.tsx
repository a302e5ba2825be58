import { useEffect } from 'react'
import { Toaster as Sonner } from 'sonner'
import { TOAST_OFFSET_PX, Z_INDEX } from '@/lib/constants'
import { toast } from '@/lib/toast'
import * as m from '@/paraglide/messages'

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
      containerAriaLabel={m.toast_region_aria()}
      style={{ zIndex: Z_INDEX.toast }}
      toastOptions={{
        closeButtonAriaLabel: m.toast_close_aria(),
        classNames: {
          toast: 'font-sans !rounded-md !border !border-line !bg-surface-raised !text-ink !shadow-lg',
          description: '!text-ink-muted',
          closeButton: '!border-line !bg-surface-raised !text-ink',
        },
      }}
    />
  )
}
