import { useEffect, useState } from 'react'
import { sshKeyFingerprint, sshKeyStart } from '~/lib/ssh-key'

/** Room for a whole fingerprint in a table's monospace cell. */
export const FINGERPRINT_MIN_WIDTH = 540

/**
 * A key as a table or panel names it: its fingerprint as `ssh-keygen -l` prints it, since every
 * ed25519 key starts with the same characters. The digest is the Web Crypto API's (asynchronous,
 * a moment after the first render); a text that is not a key shows its start instead.
 */
export function SshKeyFingerprint({ publicKey }: { publicKey: string }) {
  // undefined while the digest runs; null when the text is not a key
  const [fingerprint, setFingerprint] = useState<string | null>()
  useEffect(() => {
    let current = true
    void sshKeyFingerprint(publicKey).then((found) => {
      if (current) setFingerprint(found ?? null)
    })
    return () => {
      current = false
    }
  }, [publicKey])
  return (
    <code className="ssh-key-fingerprint">
      {fingerprint === null ? sshKeyStart(publicKey) : (fingerprint ?? '')}
    </code>
  )
}
