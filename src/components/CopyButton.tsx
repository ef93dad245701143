import { ActionButton } from '@react-spectrum/s2/ActionButton'
import Checkmark from '@react-spectrum/s2/icons/Checkmark'
import Copy from '@react-spectrum/s2/icons/Copy'
import { Text } from '@react-spectrum/s2/Text'
import { useEffect, useState } from 'react'
import { COPIED_MS } from '~/lib/constants'

/** Copies `text`; shows 'Copied' with a check mark for 2 s (SPEC §4, §9). */
export function CopyButton({ text, label = 'Copy' }: { text: string; label?: string }) {
  const [copied, setCopied] = useState(false)
  useEffect(() => {
    if (!copied) return
    const timer = setTimeout(() => setCopied(false), COPIED_MS)
    return () => clearTimeout(timer)
  }, [copied])
  return (
    <ActionButton
      onPress={async () => {
        await navigator.clipboard.writeText(text)
        setCopied(true)
      }}
    >
      {copied ? <Checkmark /> : <Copy />}
      <Text>{copied ? 'Copied' : label}</Text>
    </ActionButton>
  )
}
