import { browser, expect } from '@wdio/globals'
import { pb } from '@/paths'
import { callTheApi, openApp } from './helpers/app'
import { expectNoSeriousA11yViolations } from './helpers/axe'
import { jumpTo, openJumpTo } from './helpers/jump-to'
import { rowText } from './helpers/rows'
import { expectHeading, expectPath, screen } from './helpers/screen'

const project = 'mock-project'
const instance = 'web-01'

/** What the API answers, as another client of it reads it. */
async function fromTheApi<T>(method: string, url: string, body?: unknown) {
  const { status, json } = await callTheApi(method, url, body)
  expect(status).toBeLessThan(300)
  return json as T
}

describe('Find anything in Jump to', () => {
  it('finds an instance by its external IP, its ID and its MAC, and a disk of another project by name', async () => {
    await openApp(`${pb.instances({ project })}?mock-user=hannah`)
    await expectHeading('Instances')

    // what an operator holds from elsewhere: web-01's address (the seeds give it no external
    // one: it gets an ephemeral IP, as the CLI would attach it), its ID and its interface's MAC
    const { ip } = await fromTheApi<{ ip: string }>(
      'POST',
      `/v1/instances/${instance}/external-ips/ephemeral?project=${project}`,
      { pool_selector: { type: 'auto', ip_version: 'v4' } },
    )
    const { id } = await fromTheApi<{ id: string }>(
      'GET',
      `/v1/instances/${instance}?project=${project}`,
    )
    const { items: nics } = await fromTheApi<{ items: { mac: string }[] }>(
      'GET',
      `/v1/network-interfaces?project=${project}&instance=${instance}`,
    )
    const [{ mac }] = nics

    const instancePage = pb.instanceStorage({ project, instance })
    await jumpTo(ip, instance)
    await expectPath(instancePage)
    await expectHeading(instance)

    // an ID pasted from a log line, in capitals
    await jumpTo(id.toUpperCase(), instance)
    await expectPath(instancePage)
    await expectHeading(instance)

    // a MAC as a switch writes it: dashes, capitals
    await jumpTo(mac.replaceAll(':', '-').toUpperCase(), instance)
    await expectPath(instancePage)
    await expectHeading(instance)

    // a disk of another project than this one, by its name, with its project and kind
    await openJumpTo()
    await browser.keys('pg-primary-data'.split(''))
    const disk = await screen().findByRole('option', { name: 'pg-primary-data' })
    expect(await disk.getText()).toContain('Disk in prod-db')
    await browser.keys('Escape')
    await jumpTo('pg-primary-data', 'pg-primary-data')
    await expectPath(pb.disks({ project: 'prod-db' }))
    expect(await rowText('pg-primary-data')).toContain('pg-primary-data')

    // the palette says what its index covers and how fresh it is
    await openJumpTo()
    await browser.keys(ip.split(''))
    await screen().findByText(
      /^Searched \d+ projects and the addresses of \d+ instances, just now$/,
    )
    await screen().findByRole('option', { name: instance })
    await expectNoSeriousA11yViolations()
  })
})
