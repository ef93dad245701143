import { Button } from '@react-spectrum/s2/Button'
import type { ReactNode } from 'react'
import { Dialog } from 'react-aria-components/Dialog'
import { Modal, ModalOverlay } from 'react-aria-components/Modal'
import { useScrollOverflow } from '@/hooks/use-scroll-overflow'

/**
 * The one read-only detail panel, sliding in from the right like the side-modal forms (SPEC §9:
 * lg). A resource the API cannot update (an image, an SSH key) or a row's details (a disk) is
 * shown in it, from the page's own folder (e.g. `pages/images/ImageDetailsPanel.tsx`), not as a form:
 *
 *   <SidePanel title={`Image ${image.name}`} onClose={close}>
 *     <Properties><Property label="Name">{image.name}</Property></Properties>  (Properties.tsx)
 *   </SidePanel>
 */
export function SidePanel({
  title,
  onClose,
  children,
}: {
  title: string
  onClose: () => void
  children: ReactNode
}) {
  const markOverflow = useScrollOverflow<HTMLDivElement>()
  return (
    <ModalOverlay
      isOpen
      isDismissable
      onOpenChange={(isOpen) => !isOpen && onClose()}
      className="side-modal-overlay"
    >
      <Modal className="side-modal">
        <Dialog className="side-modal-dialog side-modal-form" aria-label={title}>
          <h2 className="side-modal-title">{title}</h2>
          <div className="side-modal-body" ref={markOverflow}>
            {children}
          </div>
          <div className="side-modal-footer">
            <Button variant="secondary" onPress={onClose}>
              Close
            </Button>
          </div>
        </Dialog>
      </Modal>
    </ModalOverlay>
  )
}
