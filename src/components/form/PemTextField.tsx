import { useField } from 'formik'
import { useId, useState } from 'react'
import { FileChooser } from './FileChooser'
import { TextField } from './TextField'

/** A PEM chain or key is a few KiB; anything this large is the wrong file (an image, an archive). */
export const PEM_FILE_MAX_BYTES = 64 * 1024

export const pemFileMessages = {
  tooLarge: `The file is larger than ${PEM_FILE_MAX_BYTES / 1024} KiB: a PEM certificate chain or key is a few KiB`,
  binary: 'The file is binary, not PEM text',
} as const

/**
 * What no PEM text holds and a binary file (a DER certificate or key) does: NUL bytes, and bytes
 * that are not UTF-8, which reading the file as text turns into U+FFFD.
 */
const isBinary = (text: string) => text.includes('\u0000') || text.includes('\ufffd')

/** The file's text, or why it is not PEM text to put in the field; a large file is never read. */
export async function readPemFile(file: Blob): Promise<{ text: string } | { problem: string }> {
  if (file.size > PEM_FILE_MAX_BYTES) return { problem: pemFileMessages.tooLarge }
  const text = await file.text()
  if (isBinary(text)) return { problem: pemFileMessages.binary }
  return { text }
}

/**
 * A PEM text field (or another small text document's, by `readFile`: a trust root's JSON): pasted
 * into, or read from a file the user picks (FileChooser.tsx); the file's text replaces the field's
 * and is checked at once. What the chooser says (the file read, or why it was refused) is a
 * status, so a screen reader hears it without leaving the picker. The same file can be chosen
 * again after an edit in the field. `secret` keeps the text out of the form's drafts.
 */
export function PemTextField({
  name,
  label,
  fileLabel,
  description,
  secret,
  readFile = readPemFile,
}: {
  name: string
  label: string
  /** The file picker's label. */
  fileLabel: string
  description: string
  secret?: boolean
  /** The picked file's text, or why it is refused; a PEM file's by default. */
  readFile?: (file: Blob) => Promise<{ text: string } | { problem: string }>
}) {
  const [, , helpers] = useField<string>(name)
  const [fileStatus, setFileStatus] = useState<{ text: string; refused: boolean }>()
  const id = useId()
  return (
    <div className="pem-field">
      <TextField
        name={name}
        label={label}
        description={description}
        multiline
        isRequired
        secret={secret}
      />
      <FileChooser
        id={`${id}-file`}
        label={fileLabel}
        status={fileStatus?.text}
        refused={fileStatus?.refused}
        onChoose={async (file) => {
          const read = await readFile(file)
          if ('problem' in read) {
            setFileStatus({ text: read.problem, refused: true })
            return
          }
          setFileStatus({ text: `Read ${file.name} into ${label}`, refused: false })
          // touched first, without checking: formik would check the value before this one
          await helpers.setTouched(true, false)
          await helpers.setValue(read.text, true)
        }}
      />
    </div>
  )
}
