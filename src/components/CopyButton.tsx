import { ActionButton } from '@react-spectrum/s2/ActionButton'
import Checkmark from '@react-spectrum/s2/icons/Checkmark'
import Copy from '@react-spectrum/s2/icons/Copy'
import { Text } from '@react-spectrum/s2/Text'
import { useEffect, useState } from 'react'
import { COPIED_MS } from '~/lib/constants'

/**
 * Copies `text`; shows 'Copied' with a check mark for 2 s (SPEC §4, §9). `compact`: the icon
 * alone (beside an ID or address in a property list or cell), named by `label`.
 */
export function CopyButton({
  text,
  label = 'Copy',
  compact = false,
}: {
  text: string
  label?: string
  compact?: boolean
}) {
  const [copied, setCopied] = useState(false)
  useEffect(() => {
    if (!copied) return
    const timer = setTimeout(() => setCopied(false), COPIED_MS)
    return () => clearTimeout(timer)
  }, [copied])
  return (
    <ActionButton
      isQuiet={compact}
      size={compact ? 'XS' : undefined}
      aria-label={compact ? (copied ? 'Copied' : label) : undefined}
      onPress={async () => {
        await navigator.clipboard.writeText(text)
        setCopied(true)
      }}
    >
      {copied ? <Checkmark /> : <Copy />}
      {!compact && <Text>{copied ? 'Copied' : label}</Text>}
    </ActionButton>
  )
}
