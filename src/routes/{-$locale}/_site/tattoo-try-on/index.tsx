import { createFileRoute } from '@tanstack/react-router'
import { tattooTryOnPage } from '@/components/marketing/tattoo-try-on'
import { marketingPageOptions } from '@/components/marketing/route-options'
import * as m from '@/paraglide/messages'

const meta = { title: m.tto_title, description: m.tto_description, path: '/tattoo-try-on', to: '/{-$locale}/tattoo-try-on' } as const

export const Route = createFileRoute('/{-$locale}/_site/tattoo-try-on/')(marketingPageOptions(tattooTryOnPage, meta))
