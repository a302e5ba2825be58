import { Check, Minus } from 'lucide-react'
import { cn } from '@/lib/cn'
import { PASSWORD_CHECKS, passwordStrength, type PasswordCheck } from '@/lib/password-strength'
import { PASSWORD_MIN_LENGTH } from '@/modules/accounts'
import * as m from '@/paraglide/messages'

const LEVELS = [
  m.password_strength_0,
  m.password_strength_1,
  m.password_strength_2,
  m.password_strength_3,
  m.password_strength_4,
  m.password_strength_5,
]
const CHECK_LABELS: Record<PasswordCheck, () => string> = {
  lowercase: m.password_check_lowercase,
  uppercase: m.password_check_uppercase,
  numbers: m.password_check_numbers,
  special: m.password_check_special,
  length: () => m.password_check_length({ min: String(PASSWORD_MIN_LENGTH) }),
}
const BAR = ['bg-line-strong', 'bg-danger', 'bg-danger', 'bg-warning', 'bg-success', 'bg-success']

/** The seed's strength widget: five checks, a meter, and which checks passed. */
export function PasswordStrength({ password }: { password: string }) {
  const strength = passwordStrength(password, PASSWORD_MIN_LENGTH)
  return (
    <div className="pt-1" aria-live="polite">
      <div className="flex items-center gap-3">
        {/* biome-ignore lint/a11y/useSemanticElements: a segmented bar, one segment per check, which <meter> cannot draw */}
        <div
          className="flex flex-1 gap-1"
          role="meter"
          aria-label={m.password_strength_label()}
          aria-valuemin={0}
          aria-valuemax={strength.max}
          aria-valuenow={strength.score}
          aria-valuetext={LEVELS[strength.score]!()}
        >
          {PASSWORD_CHECKS.map((_, i) => (
            <span
              // biome-ignore lint/suspicious/noArrayIndexKey: a fixed row of segments, never reordered
              key={i}
              className={cn('h-1 flex-1 rounded-full transition-colors', i < strength.score ? BAR[strength.score] : 'bg-line')}
            />
          ))}
        </div>
        <span className="w-20 text-right text-xs text-ink-muted">{LEVELS[strength.score]!()}</span>
      </div>
      {password && (
        <ul className="mt-2 grid grid-cols-2 gap-x-3 gap-y-1 text-xs">
          {PASSWORD_CHECKS.map((check) => (
            <li key={check} className={cn('flex items-center gap-1.5', strength.passed[check] ? 'text-ink' : 'text-ink-faint')}>
              {strength.passed[check] ? (
                <Check className="size-3.5 text-success" aria-hidden />
              ) : (
                <Minus className="size-3.5" aria-hidden />
              )}
              {CHECK_LABELS[check]()}
            </li>
          ))}
        </ul>
      )}
    </div>
  )
}
