import { type AnyObjectSchema, ValidationError } from 'yup'
import { hostileValues } from '~/specs/helpers/hostile-input'
import { imageFormSchema } from './image-from-snapshot'
import { uploadFormSchema } from './image-upload'

/** Hostile input on the two image forms' text fields (the upload's file aside). */

const forms: { form: string; schema: AnyObjectSchema; valid: Record<string, unknown> }[] = [
  {
    form: 'image from snapshot',
    schema: imageFormSchema,
    valid: { name: 'ubuntu', description: '', os: 'ubuntu', version: '24.04' },
  },
  {
    form: 'image upload',
    schema: uploadFormSchema,
    valid: { name: 'ubuntu', description: '', os: 'ubuntu', version: '24.04', blockSize: '512' },
  },
]

async function messageAt(schema: AnyObjectSchema, values: Record<string, unknown>, path: string) {
  try {
    await schema.validateAt(path, values)
    return undefined
  } catch (error) {
    if (error instanceof ValidationError) return error.message
    throw error
  }
}

/** Free text with no rule but being there: blanks, seen or not, are no value. */
const requiredTextRows = (label: string) => [
  { why: 'empty', value: '', message: `${label} is required` },
  { why: 'whitespace only', value: ' \t ', message: `${label} is required` },
  // was accepted: the image would list an OS (or version) nobody can see
  { why: 'zero-width space only', value: '\u200b', message: `${label} is required` },
  { why: 'zero-width joiner and a space', value: '\u200d ', message: `${label} is required` },
  { why: 'unicode text', value: 'Ubuntu ½ ünicode', message: undefined },
  { why: '1,000 characters', value: 'v'.repeat(1000), message: undefined },
]

const rows = forms.flatMap(({ form, schema, valid }) => [
  ...hostileValues('name', 'Name').map((row) => ({ form, schema, valid, path: 'name', ...row })),
  ...(['os', 'version'] as const).flatMap((path) =>
    requiredTextRows(path === 'os' ? 'OS' : 'Version').map((row) => ({
      form,
      schema,
      valid,
      path,
      ...row,
    })),
  ),
])

describe('image forms: hostile input', () => {
  it.each(rows)('$form $path, $why: $message', async ({ schema, valid, path, value, message }) => {
    expect(await messageAt(schema, { ...valid, [path]: value }, path)).toBe(message)
  })
})
