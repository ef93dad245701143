// @vitest-environment node
import { createMachine } from 'xstate'
import { instanceMachine } from '~/machines/instance.machine'
import { serialConsoleMachine } from '~/machines/serial-console.machine'
import { layoutDiagram } from './diagram-layout'
import { diagramModel } from './diagram-model'

const inside = (
  inner: { x: number; y: number; width: number; height: number },
  outer: { x: number; y: number; width: number; height: number },
) =>
  inner.x >= outer.x &&
  inner.y >= outer.y &&
  inner.x + inner.width <= outer.x + outer.width &&
  inner.y + inner.height <= outer.y + outer.height

describe('layoutDiagram', () => {
  it('places every state, children inside their parent', async () => {
    const model = diagramModel(serialConsoleMachine)
    const layout = await layoutDiagram(model)
    expect(layout.states.map((s) => s.state.id).sort()).toEqual(
      model.states.map((s) => s.id).sort(),
    )
    const byId = new Map(layout.states.map((s) => [s.state.id, s]))
    for (const placed of layout.states) {
      const parent = placed.state.parentId ? byId.get(placed.state.parentId) : undefined
      if (parent) expect(inside(placed, parent)).toBe(true)
    }
  })

  it('draws a transition between two states as an edge labelled with its event and guard', async () => {
    const machine = createMachine({
      id: 'door',
      initial: 'closed',
      states: {
        closed: { on: { open: { guard: 'unlocked', target: 'opened' }, knock: {} } },
        opened: { on: { close: 'closed' } },
      },
    })
    const layout = await layoutDiagram(diagramModel(machine))
    expect(layout.edges.map((e) => [e.sourceId, e.targetId, e.lines])).toEqual([
      ['door.closed', 'door.opened', ['open [unlocked]']],
      ['door.opened', 'door.closed', ['close']],
    ])
    for (const edge of layout.edges) expect(edge.points.length).toBeGreaterThanOrEqual(2)
    // a transition that stays is listed in its state's box
    expect(layout.states.find((s) => s.state.id === 'door.closed')?.staying).toEqual(['knock'])
  })

  it('lists the machine’s transitions to its own states in its box, not as edges', async () => {
    const layout = await layoutDiagram(diagramModel(instanceMachine))
    const root = layout.states.find((s) => s.state.id === 'instance')
    expect(root?.staying).toContain('instance.sync [syncsTo]')
    expect(layout.edges.every((e) => e.sourceId !== 'instance')).toBe(true)
    expect(layout.edges.map((e) => e.id)).toContain('instance.running→instance.stopping')
  })
})
