/**
 * The one showing of a secret the server sends once (a console-made access token, a SCIM
 * token): its text, a copy button, and Done, which forgets it. Escape does not close it, so a
 * stray key cannot lose a secret that cannot be read again; the caller keeps the secret in the
 * dialog's state alone (docs/architecture.md: what is kept on the device).
 */
import { Button } from '@react-spectrum/s2/Button'
import { ButtonGroup, Content, Dialog, DialogContainer, Heading } from '@react-spectrum/s2/Dialog'
import { InlineAlert } from '@react-spectrum/s2/InlineAlert'
import type { ReactNode } from 'react'
import { CopyButton } from './CopyButton'

export function SecretShownOnceDialog({
  title,
  advice,
  secret,
  onDone,
  children,
}: {
  title: string
  /** What the secret is for and what to do if it is lost, after "It will not be shown again." */
  advice: string
  secret: string
  onDone: () => void
  /** What else the dialog says of it, under the secret. */
  children?: ReactNode
}) {
  return (
    <DialogContainer onDismiss={onDone}>
      <Dialog data-dialog-width="medium" isKeyboardDismissDisabled>
        <Heading slot="title">{title}</Heading>
        <Content>
          <InlineAlert variant="notice">
            <Heading>Copy the token now</Heading>
            <Content>It will not be shown again. {advice}</Content>
          </InlineAlert>
          <pre className="cli-command secret-shown-once">{secret}</pre>
          {children}
        </Content>
        <ButtonGroup>
          <CopyButton text={secret} label="Copy token" />
          <Button variant="secondary" onPress={onDone}>
            Done
          </Button>
        </ButtonGroup>
      </Dialog>
    </DialogContainer>
  )
}
