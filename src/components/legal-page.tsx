import type { ReactNode } from 'react'
import { formatDate } from '@/lib/format-date'
import * as m from '@/paraglide/messages'
import { Container } from './page'

/** When the legal texts last changed (Unix seconds); shown as `Mon DD YYYY`. */
export const LEGAL_UPDATED_AT = 1795219200 // 2026-11-21

export function LegalPage({ title, intro, children }: { title: string; intro: string; children: ReactNode }) {
  return (
    <Container className="max-w-3xl py-16 sm:py-24">
      <p className="eyebrow mb-4">{m.privacy_updated({ date: formatDate(LEGAL_UPDATED_AT) })}</p>
      <h1 className="text-display-lg text-ink">{title}</h1>
      <div className="prose-ink mt-8 text-lg">
        <p>{intro}</p>
        {children}
      </div>
    </Container>
  )
}
