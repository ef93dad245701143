/**
 * Lays out a diagram model with elkjs's layered algorithm (the one the Stately visualizer uses):
 * states as boxes nested as in the machine, and an edge per pair of states a transition links,
 * labelled with its events and guards. A transition that leaves a state for itself, or a state
 * for one of its own children (the instance's `instance.sync` from the machine to every run
 * state), is no edge: the box lists it, and the text alternative names each.
 */
import ELK, { type ElkExtendedEdge, type ElkNode } from 'elkjs/lib/elk.bundled.js'
import type { DiagramModel, DiagramState, DiagramTransition } from './diagram-model'

export interface LaidOutState {
  state: DiagramState
  x: number
  y: number
  width: number
  height: number
  compound: boolean
  /** Events that leave it where it is, or go from it to one of its own states. */
  staying: string[]
}

export interface LaidOutEdge {
  id: string
  sourceId: string
  targetId: string
  /** One line per event (with its guard), as many as fit. */
  lines: string[]
  points: { x: number; y: number }[]
  label: { x: number; y: number; width: number; height: number }
}

export interface DiagramLayout {
  width: number
  height: number
  states: LaidOutState[]
  edges: LaidOutEdge[]
}

const FONT_WIDTH = 7.4
const LABEL_FONT_WIDTH = 6.2
const LINE_HEIGHT = 14
const HEADER = 34
/** Lines of an edge's label before `+N more`. */
const MAX_LABEL_LINES = 3

/** An event as a label: `instance.stop [actionAllowed]`. */
export const transitionLabel = (t: Pick<DiagramTransition, 'event' | 'guard'>) =>
  t.guard ? `${t.event} [${t.guard}]` : t.event

function ancestorsOf(model: DiagramModel) {
  const parent = new Map(model.states.map((s) => [s.id, s.parentId]))
  return (id: string) => {
    const chain: string[] = []
    for (let at = parent.get(id); at !== undefined; at = parent.get(at)) chain.push(at)
    return chain
  }
}

const unique = <T>(items: T[]) => [...new Set(items)]

export async function layoutDiagram(model: DiagramModel): Promise<DiagramLayout> {
  const ancestors = ancestorsOf(model)
  const staying = new Map(model.states.map((s) => [s.id, [] as string[]]))
  const pairs = new Map<string, { sourceId: string; targetId: string; labels: string[] }>()
  for (const transition of model.transitions) {
    const targets = transition.targetIds.length > 0 ? transition.targetIds : [transition.sourceId]
    for (const targetId of targets) {
      if (targetId === transition.sourceId || ancestors(targetId).includes(transition.sourceId)) {
        staying.get(transition.sourceId)?.push(transitionLabel(transition))
        continue
      }
      const key = `${transition.sourceId}→${targetId}`
      const pair = pairs.get(key) ?? { sourceId: transition.sourceId, targetId, labels: [] }
      pair.labels.push(transitionLabel(transition))
      pairs.set(key, pair)
    }
  }

  const children = new Map<string | undefined, DiagramState[]>()
  for (const state of model.states) {
    children.set(state.parentId, [...(children.get(state.parentId) ?? []), state])
  }
  const isCompound = (id: string) => (children.get(id)?.length ?? 0) > 0

  // each edge goes in the innermost state holding both ends, as ELK wants it
  const edgesIn = new Map<string, ElkExtendedEdge[]>()
  const linesOf = new Map<string, string[]>()
  for (const [key, pair] of pairs) {
    const holders = ancestors(pair.sourceId)
    const container = ancestors(pair.targetId).find((id) => holders.includes(id)) ?? model.rootId
    const labels = unique(pair.labels)
    const lines =
      labels.length > MAX_LABEL_LINES
        ? [...labels.slice(0, MAX_LABEL_LINES - 1), `+${labels.length - MAX_LABEL_LINES + 1} more`]
        : labels
    linesOf.set(key, lines)
    edgesIn.set(container, [
      ...(edgesIn.get(container) ?? []),
      {
        id: key,
        sources: [pair.sourceId],
        targets: [pair.targetId],
        labels: [
          {
            text: lines.join('\n'),
            width: Math.max(...lines.map((l) => l.length)) * LABEL_FONT_WIDTH + 8,
            height: lines.length * LINE_HEIGHT + 4,
          },
        ],
      },
    ])
  }

  const node = (state: DiagramState): ElkNode => {
    const own = children.get(state.id) ?? []
    const note = staying.get(state.id)?.length ? 1 : 0
    const width = Math.max(96, state.key.length * FONT_WIDTH + 28)
    if (own.length === 0) {
      return { id: state.id, width, height: 36 + note * LINE_HEIGHT }
    }
    return {
      id: state.id,
      layoutOptions: {
        'elk.padding': `[top=${HEADER + note * LINE_HEIGHT},left=14,bottom=14,right=14]`,
        'elk.nodeSize.constraints': 'MINIMUM_SIZE',
        'elk.nodeSize.minimum': `(${width}, 60)`,
      },
      children: own.map(node),
      edges: edgesIn.get(state.id) ?? [],
    }
  }

  const root = model.states.find((s) => s.id === model.rootId) as DiagramState
  const graph: ElkNode = {
    id: '__graph',
    layoutOptions: {
      'elk.algorithm': 'layered',
      'elk.direction': 'DOWN',
      'elk.hierarchyHandling': 'SEPARATE_CHILDREN',
      'elk.edgeLabels.placement': 'CENTER',
      'elk.layered.spacing.nodeNodeBetweenLayers': '48',
      'elk.spacing.nodeNode': '28',
      'elk.spacing.edgeLabel': '4',
      'elk.layered.nodePlacement.strategy': 'BRANDES_KOEPF',
    },
    children: [node(root)],
  }
  const laid = await new ELK().layout(graph)

  const states: LaidOutState[] = []
  const edges: LaidOutEdge[] = []
  const place = (elk: ElkNode, offsetX: number, offsetY: number) => {
    const x = offsetX + (elk.x ?? 0)
    const y = offsetY + (elk.y ?? 0)
    const state = model.states.find((s) => s.id === elk.id)
    if (state) {
      states.push({
        state,
        x,
        y,
        width: elk.width ?? 0,
        height: elk.height ?? 0,
        compound: isCompound(state.id),
        staying: unique(staying.get(state.id) ?? []),
      })
    }
    for (const edge of elk.edges ?? []) {
      const section = edge.sections?.[0]
      const label = edge.labels?.[0]
      if (!section || !label) continue
      edges.push({
        id: edge.id,
        sourceId: edge.sources[0],
        targetId: edge.targets[0],
        lines: linesOf.get(edge.id) ?? [],
        points: [section.startPoint, ...(section.bendPoints ?? []), section.endPoint].map((p) => ({
          x: x + p.x,
          y: y + p.y,
        })),
        label: {
          x: x + (label.x ?? 0),
          y: y + (label.y ?? 0),
          width: label.width ?? 0,
          height: label.height ?? 0,
        },
      })
    }
    for (const child of elk.children ?? []) place(child, x, y)
  }
  place(laid, 0, 0)
  return { width: laid.width ?? 0, height: laid.height ?? 0, states, edges }
}
