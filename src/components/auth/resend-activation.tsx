import { useForm } from '@tanstack/react-form'
import { useEffect, useState } from 'react'
import * as v from 'valibot'
import { sessionStore } from '@/lib/storage'
import { toast } from '@/lib/toast'
import { EmailSchema } from '@/modules/accounts'
import { EmailOnlySchema } from '@/modules/auth'
import { resendActivationFn } from '@/modules/auth/auth.functions'
import * as m from '@/paraglide/messages'
import { EmailField } from '../forms/field'
import { showServerFieldErrors } from '../forms/server-errors'
import { Button } from '../ui/button'
import { Form, SubmitButton } from '../forms/form'

/** The server sends at most one activation mail a minute per address; the button waits as long. */
export const RESEND_COOLDOWN_SECONDS = 60
const cooldownKey = (email: string) => `resend-until:${email}`

function useCooldown(email: string | undefined) {
  const [now, setNow] = useState(() => Date.now())
  const until = email ? (sessionStore.get<number>(cooldownKey(email)) ?? 0) : 0
  const remaining = Math.max(0, Math.ceil((until - now) / 1000))
  useEffect(() => {
    if (!remaining) return
    const timer = setInterval(() => setNow(Date.now()), 1000)
    return () => clearInterval(timer)
  }, [remaining])
  const start = () => {
    if (!email) return
    sessionStore.set(cooldownKey(email), Date.now() + RESEND_COOLDOWN_SECONDS * 1000)
    setNow(Date.now())
  }
  return { remaining, start }
}

async function resend(email: string) {
  await resendActivationFn({ data: { email } })
  toast.success(m.verification_resent())
}

/** "Send the e-mail again" for a known address, with a visible countdown. */
export function ResendButton({ email }: { email: string }) {
  const { remaining, start } = useCooldown(email)
  const [pending, setPending] = useState(false)
  return (
    <Button
      variant="secondary"
      className="w-full"
      disabled={pending || remaining > 0}
      onClick={async () => {
        setPending(true)
        try {
          await resend(email)
          start()
        } finally {
          setPending(false)
        }
      }}
    >
      {remaining > 0 ? m.verification_resend_wait({ seconds: String(remaining) }) : m.verification_resend()}
    </Button>
  )
}

/** The same, when the address is not known to the page (a broken or expired link). */
export function ResendForm({ label }: { label: string }) {
  const form = useForm({
    defaultValues: { email: '' },
    validators: { onSubmit: EmailOnlySchema },
    onSubmit: async ({ value }) => {
      try {
        await resend(v.parse(EmailSchema, value.email))
        form.reset()
      } catch (error) {
        showServerFieldErrors(form, error, ['email'])
      }
    },
  })
  return (
    <Form form={form} className="space-y-4">
      <form.Field name="email">{(field) => <EmailField field={field} />}</form.Field>
      <SubmitButton form={form} className="w-full">
        {label}
      </SubmitButton>
    </Form>
  )
}
