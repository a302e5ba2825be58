import { lazy, Suspense, useEffect } from 'react'
import { TOAST_OFFSET_PX, Z_INDEX } from '@/lib/constants'
import { onFirstInteraction } from '@/lib/first-interaction'
import { loadSonner, toast, toasterReady, useToasterWanted } from '@/lib/toast'
import * as m from '@/paraglide/messages'

const Sonner = lazy(() => loadSonner().then((module) => ({ default: module.Toaster })))

function Ready() {
  useEffect(toasterReady, [])
  return null
}

/**
 * Sonner placed like the seed's messages: top centre, 16 px from the edge; Escape closes them.
 * It loads on the first toast, or on the first key or pointer press, so its live region is
 * usually on the page before anything is announced in it.
 */
export function Toaster({ theme }: { theme: 'light' | 'dark' }) {
  const wanted = useToasterWanted()
  useEffect(() => {
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key === 'Escape' && !event.defaultPrevented) toast.dismiss()
    }
    document.addEventListener('keydown', onKeyDown)
    const stopLoading = onFirstInteraction(() => void loadSonner(), ['keydown', 'pointerdown'])
    return () => {
      document.removeEventListener('keydown', onKeyDown)
      stopLoading()
    }
  }, [])

  if (!wanted) return null
  return (
    <Suspense fallback={null}>
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
      <Ready />
    </Suspense>
  )
}
