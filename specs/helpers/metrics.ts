import { browser, expect } from '@wdio/globals'

/** The metrics the specs wait for, each with the field naming the instance in its samples. */
const instanceField = {
  'virtual_machine:vcpu_usage': 'instance_id',
  'virtual_disk:reads': 'attached_instance_id',
} as const

/**
 * Waits until the instance runs and `metric` has been sampled for it at least once (the mock
 * samples every 5 s): before that, the server groups no samples and answers the query 400.
 */
export async function waitForSamples(
  project: string,
  name: string,
  metric: keyof typeof instanceField,
) {
  const field = instanceField[metric]
  await browser.waitUntil(
    () =>
      browser.execute(
        async (project, name, metric, field) => {
          const instance = await (await fetch(`/v1/instances/${name}?project=${project}`)).json()
          if (instance.run_state !== 'running') return false
          const response = await fetch(`/v1/timeseries/query?project=${project}`, {
            method: 'POST',
            headers: { 'content-type': 'application/json' },
            body: JSON.stringify({
              query: `get ${metric} | filter timestamp >= @now() - 1m && ${field} == "${instance.id}" | align mean_within(60s) | group_by [${field}], sum`,
            }),
          })
          return response.status === 200
        },
        project,
        name,
        metric,
        field,
      ),
    { timeout: 30_000, interval: 1000, timeoutMsg: `${name} never ran` },
  )
}

/**
 * A started instance made through the console's API (in the preview, its in-page mock: a reload
 * would start the mock afresh), with a boot disk and the default interface, or `bare`: neither.
 */
export async function createRunningInstance(
  project: string,
  name: string,
  { bare = false }: { bare?: boolean } = {},
) {
  const status = await browser.execute(
    async (project, name, bare) => {
      const response = await fetch(`/v1/instances?project=${project}`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({
          name,
          description: '',
          hostname: name,
          ncpus: 2,
          memory: 4 * 1024 ** 3,
          start: true,
          ...(bare
            ? { network_interfaces: { type: 'none' } }
            : {
                boot_disk: {
                  type: 'create',
                  name: `${name}-boot`,
                  description: '',
                  size: 10 * 1024 ** 3,
                  disk_backend: {
                    type: 'distributed',
                    disk_source: { type: 'blank', block_size: 4096 },
                  },
                },
              }),
        }),
      })
      return response.status
    },
    project,
    name,
    bare,
  )
  expect(status).toBe(201)
}
