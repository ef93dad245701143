import { useEffect } from 'react'
import { announceAssertive } from '@/components/LiveRegion'

/** Required-field errors are announced assertively after each submit attempt (SPEC §8). */
export function AnnounceRequired({
  messages,
  submitCount,
}: {
  messages: string[]
  submitCount: number
}) {
  const required = messages.filter((message) => message.endsWith(' is required')).join('. ')
  useEffect(() => {
    if (submitCount > 0 && required) announceAssertive(required)
  }, [submitCount, required])
  return null
}
