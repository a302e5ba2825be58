import { Link } from '@tanstack/react-router'
import { useLocaleParams } from '@/i18n/use-locale'
import * as m from '@/paraglide/messages'
import { CookieSettingsButton } from '../consent/cookie-settings-button'
import { LanguageSwitcher } from './language-switcher'
import { Logo } from './logo'
import { TOOLS } from './nav'

const heading = 'eyebrow mb-4 !text-ink-faint'
const link = 'text-sm text-ink-muted transition-colors hover:text-ink'

export function SiteFooter() {
  const params = useLocaleParams()
  return (
    <footer className="relative z-[2] mt-24 border-t border-line bg-surface">
      <div className="mx-auto grid max-w-7xl gap-12 px-4 py-16 sm:px-6 md:grid-cols-[1.4fr_repeat(3,1fr)] lg:px-8">
        <div className="max-w-xs">
          <Logo />
          <p className="mt-4 text-sm leading-relaxed text-ink-muted">{m.footer_tagline()}</p>
          <LanguageSwitcher className="-ml-2.5 mt-6" />
        </div>
        <nav aria-labelledby="footer-tools">
          <h2 id="footer-tools" className={heading}>
            {m.nav_tools()}
          </h2>
          <ul className="space-y-3">
            {TOOLS.map((tool) => (
              <li key={tool.id}>
                <Link to={tool.marketing} params={params} className={link}>
                  {tool.name()}
                </Link>
              </li>
            ))}
          </ul>
        </nav>
        <nav aria-labelledby="footer-explore">
          <h2 id="footer-explore" className={heading}>
            {m.footer_explore()}
          </h2>
          <ul className="space-y-3">
            <li>
              <Link to="/{-$locale}/tattoo-ideas" params={params} className={link}>
                {m.nav_ideas()}
              </Link>
            </li>
            <li>
              <Link to="/{-$locale}/tattoo-styles" params={params} className={link}>
                {m.nav_styles()}
              </Link>
            </li>
            <li>
              <Link to="/{-$locale}/pricing" params={params} className={link}>
                {m.nav_pricing()}
              </Link>
            </li>
          </ul>
        </nav>
        <nav aria-labelledby="footer-company">
          <h2 id="footer-company" className={heading}>
            {m.footer_company()}
          </h2>
          <ul className="space-y-3">
            <li>
              <Link to="/{-$locale}/affiliation" params={params} className={link}>
                {m.nav_affiliate()}
              </Link>
            </li>
            <li>
              <Link to="/{-$locale}/privacy" params={params} className={link}>
                {m.nav_privacy()}
              </Link>
            </li>
            <li>
              <Link to="/{-$locale}/terms" params={params} className={link}>
                {m.nav_terms()}
              </Link>
            </li>
            <li>
              <Link to="/{-$locale}/credits" params={params} className={link}>
                {m.nav_credits()}
              </Link>
            </li>
          </ul>
        </nav>
      </div>
      <div className="border-t border-line">
        <div className="mx-auto flex max-w-7xl flex-col gap-2 px-4 py-6 text-xs text-ink-faint sm:flex-row sm:items-center sm:justify-between sm:px-6 lg:px-8">
          <p>{m.footer_copyright({ year: String(new Date().getUTCFullYear()) })}</p>
          <p className="flex flex-wrap items-center gap-x-4 gap-y-1">
            <span>{m.footer_made_for()}</span>
            <CookieSettingsButton className="underline-offset-2 hover:text-ink hover:underline" />
          </p>
        </div>
      </div>
    </footer>
  )
}
