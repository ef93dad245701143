import { browser, expect } from '@wdio/globals'
import { pb } from '@/paths'
import { PLACEMENT_EXPLANATION } from '~/lib/capacity-refusal'
import { openApp } from './helpers/app'
import { expectNoSeriousA11yViolations } from './helpers/axe'
import { boxOf, isOnTop } from './helpers/display'
import { chooseOption, clickLabelOf, retype } from './helpers/field-input'
import { lastSentJson, sentRequests } from './helpers/requests'
import { expectPath, expectShown, expectToast, press, screen } from './helpers/screen'

const project = { project: 'mock-project' }
const form = pb.instancesNew(project)

/** Instance creates the console has sent. */
const creates = () => sentRequests('POST /v1/instances')

/** The body of the last instance create the console sent, as the wire JSON. */
const lastCreateBody = () => lastSentJson('POST /v1/instances')

async function openForm() {
  await openApp(form)
  await screen().findByRole('heading', { name: 'Create instance', level: 1 })
}

async function fill(name: string, text: string) {
  await retype(await screen().getByRole('textbox', { name }), text)
}

/** A valid form: a name and a silo image; the rest keeps its defaults. */
async function fillValid(name: string) {
  await fill('Name', name)
  await chooseOption(/Image/, /fedora-40/)
}

async function submit() {
  await press('Create instance')
}

describe('new instance form', () => {
  it('shows every section with the user’s SSH keys all selected, and passes axe', async () => {
    await openForm()
    const { getByRole } = screen()
    await expect(browser).toHaveTitle('New instance / mock-project / Projects / Oxide Console')
    for (const section of [
      'Hardware',
      'Boot disk',
      'Additional disks',
      'Networking',
      'External IPs',
      'SSH keys',
      'Advanced',
    ]) {
      await expect(await getByRole('heading', { name: section, level: 2 })).toBeDisplayed()
    }
    // the seeded user's two keys, both selected by default
    for (const key of ['laptop', 'build-server']) {
      await expect(await getByRole('checkbox', { name: key })).toBeSelected()
    }
    await expect(
      await getByRole('checkbox', { name: 'cola-float (192.0.2.64)' }),
    ).not.toBeSelected()
    await expect(await getByRole('switch', { name: 'Start after creation' })).toBeSelected()
    // the seeded silo has default pools of both IP versions: the user picks one, IPv4 first
    await expect(await getByRole('radiogroup', { name: 'IP version' })).toBeDisplayed()
    await expect(await getByRole('radio', { name: 'IPv4' })).toBeSelected()
    await expect(await getByRole('radio', { name: 'IPv6' })).not.toBeSelected()
    await expectNoSeriousA11yViolations()
  })

  const badInputs: [string, () => Promise<void>, string][] = [
    ['an empty name', () => fill('Name', ''), 'Name is required'],
    ['a name with capitals', () => fill('Name', 'Web-1'), 'Must start with a lowercase letter'],
    [
      'a hostname with a space',
      () => fill('Hostname (Optional)', 'my host'),
      'Can only contain letters, numbers, dashes, and dots',
    ],
    [
      'a boot disk name ending in a dash',
      () => fill('Boot disk name (Optional)', 'boot-'),
      'Must end with a letter or number',
    ],
    ['a boot disk of 0 GiB', () => fill('Boot disk size (GiB)', '0'), 'Must be at least 1 GiB'],
    [
      'a boot disk of 2000 GiB',
      () => fill('Boot disk size (GiB)', '2000'),
      'Can be at most 1023 GiB',
    ],
    [
      'a custom size of 65 vCPUs',
      async () => {
        await clickLabelOf('radio', 'Custom vCPUs and memory')
        await fill('vCPUs', '65')
      },
      'Can be at most 64 vCPUs',
    ],
    [
      'a custom size of 0 vCPUs',
      async () => {
        await clickLabelOf('radio', 'Custom vCPUs and memory')
        await fill('vCPUs', '0')
      },
      'Must be at least 1 vCPU',
    ],
    [
      'a custom size of 2.5 vCPUs',
      async () => {
        await clickLabelOf('radio', 'Custom vCPUs and memory')
        await fill('vCPUs', '2.5')
      },
      'Must be a whole number of vCPUs',
    ],
    [
      'custom memory of 2000 GiB',
      async () => {
        await clickLabelOf('radio', 'Custom vCPUs and memory')
        await fill('Memory (GiB)', '2000')
      },
      'Can be at most 1536 GiB',
    ],
    [
      'an additional disk without a name',
      async () => {
        await press('Create new disk')
      },
      'Disk name is required',
    ],
    [
      'an additional disk of 2000 GiB',
      async () => {
        await press('Create new disk')
        await fill('Disk name', 'data')
        await fill('Disk size (GiB)', '2000')
      },
      'Can be at most 1023 GiB',
    ],
    [
      'an additional disk named like the boot disk',
      async () => {
        await fill('Boot disk name (Optional)', 'data')
        await press('Create new disk')
        await fill('Disk name', 'data')
      },
      'Disk names must be unique',
    ],
    [
      'an interface without a VPC',
      async () => {
        await clickLabelOf('radio', 'Custom')
        await press('Add network interface')
        await fill('Interface name', 'nic0')
      },
      'VPC is required',
    ],
    [
      'custom memory of 0 GiB',
      async () => {
        await clickLabelOf('radio', 'Custom vCPUs and memory')
        await fill('Memory (GiB)', '0')
      },
      'Must be at least 1 GiB',
    ],
    [
      'custom networking with no interface',
      async () => clickLabelOf('radio', 'Custom'),
      'Add at least one network interface, or choose None',
    ],
  ]

  for (const [width, height] of [
    [1400, 900],
    [390, 844],
  ] as const) {
    it(`keeps Create and Cancel in view at ${width} px, and below the last field at the end`, async () => {
      const before = await browser.getWindowSize()
      await browser.setWindowSize(width, height)
      try {
        await openForm()
        const { getByRole } = screen()
        const create = await getByRole('button', { name: 'Create instance' })
        const cancel = await getByRole('button', { name: 'Cancel' })
        // the form is longer than the window, and its buttons are in view without scrolling
        // the form's last field, by its visible label
        const start = await screen().getByText('Start after creation')
        expect(await start.isDisplayed({ withinViewport: true })).toBe(false)
        for (const button of [create, cancel]) {
          expect(await button.isDisplayed({ withinViewport: true })).toBe(true)
          expect(await isOnTop(button)).toBe(true)
        }
        // halfway down, still in view
        await (await getByRole('heading', { name: 'Networking', level: 2 })).scrollIntoView()
        expect(await isOnTop(create)).toBe(true)
        // scrolled to the end, as a wheel would: the last field shows whole, above the buttons
        await browser.execute((field) => {
          let scroller = field.parentElement
          while (scroller && getComputedStyle(scroller).overflowY !== 'auto') {
            scroller = scroller.parentElement
          }
          scroller?.scrollTo({ top: scroller.scrollHeight })
        }, start)
        await browser.waitUntil(async () => isOnTop(start), {
          timeoutMsg: 'the footer covers the last field at the end of the form',
        })
        expect((await boxOf(start)).bottom).toBeLessThanOrEqual((await boxOf(create)).top)
        expect(await isOnTop(create)).toBe(true)
      } finally {
        await browser.setWindowSize(before.width, before.height)
      }
    })
  }

  it('offers CPU and memory as cards by family, and sends the picked preset’s size', async () => {
    await openForm()
    const { getByRole } = screen()
    await expect(await getByRole('radiogroup', { name: 'CPU and memory' })).toBeDisplayed()
    for (const family of ['General purpose', 'High CPU', 'High memory']) {
      await expect(await getByRole('group', { name: new RegExp(`^${family}`) })).toBeDisplayed()
    }
    await expect(
      await getByRole('radio', { name: 'General purpose: 2 vCPUs, 8 GiB' }),
    ).toBeSelected()
    // the arrow keys move the choice along the cards, as in any radio group
    await clickLabelOf('radio', 'General purpose: 2 vCPUs, 8 GiB')
    await browser.keys('ArrowRight')
    await expect(
      await getByRole('radio', { name: 'General purpose: 4 vCPUs, 16 GiB' }),
    ).toBeSelected()
    await clickLabelOf('radio', 'High memory: 8 vCPUs, 64 GiB')
    await expect(await getByRole('radio', { name: 'High memory: 8 vCPUs, 64 GiB' })).toBeSelected()
    expect(await screen().queryByRole('textbox', { name: 'vCPUs' })).toBeNull()
    await expectNoSeriousA11yViolations()
    await fillValid('big-memory')
    await submit()
    await expectToast('Instance big-memory created')
    expect(await lastCreateBody()).toMatchObject({ ncpus: 8, memory: 64 * 1024 ** 3 })
  })

  it('starts Custom from the picked preset and sends the size typed', async () => {
    await openForm()
    await clickLabelOf('radio', 'High CPU: 16 vCPUs, 32 GiB')
    await clickLabelOf('radio', 'Custom vCPUs and memory')
    await expect(await screen().getByRole('textbox', { name: 'vCPUs' })).toHaveValue('16')
    await expect(await screen().getByRole('textbox', { name: 'Memory (GiB)' })).toHaveValue('32')
    await expectNoSeriousA11yViolations()
    await fill('vCPUs', '6')
    await fill('Memory (GiB)', '20')
    await fillValid('custom-size')
    await submit()
    await expectToast('Instance custom-size created')
    expect(await lastCreateBody()).toMatchObject({ ncpus: 6, memory: 20 * 1024 ** 3 })
  })

  for (const [input, enter, message] of badInputs) {
    it(`refuses ${input} with "${message}" and sends nothing`, async () => {
      await openForm()
      await fillValid('checked')
      await enter()
      await submit()
      await expectShown(message)
      expect(await creates()).toEqual([])
    })
  }

  it('refuses no image with "Image is required" and sends nothing', async () => {
    await openForm()
    await fill('Name', 'no-image')
    await submit()
    await expectShown('Image is required')
    expect(await creates()).toEqual([])
  })

  it('sizes the boot disk to the image in tens and refuses a smaller one', async () => {
    await openForm()
    await fill('Name', 'small-disk')
    await clickLabelOf('radio', 'Project image')
    await chooseOption(/Image/, /ubuntu-22-04/)
    // the 3 GiB seeded image suggests 10 GiB (up in tens, SPEC §9)
    const size = await screen().getByRole('textbox', { name: 'Boot disk size (GiB)' })
    await expect(size).toHaveValue('10')
    await retype(size, '2')
    await submit()
    await expectShown('Must be at least 3 GiB, the size of the image')
    expect(await creates()).toEqual([])
  })

  it('refuses user data over 32 KiB and sends nothing', async () => {
    await openForm()
    await fillValid('big-user-data')
    const userData = await screen().getByRole('textbox', { name: 'User data (Optional)' })
    await userData.click()
    // typing 32 KiB key by key is slow: paste it, as a user would
    await browser.execute(() => {
      const area = document.activeElement as HTMLTextAreaElement
      const text = 'x'.repeat(32 * 1024 + 1)
      const data = new DataTransfer()
      data.setData('text/plain', text)
      area.dispatchEvent(new ClipboardEvent('paste', { clipboardData: data, bubbles: true }))
      if (!area.value) document.execCommand('insertText', false, text)
    })
    await submit()
    await expectShown('User data can be at most 32 KiB')
    expect(await creates()).toEqual([])
  })

  it('stops at 8 network interfaces with the reason', async () => {
    await openForm()
    await clickLabelOf('radio', 'Custom')
    const add = await screen().getByRole('button', { name: 'Add network interface' })
    for (let i = 0; i < 8; i++) await press('Add network interface')
    await expect(add).toBeDisabled()
    await expect(
      await screen().findByText('An instance can have at most 8 network interfaces'),
    ).toBeDisplayed()
  })

  it('shows a duplicate name on the name field and keeps everything typed', async () => {
    await openForm()
    await fillValid('db1')
    await fill('Description (Optional)', 'kept after the error')
    await submit()
    await expectShown('Instance name already exists')
    expect(await creates()).toEqual(['POST /v1/instances'])
    await expect(await screen().getByRole('textbox', { name: 'Name' })).toHaveValue('db1')
    await expect(
      await screen().getByRole('textbox', { name: 'Description (Optional)' }),
    ).toHaveValue('kept after the error')
    await expectPath(form)
  })

  it('shows a server failure and keeps what was typed', async () => {
    await openForm()
    await fillValid('fail-500')
    await submit()
    await expectShown('Internal Server Error')
    await expect(await screen().getByRole('textbox', { name: 'Name' })).toHaveValue('fail-500')
    await expectPath(form)
  })

  it('shows the memory quota error and keeps the custom size', async () => {
    await openForm()
    await fillValid('too-big')
    await clickLabelOf('radio', 'Custom vCPUs and memory')
    await fill('vCPUs', '8')
    await fill('Memory (GiB)', '1024')
    await submit()
    await expectShown(/Insufficient Capacity: Memory Limit Exceeded/)
    await expect(await screen().getByRole('textbox', { name: 'Memory (GiB)' })).toHaveValue('1,024')
    await expect(await screen().getByRole('textbox', { name: 'Name' })).toHaveValue('too-big')
    await expectPath(form)
  })

  it('says why a size the quota allows is refused when no single sled has room for it', async () => {
    await openForm()
    await fillValid('too-wide')
    await clickLabelOf('radio', 'Custom vCPUs and memory')
    await fill('vCPUs', '64')
    await submit()
    await expectShown(
      `Insufficient Capacity: No sleds can fit the requested instance. ${PLACEMENT_EXPLANATION}`,
    )
    await expect(await screen().getByRole('textbox', { name: 'vCPUs' })).toHaveValue('64')
  })

  it('creates an instance with a floating IP and goes to its page with a toast', async () => {
    await openForm()
    await fillValid('new-web')
    await clickLabelOf('checkbox', 'cola-float (192.0.2.64)')
    await clickLabelOf('switch', 'Start after creation')
    await submit()
    await expectToast('Instance new-web created')
    expect(await lastCreateBody()).toMatchObject({
      // a dual-stack silo refuses 'the default pool' without a version
      external_ips: [
        { type: 'ephemeral', pool_selector: { type: 'auto', ip_version: 'v4' } },
        { type: 'floating', floating_ip: 'cola-float' },
      ],
      start: false,
    })
    await expectPath(pb.instanceStorage({ ...project, instance: 'new-web' }))
    await expect(
      await screen().findByRole('heading', { name: 'new-web', level: 1 }),
    ).toBeDisplayed()
    // back to the form without a reload (the mock resets on reload): the IP is taken now
    // the side navigation's (the crumbs hold one too)
    await (await screen().getAllByRole('link', { name: 'Instances' }))[0].click()
    await (await screen().findByRole('link', { name: 'New instance' })).click()
    await screen().findByRole('checkbox', { name: 'fanta-float (192.0.2.65)' })
    expect(await screen().queryByRole('checkbox', { name: 'cola-float (192.0.2.64)' })).toBeNull()
  })

  it('takes the ephemeral IP from the default pool of the IP version chosen', async () => {
    await openForm()
    await fillValid('v6-web')
    await clickLabelOf('radio', 'IPv6')
    await submit()
    await expectToast('Instance v6-web created')
    expect(await lastCreateBody()).toMatchObject({
      external_ips: [{ type: 'ephemeral', pool_selector: { type: 'auto', ip_version: 'v6' } }],
    })
  })

  it('sends disks, a custom interface, a pool, keys, user data and the restart policy', async () => {
    await openForm()
    await fillValid('full-web')
    await fill('Hostname (Optional)', 'full.example.com')
    await clickLabelOf('radio', 'General purpose: 4 vCPUs, 16 GiB')
    await fill('Boot disk name (Optional)', 'full-boot')
    await press('Attach existing disk')
    await chooseOption(/Disk/, /^scratch/)
    await clickLabelOf('radio', 'Custom')
    await press('Add network interface')
    await fill('Interface name', 'nic0')
    await chooseOption(/Choose a VPC(?! first)/, /^default/)
    // the VPC's default subnet is offered as soon as its subnets arrive
    await browser.waitUntil(
      async () =>
        (await (await screen().getByRole('button', { name: /Subnet/ })).getText()).includes(
          'default',
        ),
      { timeoutMsg: 'the default subnet was not picked' },
    )
    await chooseOption(/IP pool/, /^secondary/)
    // an explicit pool has one version: nothing to choose
    expect(await screen().queryByRole('radiogroup', { name: 'IP version' })).toBeNull()
    await clickLabelOf('checkbox', 'build-server')
    await fill('User data (Optional)', '#cloud-config')
    await clickLabelOf('radio', 'Never')
    await clickLabelOf('checkbox', 'db-spread (policy: fail)')
    await submit()
    await expectToast('Instance full-web created')
    const body = await lastCreateBody()
    expect(body).toMatchObject({
      name: 'full-web',
      hostname: 'full.example.com',
      ncpus: 4,
      memory: 16 * 1024 ** 3,
      boot_disk: { type: 'create', name: 'full-boot', size: 10 * 1024 ** 3 },
      disks: [{ type: 'attach', name: 'scratch' }],
      network_interfaces: {
        type: 'create',
        params: [{ name: 'nic0', description: '', vpc_name: 'default', subnet_name: 'default' }],
      },
      external_ips: [{ type: 'ephemeral', pool_selector: { type: 'explicit', pool: 'secondary' } }],
      user_data: 'I2Nsb3VkLWNvbmZpZw==',
      auto_restart_policy: 'never',
      anti_affinity_groups: ['db-spread'],
      start: true,
    })
    expect((body.ssh_public_keys as string[]).length).toBe(1)
  })

  it('boots from an existing disk with no network interfaces and no external IPs', async () => {
    await openForm()
    await fill('Name', 'offline')
    await clickLabelOf('radio', 'Existing disk')
    await chooseOption(/Disk/, /^scratch/)
    await clickLabelOf('radio', 'None')
    await expect(
      await screen().findByText('An instance without network interfaces has no external IPs.'),
    ).toBeDisplayed()
    await submit()
    await expectToast('Instance offline created')
    expect(await lastCreateBody()).toMatchObject({
      boot_disk: { type: 'attach', name: 'scratch' },
      network_interfaces: { type: 'none' },
      external_ips: [],
    })
  })

  it('opens from the list and cancel goes back without sending anything', async () => {
    await openApp(pb.instances(project))
    await (await screen().findByRole('link', { name: 'New instance' })).click()
    await expectPath(form)
    await screen().findByRole('heading', { name: 'Create instance', level: 1 })
    await fill('Name', 'never-sent')
    await press('Cancel')
    await expectPath(pb.instances(project))
    expect(await creates()).toEqual([])
  })
})
