/** SPEC §2: where a confirmed device code lands; the CLI picks up its token on its own. */
export default function DeviceSuccessPage() {
  return (
    <div className="device-panel">
      <h1 className="device-title">Device logged in</h1>
      <p>You can close this window</p>
    </div>
  )
}
