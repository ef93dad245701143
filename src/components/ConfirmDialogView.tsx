import { Button } from '@react-spectrum/s2/Button'
import { ButtonGroup, Content, Dialog, DialogContainer, Heading } from '@react-spectrum/s2/Dialog'
import { TextField } from '@react-spectrum/s2/TextField'
import { useSelector } from '@xstate/react'
import type { ReactNode } from 'react'
import { useButtonPending } from '@/hooks/use-minimum-display'
import { confirmDialog } from '~/machines/confirm-dialog.actor'

/** The typed confirmation sits apart from the question above it. */
const typeToConfirmStyle = { marginTop: 16 } as const

/**
 * The question with each hyphenated word (a name: 'ux-custom') kept whole: on one line, or, longer
 * than a line, broken anywhere but at its hyphen (app.css .confirm-name). The text is unchanged,
 * so a name copied from it is the real name.
 */
export function withWholeNames(text: string): ReactNode[] {
  return text.split(/(\S*-\S*)/).map((part, index) =>
    index % 2 === 1 ? (
      // biome-ignore lint/suspicious/noArrayIndexKey: the parts of one fixed text, in order
      <span key={index} className="confirm-name">
        {part}
      </span>
    ) : (
      part
    ),
  )
}

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
