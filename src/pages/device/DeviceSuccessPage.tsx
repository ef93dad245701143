import { Link } from '@react-spectrum/s2/Link'
import { pb } from '@/paths'

/**
 * SPEC §2: where a confirmed device code lands; the CLI picks up its token on its own. The tab
 * that confirmed it is often the console's own, so the way back is offered too.
 */
export default function DeviceSuccessPage() {
  return (
    <div className="device-panel">
      <h1 className="device-title">Device logged in</h1>
      <p>You can close this window</p>
      <p>
        <Link href={pb.root()}>Back to console</Link>
      </p>
    </div>
  )
}
