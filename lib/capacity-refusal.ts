/**
 * What a 507 (the contract's InsufficientCapacity) ran out of, from the server's message: the
 * error code is the same whether no single sled can take an instance (placement: Nexus's "No
 * sleds can fit the requested instance") or the silo's quota is used up ("vCPU Limit Exceeded",
 * "Memory Limit Exceeded", "Storage Limit Exceeded"), and the two call for different actions.
 */
export type CapacityRefusal = 'placement' | 'quota' | 'other'

export function capacityRefusal(
  errorCode: string | undefined,
  message: string,
): CapacityRefusal | undefined {
  if (errorCode !== 'InsufficientCapacity') return undefined
  if (/no sleds? (can|could) fit/i.test(message)) return 'placement'
  if (/limit exceeded/i.test(message)) return 'quota'
  return 'other'
}

/**
 * A placement refusal in a sentence a silo user understands, with what to try: the server's own
 * message names neither.
 */
export const PLACEMENT_EXPLANATION =
  'No single sled in the rack has this many vCPUs and this much memory free right now. This is not your silo’s quota. Try a smaller size, try again later, or ask an operator to free capacity.'
