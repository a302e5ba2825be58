import { createFileRoute } from '@tanstack/react-router'
import { textToTattooPage } from '@/components/marketing/text-to-tattoo'
import { marketingPageOptions } from '@/components/marketing/route-options'
import * as m from '@/paraglide/messages'

const meta = { title: m.ttt_title, description: m.ttt_description, path: '/text-to-tattoo', to: '/{-$locale}/text-to-tattoo' } as const

export const Route = createFileRoute('/{-$locale}/_site/text-to-tattoo/')(marketingPageOptions(textToTattooPage, meta))
