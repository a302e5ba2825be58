import { CompiledQuery, type Compilable, type Kysely } from 'kysely'

/**
 * A query built and compiled once, then run with new values: for the few queries on every
 * request, where Kysely's building and compiling costs more than SQLite's answer. The builder
 * receives stand-ins for the values; each stand-in in the compiled parameters is swapped for the
 * value given at run time.
 */
export function preparedQuery<DB, Values extends unknown[], Row>(
  build: (db: Kysely<DB>, ...values: Values) => Compilable<Row>,
): (db: Kysely<DB>, ...values: Values) => Promise<Row[]> {
  const compiled = new WeakMap<Kysely<DB>, { sql: string; slots: (number | { value: unknown })[] }>()
  return async (db, ...values) => {
    let query = compiled.get(db)
    if (!query) {
      const standIns = values.map((_, i) => `\u0000prepared-value-${i}\u0000`) as Values
      const { sql, parameters } = build(db, ...standIns).compile()
      const slots = parameters.map((p) => {
        const index = standIns.indexOf(p as Values[number])
        return index >= 0 ? index : { value: p }
      })
      query = { sql, slots }
      compiled.set(db, query)
    }
    const parameters = query.slots.map((slot) => (typeof slot === 'number' ? values[slot] : slot.value))
    const result = await db.executeQuery<Row>(CompiledQuery.raw(query.sql, parameters) as CompiledQuery<Row>)
    return result.rows
  }
}
