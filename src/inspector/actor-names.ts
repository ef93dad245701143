/**
 * What each actor drives, read from its machine's context (DESIGN "Machines": context holds ids
 * and phase data), so QA finds "Instance db1" rather than x:12.
 */

/** The inspector's groups, in the order it lists them, and the machines (by id) in each. */
export const actorGroups = [
  { label: 'Instances', machines: ['instance'] },
  { label: 'Disks', machines: ['disk'] },
  { label: 'Confirm dialog', machines: ['confirmDialog'] },
  { label: 'Toasts', machines: ['toasts', 'toastTimer'] },
  { label: 'Device code', machines: ['deviceCode'] },
  { label: 'Serial console', machines: ['serialConsole'] },
  { label: 'Image upload', machines: ['imageUpload'] },
] as const

/** Actors that are not machines (requests, sockets) and machines of no group above. */
export const OTHER_GROUP = 'Requests and other actors'

export function groupOf(machineId: string | undefined): string {
  const group = actorGroups.find((g) => (g.machines as readonly string[]).includes(machineId ?? ''))
  return group?.label ?? OTHER_GROUP
}

const field = (value: unknown, key: string): unknown =>
  typeof value === 'object' && value !== null && key in value
    ? (value as Record<string, unknown>)[key]
    : undefined

const text = (value: unknown) => (typeof value === 'string' && value !== '' ? value : undefined)

/** The toast a timer counts down for, as its parent (the toast queue) holds it. */
function toastText(parentContext: unknown, id: unknown) {
  const toasts = field(parentContext, 'toasts')
  const toast = Array.isArray(toasts) ? toasts.find((t) => field(t, 'id') === id) : undefined
  // the words, not the title (Success, Error): they tell one toast from another
  return text(field(toast, 'content')) ?? text(field(toast, 'title'))
}

/** `/v1/instances/db1/serial-console/stream?project=…` → `db1`. */
const instanceOfUrl = (url: unknown) => text(url)?.match(/\/instances\/([^/?]+)/)?.[1]

export interface NamingFacts {
  /** The machine's id (`instance`), or undefined for an actor that is not a machine. */
  machineId: string | undefined
  /** The actor's own id (`x:3`, `toast-1`, `stop`). */
  actorId: string
  context: unknown
  parentName?: string
  parentContext?: unknown
}

/** The actor's name in the inspector's list; undefined while its context does not tell. */
export function actorName({
  machineId,
  actorId,
  context,
  parentName,
  parentContext,
}: NamingFacts): string {
  const named = (prefix: string, value: unknown) => `${prefix} ${text(value) ?? actorId}`
  switch (machineId) {
    case 'instance':
      return named('Instance', field(context, 'name'))
    case 'disk':
      return named('Disk', field(context, 'name'))
    case 'confirmDialog':
      return 'Confirm dialog'
    case 'toasts':
      return 'Toast queue'
    case 'toastTimer': {
      const id = field(context, 'id')
      return `Toast ${toastText(parentContext, id) ?? text(id) ?? actorId}`
    }
    case 'deviceCode':
      return 'Device-code form'
    case 'serialConsole':
      return named('Serial console of', instanceOfUrl(field(context, 'url')))
    case 'imageUpload':
      return named('Upload of image', field(field(context, 'request'), 'imageName'))
    default: {
      // a request or socket a machine invoked or spawned, named by its id (`stop`, `socket`)
      const own = machineId ?? actorId
      return parentName ? `${own} of ${parentName}` : own
    }
  }
}
