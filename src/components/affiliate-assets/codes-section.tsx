import { DataTable, type Column } from '@/components/ui/data-table'
import { useForm } from '@tanstack/react-form'
import { keepPreviousData, queryOptions, useQuery, useQueryClient } from '@tanstack/react-query'
import { Link } from '@tanstack/react-router'
import { Plus } from 'lucide-react'
import * as v from 'valibot'
import { Badge, count, Empty, ListSkeleton, LoadError, Pager, When } from '@/components/admin/admin-ui'
import { TextField } from '@/components/forms/field'
import { Form, SubmitButton } from '@/components/forms/form'
import { showServerFieldErrors } from '@/components/forms/server-errors'
import { useLocaleParams } from '@/i18n/use-locale'
import { toast } from '@/lib/toast'
import { type CodeView, NewCodeSchema } from '@/modules/affiliate'
import { createCodeFn, fetchCodes } from '@/modules/affiliate/affiliate.functions'
import * as m from '@/paraglide/messages'

/** The server's limit (codes.server.ts, MAX_CODES): one code per channel is the idea. */
export const MAX_CODES = 50
const PAGE_SIZE = 10

/** The affiliate area's query keys start with the user's id (a cache never shows one account's data to another). */
export const codesKey = (userId: string) => ['affiliate', userId, 'codes'] as const

export const codesPageQuery = (userId: string, page: number) =>
  queryOptions({
    queryKey: [...codesKey(userId), 'assets', { page }],
    queryFn: () => fetchCodes({ data: { page, page_size: PAGE_SIZE } }),
    placeholderData: keepPreviousData,
  })

/** Every code at once (50 at most), for the link builder's picker. */
export const allCodesQuery = (userId: string) =>
  queryOptions({
    queryKey: [...codesKey(userId), 'assets', 'all'],
    queryFn: () => fetchCodes({ data: { page: 1, page_size: MAX_CODES } }),
  })

const LabelSchema = v.object({ label: v.pipe(v.string(), v.trim(), v.maxLength(60, 'validation_too_long')) })

/** The affiliate's codes with what each brought, a page at a time, and a form for one more. */
export function CodesSection({
  userId,
  page,
  canCreate,
  onCreated,
}: {
  userId: string
  page: number
  /** Only an approved affiliate makes codes (a paused account keeps its links). */
  canCreate: boolean
  onCreated: (code: CodeView) => void
}) {
  const params = useLocaleParams()
  const client = useQueryClient()
  const query = useQuery(codesPageQuery(userId, page))
  const full = (query.data?.total ?? 0) >= MAX_CODES
  const form = useForm({
    defaultValues: { label: '' },
    validators: { onSubmit: LabelSchema },
    onSubmit: async ({ value, formApi }) => {
      try {
        const made = await createCodeFn({ data: v.parse(NewCodeSchema, { label: value.label.trim() || null }) })
        toast.success(m.affiliate_assets_code_created({ code: made.code }))
        formApi.reset()
        await client.invalidateQueries({ queryKey: codesKey(userId) })
        onCreated(made)
      } catch (error) {
        // 400403 at the limit is toasted by the error catalogue; a field error goes beside the field.
        showServerFieldErrors(form, error, ['label'])
      }
    },
  })

  const columns: Column<CodeView>[] = [
    {
      key: 'code',
      header: m.affiliate_assets_col_code(),
      rowHeader: true,
      cell: (code) => (
        <span className="flex flex-wrap items-center gap-2">
          <code className="font-mono text-sm font-medium tracking-wide">{code.code}</code>
          {code.is_default && <Badge tone="gold">{m.affiliate_assets_code_default()}</Badge>}
          {!code.active && <Badge tone="muted">{m.affiliate_assets_code_inactive()}</Badge>}
        </span>
      ),
    },
    {
      key: 'label',
      header: m.affiliate_assets_col_label(),
      wide: true,
      cell: (code) =>
        code.label ? <span className="[overflow-wrap:anywhere]">{code.label}</span> : <span className="text-ink-faint">—</span>,
    },
    { key: 'clicks', header: m.affiliate_assets_col_clicks(), numeric: true, cell: (code) => count(code.clicks) },
    { key: 'signups', header: m.affiliate_assets_col_signups(), numeric: true, cell: (code) => count(code.signups) },
    { key: 'customers', header: m.affiliate_assets_col_customers(), numeric: true, cell: (code) => count(code.customers) },
    { key: 'created', header: m.affiliate_assets_col_created(), cell: (code) => <When at={code.created_at} /> },
  ]

  return (
    <section aria-labelledby="assets-codes-heading" className="rounded-lg border border-line bg-surface p-5 sm:p-8">
      <h2 id="assets-codes-heading" className="font-display text-display-sm text-ink">
        {m.affiliate_assets_codes_heading()}
      </h2>
      <p className="mt-2 max-w-2xl text-ink-muted">{m.affiliate_assets_codes_lede()}</p>

      {canCreate && (
        <Form
          form={form}
          className="mt-6 flex flex-col gap-3 sm:flex-row sm:items-start"
          aria-label={m.affiliate_assets_new_code_aria()}
        >
          <div className="min-w-0 flex-1 sm:max-w-md">
            <form.Field name="label">
              {(field) => (
                <TextField
                  field={field}
                  label={m.affiliate_assets_new_code_label()}
                  hint={full ? m.affiliate_assets_codes_full({ max: String(MAX_CODES) }) : m.affiliate_assets_new_code_hint()}
                  optional
                  maxLength={60}
                  disabled={full}
                  placeholder={m.affiliate_assets_new_code_placeholder()}
                />
              )}
            </form.Field>
          </div>
          <SubmitButton form={form} {...(full ? { disabled: true } : {})} className="h-11 sm:mt-7">
            <Plus aria-hidden />
            {m.affiliate_assets_new_code_submit()}
          </SubmitButton>
        </Form>
      )}

      <div className="mt-8">
        {query.isPending ? (
          <ListSkeleton rows={3} />
        ) : query.isError ? (
          <LoadError onRetry={() => void query.refetch()} />
        ) : query.data.items.length === 0 ? (
          <Empty title={m.affiliate_assets_codes_empty()} />
        ) : (
          <>
            <DataTable
              caption={m.affiliate_assets_codes_caption()}
              columns={columns}
              rows={query.data.items}
              rowKey={(code) => code.id}
              busy={query.isPlaceholderData}
            />
            {query.data.total > PAGE_SIZE && (
              <Pager
                page={query.data.page}
                pageSize={PAGE_SIZE}
                total={query.data.total}
                link={(target, props) => (
                  <Link
                    to="/{-$locale}/affiliate/assets"
                    params={params}
                    search={{ page: target > 1 ? target : undefined }}
                    hash="assets-codes-heading"
                    resetScroll={false}
                    {...props}
                  />
                )}
              />
            )}
          </>
        )}
      </div>
    </section>
  )
}
