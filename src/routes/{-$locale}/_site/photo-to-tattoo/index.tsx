import { createFileRoute } from '@tanstack/react-router'
import { photoToTattooPage } from '@/components/marketing/photo-to-tattoo'
import { marketingPageOptions } from '@/components/marketing/route-options'
import * as m from '@/paraglide/messages'

const meta = { title: m.ptt_title, description: m.ptt_description, path: '/photo-to-tattoo', to: '/{-$locale}/photo-to-tattoo' } as const

export const Route = createFileRoute('/{-$locale}/_site/photo-to-tattoo/')(marketingPageOptions(photoToTattooPage, meta))
