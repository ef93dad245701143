import { Button } from '@react-spectrum/s2/Button'
import { FileTrigger } from '@react-spectrum/s2/FileTrigger'
import { type ReactNode, useRef } from 'react'

/**
 * A file field: its visible label, S2's button that opens the browser's file picker (react-aria's
 * FileTrigger, so it looks like the form's other buttons and is reached and pressed by keyboard),
 * and beside it what was chosen (`status`: the file's name, or why it was refused). The button's
 * description is the label and that status, so a screen reader hears which field it is and what
 * it holds; the native input stays in the document, labelled by the label, for a test to set.
 */
export function FileChooser({
  id,
  label,
  accept,
  isDisabled,
  onChoose,
  status,
  refused = false,
}: {
  /** The field's id: the input's, and the prefix of its label's and status's. */
  id: string
  label: string
  accept?: string[]
  isDisabled?: boolean
  onChoose: (file: File) => void
  /** What was chosen, or why it was refused; 'No file chosen' while there is none. */
  status?: ReactNode
  refused?: boolean
}) {
  const input = useRef<HTMLInputElement | null>(null)
  return (
    <div className="form-field file-field">
      <label htmlFor={id} id={`${id}-label`}>
        {label}
      </label>
      <div className="file-chooser">
        <FileTrigger
          // FileTrigger's props take no id; the label names its input through it
          ref={(element) => {
            input.current = element
            if (element) element.id = id
          }}
          acceptedFileTypes={accept}
          onSelect={(files) => {
            const file = files?.[0]
            if (!file) return
            // emptied, so that choosing the same file again (after an edit, a refusal) is a change
            if (input.current) input.current.value = ''
            onChoose(file)
          }}
        >
          <Button
            variant="secondary"
            isDisabled={isDisabled}
            aria-describedby={`${id}-label ${id}-status`}
          >
            Choose file
          </Button>
        </FileTrigger>
        <span
          id={`${id}-status`}
          role="status"
          className={refused ? 'field-error file-chosen' : 'form-hint file-chosen'}
        >
          {status ?? 'No file chosen'}
        </span>
      </div>
    </div>
  )
}
