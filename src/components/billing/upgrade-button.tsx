import type { ReactNode } from 'react'
import { pricingDialog, type PricingDialogReason } from '@/lib/pricing-dialog'
import { Button, type ButtonProps } from '../ui/button'

/** An "upgrade" that opens the pricing dialog where the reader is, instead of leaving the page. */
export function UpgradeButton({
  children,
  reason = 'upgrade',
  variant = 'secondary',
  size = 'sm',
  className,
}: { children: ReactNode; reason?: PricingDialogReason } & Pick<ButtonProps, 'variant' | 'size' | 'className'>) {
  return (
    <Button variant={variant} size={size} className={className} onClick={() => pricingDialog.open(reason)} data-testid="upgrade">
      {children}
    </Button>
  )
}
