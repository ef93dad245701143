import { act, fireEvent, screen } from '@testing-library/react'
import { renderRoute } from '@/testing/render-route'
import { instanceFactory, liveContext } from '~/mirage/factories'
import { previewTools } from '~/mirage/preview-tools'
import { SILO_SEED } from '~/mirage/seeds/silo-seeds'
import { startTestServer, stopTestServer } from '~/mirage/testing'

afterEach(() => {
  stopTestServer()
  vi.restoreAllMocks()
})

it('shows the server’s refusal when the silo provisioned more while the form was open', async () => {
  // every failed call is logged (SPEC §8); this one fails on purpose
  vi.spyOn(console, 'error').mockImplementation(() => undefined)
  const mock = startTestServer()
  const _location = renderRoute('/system/silos/research/quotas/edit', {
    tools: previewTools(mock.db),
  })
  const form = await screen.findByRole(
    'dialog',
    { name: 'Edit quotas of research' },
    { timeout: 30_000 },
  )
  expect(await screen.findByText('In use: 32 vCPUs', {}, { timeout: 10_000 })).toBeTruthy()

  // another operator's user starts an instance in research: 40 vCPUs provisioned, 32 allowed
  const project = mock.db.projects.findBy((row) => row.name === SILO_SEED.researchProject)
  if (!project) throw new Error('the silo seeds changed')
  mock.db.instances.insert(
    instanceFactory(liveContext, { project_id: project.id, name: 'late', ncpus: 8 }, 'running'),
  )

  // the user raises memory only: CPUs, untouched, is not sent, yet the server checks it too
  const memory = screen.getByRole('textbox', { name: 'Memory (GiB)' })
  await act(async () => {
    fireEvent.change(memory, { target: { value: '1024' } })
    fireEvent.blur(memory)
  })
  await act(async () => {
    fireEvent.click(screen.getByRole('button', { name: 'Update quotas' }))
  })
  expect(
    (
      await screen.findAllByText(
        'CPU quota of 32 is below the 40 vCPUs silo research has provisioned',
      )
    ).length,
  ).toBeGreaterThan(0)
  expect(form.isConnected).toBe(true)
  expect(screen.getByRole('textbox', { name: 'CPUs (vCPUs)' })).toHaveProperty('value', '32')
}, 60_000)
