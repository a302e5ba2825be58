import { Link, createFileRoute } from '@tanstack/react-router'
import { ArrowRight, Check, Globe2, Layers, Type, Undo2 } from 'lucide-react'
import { TOOL_CARDS } from '@/components/layout/tool-cards'
import { ShowcaseArt } from '@/components/marketing/showcase-art'
import type { ShowcaseFile } from '@/modules/galleries/content-schema'
import showcase from '../../../../content/showcase/home.json'
import { CtaBand, FeatureGrid, Hero, Section, SectionHeading, Steps } from '@/components/marketing/sections'
import { useLocaleParams } from '@/i18n/use-locale'
import { headFromLoader, seo } from '@/lib/seo'
import { STYLE_CATALOGUE } from '@/modules/galleries/style-catalogue'
import * as m from '@/paraglide/messages'
import { LinkButton } from '@/components/ui/link-button'

const homeShowcase = showcase as ShowcaseFile

export const Route = createFileRoute('/{-$locale}/_site/')({
  loader: ({ location }) => ({
    head: seo({ title: m.home_title(), description: m.home_description(), pathname: location.pathname }),
  }),
  head: headFromLoader,
  component: HomePage,
})

function FlashSheet() {
  // Registration marks and a millimetre scale: the art sits on a print sheet, as a stencil would.
  return (
    <figure className="relative rounded-lg border border-line-strong bg-surface p-6 shadow-card sm:p-10">
      {(['left-3 top-3', 'right-3 top-3', 'bottom-3 left-3', 'bottom-3 right-3'] as const).map((pos) => (
        <span key={pos} aria-hidden className={`absolute ${pos} size-4 text-line-strong`}>
          {/* biome-ignore lint/a11y/noSvgWithoutTitle: a registration mark inside an aria-hidden span */}
          <svg viewBox="0 0 16 16" className="size-4" fill="none" stroke="currentColor" strokeWidth="1">
            <path d="M8 0v16M0 8h16" />
            <circle cx="8" cy="8" r="4" />
          </svg>
        </span>
      ))}
      <ShowcaseArt showcase={homeShowcase} />
      <figcaption className="mt-6 flex items-center justify-between border-t border-line pt-4 font-mono text-[0.6875rem] uppercase tracking-wider text-ink-faint">
        <span>{m.home_art_caption()}</span>
        <span aria-hidden className="flex items-end gap-px">
          {Array.from({ length: 21 }, (_, i) => (
            // biome-ignore lint/suspicious/noArrayIndexKey: the ticks of a fixed scale
            <span key={i} className="w-px bg-ink-faint" style={{ height: i % 10 === 0 ? 10 : i % 5 === 0 ? 7 : 4 }} />
          ))}
        </span>
      </figcaption>
    </figure>
  )
}

function HomePage() {
  const params = useLocaleParams()
  return (
    <>
      <Hero
        id="home-hero"
        eyebrow={m.home_eyebrow()}
        title={m.home_heading()}
        lede={m.home_lede()}
        actions={
          <>
            <LinkButton to="/{-$locale}/dashboard" size="lg">
              {m.cta_start_designing()}
              <ArrowRight aria-hidden />
            </LinkButton>
            <LinkButton to="/{-$locale}/tattoo-ideas" size="lg" variant="secondary">
              {m.home_cta_ideas()}
            </LinkButton>
          </>
        }
        note={
          <ul className="flex flex-wrap gap-x-6 gap-y-2">
            {[m.home_point_lettering(), m.home_point_stencil(), m.home_point_credit()].map((point) => (
              <li key={point} className="flex items-center gap-2 text-ink-muted">
                <Check className="size-4 text-accent" aria-hidden />
                {point}
              </li>
            ))}
          </ul>
        }
        art={<FlashSheet />}
      />

      <Section labelledBy="home-tools" className="border-t border-line">
        <SectionHeading
          id="home-tools"
          eyebrow={m.home_tools_eyebrow()}
          title={m.home_tools_heading()}
          lede={m.home_tools_lede()}
        />
        <ul className="mt-12 grid gap-5 sm:grid-cols-2 lg:grid-cols-4">
          {TOOL_CARDS.map((tool, i) => (
            <li key={tool.id}>
              <Link
                to={tool.marketing}
                params={params}
                className="group flex h-full flex-col rounded-lg border border-line bg-surface p-6 transition-[border-color,transform] duration-300 ease-out-soft hover:-translate-y-0.5 hover:border-line-strong"
              >
                <span className="flex items-center justify-between">
                  <tool.icon className="size-6 text-gold" aria-hidden />
                  <span className="font-display text-sm italic text-ink-faint" aria-hidden>
                    0{i + 1}
                  </span>
                </span>
                <span className="mt-8 font-display text-xl text-ink">{tool.name()}</span>
                <span className="mt-2 flex-1 text-sm leading-relaxed text-ink-muted">{tool.blurb()}</span>
                <span className="mt-6 inline-flex items-center gap-1.5 text-sm font-medium text-ink">
                  {m.action_learn_more()}
                  <ArrowRight className="size-4 transition-transform group-hover:translate-x-0.5" aria-hidden />
                </span>
              </Link>
            </li>
          ))}
        </ul>
      </Section>

      <Section labelledBy="home-why">
        <SectionHeading id="home-why" eyebrow={m.home_why_eyebrow()} title={m.home_why_heading()} />
        <FeatureGrid
          features={[
            { icon: Type, title: m.home_why_lettering_title(), body: m.home_why_lettering_body() },
            { icon: Layers, title: m.home_why_vector_title(), body: m.home_why_vector_body() },
            { icon: Undo2, title: m.home_why_credit_title(), body: m.home_why_credit_body() },
            { icon: Globe2, title: m.home_why_language_title(), body: m.home_why_language_body() },
          ]}
        />
      </Section>

      <Section labelledBy="home-steps" className="border-y border-line bg-surface">
        <SectionHeading id="home-steps" eyebrow={m.home_steps_eyebrow()} title={m.home_steps_heading()} />
        <Steps
          steps={[
            { title: m.home_step_describe_title(), body: m.home_step_describe_body() },
            { title: m.home_step_refine_title(), body: m.home_step_refine_body() },
            { title: m.home_step_print_title(), body: m.home_step_print_body() },
          ]}
        />
      </Section>

      <Section labelledBy="home-styles">
        <div className="flex flex-col gap-6 md:flex-row md:items-end md:justify-between">
          <SectionHeading
            id="home-styles"
            eyebrow={m.home_styles_eyebrow()}
            title={m.home_styles_heading()}
            lede={m.home_styles_lede()}
          />
          <LinkButton to="/{-$locale}/tattoo-styles" variant="secondary" className="self-start md:self-auto">
            {m.home_styles_cta()}
          </LinkButton>
        </div>
        <ul className="mt-10 flex flex-wrap gap-2.5">
          {STYLE_CATALOGUE.map((style) => (
            <li key={style.handle}>
              <Link
                to="/{-$locale}/tattoo-styles/$handle"
                params={{ ...params, handle: style.handle }}
                className="inline-flex rounded-full border border-line-strong px-4 py-2 text-sm text-ink transition-colors hover:border-accent hover:text-accent"
              >
                {style.name()}
              </Link>
            </li>
          ))}
        </ul>
      </Section>

      <CtaBand
        id="home-final"
        title={m.home_final_heading()}
        body={m.home_final_body()}
        action={
          <LinkButton to="/{-$locale}/dashboard" size="lg">
            {m.cta_start_designing()}
          </LinkButton>
        }
      />
    </>
  )
}
