import { describe, expect, it } from 'vitest'
import { normaliseEmail } from './attribute.server'
import { CODE_ALPHABET, normaliseCode } from './code-format'
import { newCode } from './new-code.server'
import { settlementsCsv } from './settlements.server'

describe('attribution rules', () => {
  it('normalises an address as its owner has it', () => {
    expect(normaliseEmail('Tattoo.Artist+aff@GMail.com')).toBe('tattooartist@gmail.com')
    expect(normaliseEmail('tattooartist@googlemail.com')).toBe('tattooartist@gmail.com')
    expect(normaliseEmail('ann.lee+x@studio.example')).toBe('ann.lee@studio.example')
  })

  it('draws codes from digits and upper-case letters and reads links in any case', () => {
    for (let i = 0; i < 200; i++) {
      const code = newCode()
      expect(code).toHaveLength(8)
      expect([...code].every((c) => CODE_ALPHABET.includes(c))).toBe(true)
    }
    expect(normaliseCode(' ab12cd34 ')).toBe('AB12CD34')
    expect(normaliseCode('a-b')).toBeNull()
    expect(normaliseCode('<script>')).toBeNull()
  })
})

describe('the payout CSV', () => {
  it('writes PayPal’s bulk columns and defuses spreadsheet formulas', () => {
    const row = {
      id: '11111111-2222-4333-8444-555555555555',
      paypal_email: '=HYPERLINK("x")@example.com',
      amount: 12345,
      currency: 'USD',
    } as Parameters<typeof settlementsCsv>[0][number]
    const csv = settlementsCsv([row])
    const [header, line] = csv.trim().split('\r\n')
    expect(header).toBe('recipient,amount,currency,reference,note')
    expect(line).toMatch(/^"'=HYPERLINK\(""x""\)@example\.com",123\.45,USD,11111111-2222-4333-8444-555555555555,/)
  })
})
