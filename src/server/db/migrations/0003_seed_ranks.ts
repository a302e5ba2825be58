import type { Kysely } from 'kysely'

// Literal values: this migration must do the same thing forever, whatever the code says later.
// The reasoning behind the numbers is in docs/decisions/0009-ranks-and-quotas.md.
const RANKS = [
  {
    name: 'FREE',
    position: 0,
    permission_image: JSON.stringify({ max_variations: 2, svg_export: false, priority_lane: false }),
    slow_limit: 10,
    slow_period: 'day',
    priority_limit: 0,
    priority_period: 'month',
  },
  {
    name: 'PRO',
    position: 1,
    permission_image: JSON.stringify({ max_variations: 4, svg_export: true, priority_lane: true }),
    slow_limit: 100,
    slow_period: 'day',
    priority_limit: 300,
    priority_period: 'month',
  },
  {
    name: 'STUDIO',
    position: 2,
    permission_image: JSON.stringify({ max_variations: 4, svg_export: true, priority_lane: true }),
    slow_limit: 500,
    slow_period: 'day',
    priority_limit: 1500,
    priority_period: 'month',
  },
]

export async function up(db: Kysely<unknown>): Promise<void> {
  await (db as Kysely<{ rank: (typeof RANKS)[number] }>).insertInto('rank').values(RANKS).execute()
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await (db as Kysely<{ rank: { name: string } }>)
    .deleteFrom('rank')
    .where(
      'name',
      'in',
      RANKS.map((r) => r.name),
    )
    .execute()
}
