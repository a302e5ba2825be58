import { Link } from '@tanstack/react-router'
import { useLocaleParams } from '@/i18n/use-locale'
import type { OpenableProps } from '../ui/on-first-use'
import { Menu, MenuContent, MenuItem, MenuTrigger } from '../ui/menu'
import { TOOL_CARDS } from './tool-cards'
import { toolsTrigger } from './site-header'

/** The four tools, each with a line on what it does. */
export function ToolsMenu({ defaultOpen }: OpenableProps<object>) {
  const params = useLocaleParams()
  return (
    <Menu modal={false} defaultOpen={defaultOpen}>
      <MenuTrigger {...toolsTrigger()} />
      <MenuContent align="start" className="w-80 p-2">
        {TOOL_CARDS.map((tool) => (
          <MenuItem key={tool.id} asChild className="items-start gap-3 px-3 py-2.5">
            <Link to={tool.marketing} params={params}>
              <tool.icon className="mt-0.5 !size-5 text-gold" aria-hidden />
              <span className="flex flex-col gap-0.5">
                <span className="font-medium text-ink">{tool.name()}</span>
                <span className="text-xs leading-snug text-ink-muted">{tool.blurb()}</span>
              </span>
            </Link>
          </MenuItem>
        ))}
      </MenuContent>
    </Menu>
  )
}
