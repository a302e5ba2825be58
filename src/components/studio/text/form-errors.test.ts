import { describe, expect, it } from 'vitest'
import { formErrors } from './form-errors'
import { initialValues } from './text-preset'

describe('the text form’s errors', () => {
  const values = { ...initialValues(undefined, 4), prompt: 'a wolf' }

  it('accepts a complete form', () => {
    expect(formErrors(values)).toBeUndefined()
  })

  it('puts each problem under its field, as the API names it', () => {
    expect(formErrors({ ...values, prompt: '   ' })?.fields).toEqual({ prompt: 'validation_required' })
    expect(formErrors({ ...values, prompt: '…!' })?.fields).toEqual({ prompt: 'validation_prompt_empty' })
    expect(formErrors({ ...values, seed: 'abc', lettering: 'x'.repeat(81) })?.fields).toEqual({
      seed: 'validation_number',
      lettering: 'validation_too_long',
    })
    expect(formErrors({ ...values, seed: '-1' })?.fields).toEqual({ seed: 'validation_range' })
  })
})
