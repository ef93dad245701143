/**
 * What a form's yup schema says of some values, for the form tests that check each bad input's
 * exact message (every field's message at once: `abortEarly: false`).
 */
import type { AnyObjectSchema, ValidationError } from 'yup'

/** Every field's message for `values`, by field; {} when they pass. */
export function fieldMessages(schema: AnyObjectSchema, values: object): Record<string, string> {
  try {
    schema.validateSync(values, { abortEarly: false })
    return {}
  } catch (error) {
    const { inner } = error as ValidationError
    return Object.fromEntries(inner.map(({ path, message }) => [path, message]))
  }
}

/** Every message the schema gives for `values`, or [] when they pass. */
export async function schemaMessages(schema: AnyObjectSchema, values: object): Promise<string[]> {
  try {
    await schema.validate(values, { abortEarly: false })
    return []
  } catch (error) {
    return (error as ValidationError).errors
  }
}
