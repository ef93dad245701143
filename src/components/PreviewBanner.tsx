import { Button } from '@react-spectrum/s2/Button'
import { Content, Dialog, DialogTrigger, Heading } from '@react-spectrum/s2/Dialog'
import { Link } from '@react-spectrum/s2/Link'
import { MockSessionMenu } from './MockSessionMenu'

/** SPEC §1: the technical preview runs on an in-browser mock API. */
export function PreviewBanner() {
  return (
    <section className="preview-banner" aria-label="Technical preview">
      <span>Technical preview: this console runs against a mock API in your browser.</span>
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
              This console is running against an in-browser mock API. Mock data lives only in memory
              and disappears when you refresh the page.
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
    </section>
  )
}
