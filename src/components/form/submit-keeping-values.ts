import type { FormikHelpers, FormikValues } from 'formik'
import type { AnyObjectSchema } from 'yup'
import type { ApiError } from '~/store/api'
import { nameConflictField } from './form-naming'
import type { SubmitFailure } from './summary-entries'

/**
 * Formik's submit for every form shell: the schema's cast values go to `onSubmit`; a failure
 * keeps everything typed, puts the message in the summary and on the field it belongs to.
 */
export function submitKeepingValues<Values extends FormikValues>(
  validationSchema: AnyObjectSchema,
  onSubmit: (values: Values, helpers: FormikHelpers<Values>) => Promise<unknown>,
  fieldForError?: (error: ApiError) => keyof Values | undefined,
) {
  return async (values: Values, helpers: FormikHelpers<Values>) => {
    helpers.setStatus(undefined)
    try {
      await onSubmit(validationSchema.cast(values) as Values, helpers)
    } catch (caught) {
      const error = caught as ApiError
      const field = fieldForError ? fieldForError(error) : nameConflictField(error, values)
      if (field) helpers.setFieldError(String(field), error.message)
      const failure: SubmitFailure<Values> = {
        submitError: error.message,
        field: field ? String(field) : undefined,
        values,
      }
      helpers.setStatus(failure)
    }
  }
}
