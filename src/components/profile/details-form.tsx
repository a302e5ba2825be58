import { useForm } from '@tanstack/react-form'
import { useQueryClient } from '@tanstack/react-query'
import { useRouter } from '@tanstack/react-router'
import { ImageUp, Trash2 } from 'lucide-react'
import { useRef, useState } from 'react'
import * as v from 'valibot'
import { useTheme } from '@/components/theme-provider'
import { LOCALES, isLocaleCode, type LocaleCode } from '@/i18n/locales'
import { saveLocaleCookie } from '@/i18n/cookie'
import { switchLocaleHref } from '@/i18n/paths'
import { currentLocale } from '@/i18n/use-locale'
import { isThemePreference, type ThemePreference } from '@/lib/theme'
import { toast } from '@/lib/toast'
import { NameSchema, type UserInfo } from '@/modules/accounts'
import { removeAvatarFn, updateUserFn, uploadAvatarFn } from '@/modules/accounts/accounts.functions'
import { rememberSession } from '@/modules/auth/client/session'
import * as m from '@/paraglide/messages'
import { TextField } from '../forms/field'
import { SelectField } from '../forms/select-field'
import { showServerFieldErrors } from '../forms/server-errors'
import { THEME_OPTIONS } from '../layout/theme-switcher'
import { Avatar } from '../layout/user-menu'
import { Button } from '../ui/button'
import { Form, SubmitButton } from '../forms/form'

function AvatarPicker({ info }: { info: UserInfo }) {
  const queryClient = useQueryClient()
  const input = useRef<HTMLInputElement>(null)
  const [busy, setBusy] = useState(false)
  const run = async (action: () => Promise<UserInfo>) => {
    setBusy(true)
    try {
      rememberSession(queryClient, await action())
    } catch {
      // upload rejections are toasted by the error catalogue
    } finally {
      setBusy(false)
      if (input.current) input.current.value = ''
    }
  }
  return (
    <div className="flex flex-col items-start gap-4 sm:flex-row sm:items-center sm:gap-5">
      <Avatar user={info.user} className="size-20 text-2xl" />
      <div className="min-w-0 space-y-2">
        <p className="text-sm font-medium text-ink">{m.profile_avatar_label()}</p>
        <div className="flex flex-wrap gap-2">
          <Button variant="secondary" size="sm" disabled={busy} onClick={() => input.current?.click()}>
            <ImageUp aria-hidden />
            {m.profile_avatar_change()}
          </Button>
          {info.user.image && (
            <Button variant="ghost" size="sm" disabled={busy} onClick={() => run(() => removeAvatarFn())}>
              <Trash2 aria-hidden />
              {m.profile_avatar_remove()}
            </Button>
          )}
        </div>
        <p className="text-xs text-ink-muted">{m.profile_avatar_hint()}</p>
        <input
          ref={input}
          type="file"
          accept="image/jpeg,image/png,image/webp,image/heic,image/heif"
          className="sr-only"
          tabIndex={-1}
          aria-label={m.profile_avatar_change()}
          onChange={(event) => {
            const file = event.target.files?.[0]
            if (!file) return
            const body = new FormData()
            body.set('file', file)
            void run(() => uploadAvatarFn({ data: body }))
          }}
        />
      </div>
    </div>
  )
}

/** Name, language and theme. A new language reloads the page in it, as the switcher does. */
export function DetailsForm({ info }: { info: UserInfo }) {
  const queryClient = useQueryClient()
  const router = useRouter()
  const { preference, setPreference } = useTheme()
  const form = useForm({
    defaultValues: {
      name: info.user.name,
      locale: (isLocaleCode(info.user.locale) ? info.user.locale : currentLocale().code) as string,
      theme: preference as string,
    },
    validators: { onSubmit: v.object({ name: NameSchema, locale: v.string(), theme: v.string() }) },
    onSubmit: async ({ value }) => {
      try {
        const updated = await updateUserFn({
          data: { name: value.name, locale: value.locale as LocaleCode, theme: value.theme as ThemePreference },
        })
        rememberSession(queryClient, updated)
        if (isThemePreference(value.theme)) setPreference(value.theme)
        toast.success(m.profile_saved())
        if (isLocaleCode(value.locale) && value.locale !== currentLocale().code) {
          saveLocaleCookie(value.locale)
          const { pathname, searchStr, hash } = router.state.location
          window.location.assign(switchLocaleHref({ pathname, search: searchStr, hash }, value.locale))
        }
      } catch (error) {
        showServerFieldErrors(form, error, ['name'])
      }
    },
  })
  return (
    <div className="space-y-8">
      <AvatarPicker info={info} />
      <Form form={form} className="grid gap-5 sm:grid-cols-2">
        <div className="sm:col-span-2">
          <form.Field name="name">
            {(field) => <TextField field={field} label={m.form_name_label()} autoComplete="name" maxLength={80} />}
          </form.Field>
        </div>
        <div className="sm:col-span-2">
          <p className="text-sm font-medium text-ink">{m.form_email_label()}</p>
          <p className="mt-1 text-ink">{info.user.email}</p>
          <p className="mt-1 text-xs text-ink-muted">{m.profile_email_note()}</p>
        </div>
        <form.Field name="locale">
          {(field) => (
            <SelectField
              label={m.profile_language_label()}
              value={field.state.value}
              onChange={(e) => field.handleChange(e.target.value)}
              options={LOCALES.map((l) => ({ value: l.code, label: l.name, lang: l.htmlLang }))}
            />
          )}
        </form.Field>
        <form.Field name="theme">
          {(field) => (
            <SelectField
              label={m.profile_theme_label()}
              value={field.state.value}
              onChange={(e) => field.handleChange(e.target.value)}
              options={THEME_OPTIONS.map((t) => ({ value: t.value, label: t.label() }))}
            />
          )}
        </form.Field>
        <div className="sm:col-span-2">
          <SubmitButton form={form}>{m.profile_save()}</SubmitButton>
        </div>
      </Form>
    </div>
  )
}
