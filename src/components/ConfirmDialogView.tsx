import { Button } from '@react-spectrum/s2/Button'
import { ButtonGroup, Content, Dialog, DialogContainer, Heading } from '@react-spectrum/s2/Dialog'
import { TextField } from '@react-spectrum/s2/TextField'
import { useSelector } from '@xstate/react'
import { useButtonPending } from '@/hooks/use-minimum-display'
import { confirmDialog } from '~/machines/confirm-dialog.machine'
import { withWholeNames } from './whole-names'

/** The typed confirmation sits apart from the question above it. */
const typeToConfirmStyle = { marginTop: 16 } as const

/** Renders the one confirm dialog from its machine (SPEC §4). */
export default function ConfirmDialogView() {
  const options = useSelector(confirmDialog, (snapshot) => snapshot.context.options)
  const isBusy = useSelector(confirmDialog, (snapshot) => snapshot.hasTag('busy'))
  const confirmPending = useButtonPending(isBusy)
  const canCancel = useSelector(confirmDialog, (snapshot) =>
    snapshot.can({ type: 'confirm.cancel' }),
  )
  const canConfirm = useSelector(confirmDialog, (snapshot) =>
    snapshot.can({ type: 'confirm.confirm' }),
  )
  const typed = useSelector(confirmDialog, (snapshot) => snapshot.context.typed)
  const cancel = () => confirmDialog.send({ type: 'confirm.cancel' })
  return (
    <DialogContainer onDismiss={cancel}>
      {options && (
        <Dialog
          size="S"
          data-dialog-width="narrow"
          role="alertdialog"
          isKeyboardDismissDisabled={isBusy}
        >
          <Heading slot="title">{options.title}</Heading>
          <Content>
            {typeof options.content === 'string'
              ? withWholeNames(options.content)
              : options.content}
            {options.typeToConfirm !== undefined && (
              <div style={typeToConfirmStyle}>
                <TextField
                  label={`Type ${options.typeToConfirm} to confirm`}
                  value={typed}
                  onChange={(text) => confirmDialog.send({ type: 'confirm.type', text })}
                  isDisabled={isBusy}
                  autoFocus
                  autoComplete="off"
                />
              </div>
            )}
          </Content>
          <ButtonGroup>
            <Button variant="secondary" onPress={cancel} isDisabled={!canCancel}>
              Cancel
            </Button>
            <Button
              variant={options.variant === 'confirmation' ? 'accent' : 'negative'}
              isPending={confirmPending}
              isDisabled={!isBusy && !canConfirm}
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
