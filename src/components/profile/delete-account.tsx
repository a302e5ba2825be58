import { useForm } from '@tanstack/react-form'
import { useState } from 'react'
import * as v from 'valibot'
import { deleteAccountFn } from '@/modules/accounts/accounts.functions'
import { useSignedOut } from '@/modules/auth/client/use-session'
import * as m from '@/paraglide/messages'
import { TextField } from '../forms/field'
import { showServerFieldErrors } from '../forms/server-errors'
import { Button } from '../ui/button'
import { Dialog, DialogClose, DialogContent, DialogTrigger } from '../ui/dialog'
import { Form, SubmitButton } from '../forms/form'

/** Deletion asks the owner to type the account's address: no slip of a finger deletes it. */
export function DeleteAccount({ email }: { email: string }) {
  const [open, setOpen] = useState(false)
  const signedOut = useSignedOut()
  const form = useForm({
    defaultValues: { confirm_email: '' },
    validators: {
      onSubmit: v.object({
        confirm_email: v.pipe(
          v.string(),
          v.trim(),
          v.toLowerCase(),
          v.check((value) => value === email.toLowerCase(), 'validation_confirm_delete'),
        ),
      }),
    },
    onSubmit: async ({ value }) => {
      try {
        await deleteAccountFn({ data: { confirm_email: value.confirm_email.trim().toLowerCase() } })
        setOpen(false)
        await signedOut(m.profile_deleted())
      } catch (error) {
        showServerFieldErrors(form, error, ['confirm_email'])
      }
    },
  })
  return (
    <Dialog open={open} onOpenChange={setOpen}>
      <DialogTrigger asChild>
        <Button variant="secondary" className="border-danger/60 text-danger hover:border-danger hover:bg-danger/10">
          {m.profile_delete_button()}
        </Button>
      </DialogTrigger>
      <DialogContent title={m.profile_delete_confirm_title()} description={m.profile_delete_confirm_body({ email })}>
        <Form form={form} className="mt-6 space-y-5">
          <form.Field name="confirm_email">
            {(field) => (
              <TextField field={field} label={m.form_email_label()} type="email" autoComplete="off" inputMode="email" />
            )}
          </form.Field>
          <div className="flex justify-end gap-2">
            <DialogClose asChild>
              <Button variant="ghost">{m.action_cancel()}</Button>
            </DialogClose>
            <SubmitButton form={form} className="bg-danger text-white hover:bg-danger/90">
              {m.profile_delete_confirm_button()}
            </SubmitButton>
          </div>
        </Form>
      </DialogContent>
    </Dialog>
  )
}
