import { createFileRoute } from '@tanstack/react-router'
import * as m from '@/paraglide/messages'

export const Route = createFileRoute('/{-$locale}/')({
  component: () => <h1>{m.site_name()}</h1>,
})
