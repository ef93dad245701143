import { ActionButton } from '@react-spectrum/s2/ActionButton'
import { Button } from '@react-spectrum/s2/Button'
import { Content, Dialog, DialogTrigger, Heading } from '@react-spectrum/s2/Dialog'
import ChevronDown from '@react-spectrum/s2/icons/ChevronDown'
import { Link } from '@react-spectrum/s2/Link'
import { useId, useState } from 'react'
import { MockSessionMenu } from './MockSessionMenu'

/**
 * SPEC §1: the technical preview runs on an in-browser mock API. On a narrow screen, where the
 * sentence and its two buttons took three lines of a phone's height, the banner is one line, its
 * gist, and a disclosure button shows the whole sentence and the buttons (PreviewBanner.css).
 */
export function PreviewBanner() {
  const [expanded, setExpanded] = useState(false)
  const detailsId = useId()
  return (
    <section
      className="preview-banner"
      aria-label="Technical preview"
      data-expanded={expanded || undefined}
    >
      <span className="preview-banner-sentence">
        Technical preview: this console runs against a mock API in your browser.
      </span>
      <span className="preview-banner-gist">Technical preview: a mock API in your browser</span>
      <ActionButton
        UNSAFE_className="preview-banner-toggle"
        size="S"
        staticColor="white"
        isQuiet
        aria-label="Preview details"
        aria-expanded={expanded}
        aria-controls={detailsId}
        onPress={() => setExpanded(!expanded)}
      >
        <ChevronDown />
      </ActionButton>
      <div id={detailsId} className="preview-banner-details">
        <MockSessionMenu />
        <DialogTrigger>
          <Button variant="secondary" size="S" staticColor="white">
            Learn more
          </Button>
          {/* a close button as well as Escape and a click outside: it holds nothing to act on */}
          <Dialog data-dialog-width="medium" isDismissible>
            <Heading slot="title">Technical preview</Heading>
            <Content>
              <p>
                This console is running against an in-browser mock API. Mock data lives only in
                memory and disappears when you refresh the page.
              </p>
              <p>
                The console and the API it speaks are developed in the open:{' '}
                <Link
                  href="https://github.com/oxidecomputer/console"
                  target="_blank"
                  rel="noreferrer"
                >
                  the web console
                </Link>{' '}
                and{' '}
                <Link
                  href="https://github.com/oxidecomputer/omicron"
                  target="_blank"
                  rel="noreferrer"
                >
                  the control plane and its API
                </Link>
                .
              </p>
            </Content>
          </Dialog>
        </DialogTrigger>
      </div>
    </section>
  )
}
