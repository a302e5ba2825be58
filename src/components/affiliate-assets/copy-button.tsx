import { Check, Copy } from 'lucide-react'
import { useEffect, useState } from 'react'
import { Button, type ButtonProps } from '@/components/ui/button'
import { toast } from '@/lib/toast'
import * as m from '@/paraglide/messages'

/** Writes a text to the clipboard: true when it did (a refused clipboard says so in a toast). */
export async function copyText(text: string): Promise<boolean> {
  try {
    await navigator.clipboard.writeText(text)
    toast.success(m.affiliate_assets_copied())
    return true
  } catch {
    toast.info(m.affiliate_assets_copy_manual())
    return false
  }
}

/**
 * A copy button that says "Copied" for two seconds. `label` names what is copied for assistive
 * technology when the visible word alone ("Copy") would be ambiguous among several.
 */
export function CopyButton({
  text,
  label,
  children,
  onRefused,
  ...button
}: { text: string; label?: string; children?: string; onRefused?: () => void } & Omit<ButtonProps, 'onClick' | 'children'>) {
  const [copied, setCopied] = useState(false)
  useEffect(() => {
    if (!copied) return
    const timer = setTimeout(() => setCopied(false), 2000)
    return () => clearTimeout(timer)
  }, [copied])
  return (
    <Button
      variant="secondary"
      size="sm"
      aria-label={label}
      onClick={() =>
        void copyText(text).then((done) => {
          if (done) setCopied(true)
          else onRefused?.()
        })
      }
      {...button}
    >
      {copied ? <Check aria-hidden /> : <Copy aria-hidden />}
      <span aria-live="polite">{copied ? m.affiliate_assets_copied_short() : (children ?? m.affiliate_assets_copy())}</span>
    </Button>
  )
}
