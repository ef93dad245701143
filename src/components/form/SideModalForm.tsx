import type { FormikValues } from 'formik'
import { Dialog } from 'react-aria-components/Dialog'
import { Modal, ModalOverlay } from 'react-aria-components/Modal'
import { FormikShell, type FormProps, type ShellFrame } from './FormikShell'
import { formLabels } from './form-naming'

export type SideModalFormProps<Values extends FormikValues> = FormProps<Values> & {
  onDismiss: () => void
  /**
   * While true neither Escape nor a press outside closes it (Cancel is disabled while it
   * submits): for a request whose answer must be shown here, as a secret shown once is.
   */
  isLocked?: boolean
}

const sideModalFrame: ShellFrame = {
  classes: { form: 'side-modal-form', body: 'side-modal-body', footer: 'side-modal-footer' },
  heading: (title) => <h2 className="side-modal-title">{title}</h2>,
  namesForm: false,
  showsDocs: true,
}

/**
 * The side-modal form shell: a dialog sliding in from the right. A new form is written as
 *
 *   <SideModalForm resource="project" kind="create" initialValues={…} validationSchema={…}
 *     onDismiss={close} onSubmit={async (values) => { await create(…).unwrap(); close() }}>
 *     <NameField autoFocus />
 *     <DescriptionField />
 *   </SideModalForm>
 *
 * which titles it 'Create project', labels the button 'Create project' ('Edit X' / 'Update X'
 * for kind="edit") and shows a taken name on the Name field. Override `title` or `submitLabel`
 * only when the words differ, and pass `fieldForError` only for other server field errors.
 */
export function SideModalForm<Values extends FormikValues>(props: SideModalFormProps<Values>) {
  const { title } = formLabels(props)
  return (
    <ModalOverlay
      isOpen
      isDismissable={!props.isLocked}
      isKeyboardDismissDisabled={props.isLocked}
      onOpenChange={(isOpen) => !isOpen && props.onDismiss()}
      className="side-modal-overlay"
    >
      <Modal className="side-modal">
        <Dialog className="side-modal-dialog" aria-label={title}>
          <FormikShell {...props} onCancel={props.onDismiss} frame={sideModalFrame} />
        </Dialog>
      </Modal>
    </ModalOverlay>
  )
}
