/**
 * What a page or panel shows while the one resource it is about loads ('Loading VPC…'): busy for
 * assistive technology until the resource is in. A list shows its table's own loading state.
 */
export function LoadingText({ what }: { what: string }) {
  return <p aria-busy="true">Loading {what}…</p>
}
