import { Button } from '@react-spectrum/s2/Button'
import { ButtonGroup, Content, Dialog, DialogContainer, Heading } from '@react-spectrum/s2/Dialog'
import { useSelector } from '@xstate/react'
import { confirmDialog } from '~/machines/confirm-dialog'

/** Renders the one confirm dialog from its machine (SPEC §4). */
export function ConfirmDialogHost() {
  const options = useSelector(confirmDialog, (snapshot) => snapshot.context.options)
  const isBusy = useSelector(confirmDialog, (snapshot) => snapshot.hasTag('busy'))
  const canCancel = useSelector(confirmDialog, (snapshot) =>
    snapshot.can({ type: 'confirm.cancel' }),
  )
  const cancel = () => confirmDialog.send({ type: 'confirm.cancel' })
  return (
    <DialogContainer onDismiss={cancel}>
      {options && (
        <Dialog size="S" role="alertdialog" isKeyboardDismissDisabled={isBusy}>
          <Heading slot="title">{options.title}</Heading>
          <Content>{options.content}</Content>
          <ButtonGroup>
            <Button variant="secondary" onPress={cancel} isDisabled={!canCancel}>
              Cancel
            </Button>
            <Button
              variant="negative"
              isPending={isBusy}
              onPress={() => confirmDialog.send({ type: 'confirm.confirm' })}
            >
              {options.actionLabel}
            </Button>
          </ButtonGroup>
        </Dialog>
      )}
    </DialogContainer>
  )
}
