import type { FormikValues } from 'formik'
import { FormikShell, type FormProps, type ShellFrame } from './FormikShell'

const inlineFrame: ShellFrame = {
  // the fields and the summary in one narrow column, the submit right below them
  classes: { form: 'inline-form-shell', body: 'settings-form', footer: 'inline-form-footer' },
  namesForm: true,
  // the submit sits right below the fields: an error appearing as a field loses focus would move
  // it away from the pointer pressing it, so the form checks on submit
  validateOnBlur: false,
}

/**
 * The inline form shell, for settings-style forms inside a page (an instance's Settings tab): the
 * side modal's formik body, with no heading of its own (the page's section has it) and no
 * Cancel (there is nothing to leave). The title names the form for assistive technology:
 *
 *   <InlineForm title="Instance settings" submitLabel="Save" initialValues={…}
 *     validationSchema={…} onSubmit={async (values) => { await update(…).unwrap() }}>
 *     <NumberField name="ncpus" label="CPUs" isRequired />
 *   </InlineForm>
 */
export function InlineForm<Values extends FormikValues>(props: FormProps<Values>) {
  return <FormikShell {...props} frame={inlineFrame} />
}
