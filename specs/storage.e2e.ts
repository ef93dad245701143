import { browser, expect } from '@wdio/globals'
import { pb } from '@/paths'
import { behindTheConsole, openApp } from './helpers/app'
import { expectNoSeriousA11yViolations } from './helpers/axe'
import { chooseOption, clickLabelOf, getPicker, retype } from './helpers/field-input'
import { mockRequests, sentRequests } from './helpers/requests'
import { expectActionRefused, rowAction, rowCells } from './helpers/rows'
import { confirmDialog, expectPath, expectShown, openForm, press, screen } from './helpers/screen'
import { generatedFile, uploadLeftovers } from './helpers/upload'

const project = { project: 'mock-project' }

/** Long pickers render only the options in view: type ahead to the one wanted, as users do. */
async function typeAheadOption(pickerLabel: RegExp, text: string) {
  const { getByRole, findByRole } = screen()
  await (await getByRole('button', { name: pickerLabel })).click()
  await findByRole('listbox')
  await browser.keys(text.split(''))
  await browser.keys('Enter')
}

/** A project image of mock-project, made from the seeded ready snapshot. */
const createProjectImageBehindTheConsole = (name: string) =>
  browser.execute(async (name) => {
    const snapshot = (await (
      await fetch('/v1/snapshots/pg-data-nightly?project=mock-project')
    ).json()) as { id: string }
    const response = await fetch('/v1/images?project=mock-project', {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({
        name,
        description: 'made elsewhere',
        os: 'fedora',
        version: '40',
        source: { type: 'snapshot', id: snapshot.id },
      }),
    })
    return response.status
  }, name)

/** Opens the disk form at its route and names the disk `name`. */
async function openDiskForm(name: string) {
  await openApp(pb.disksNew(project))
  await screen().findByRole('dialog', { name: 'Create disk' })
  await (await screen().getByRole('textbox', { name: 'Name' })).setValue(name)
}

/** The upload waits for the server to finalize the temporary disk before removing it. */
const UPLOAD_TIMEOUT = { timeout: 20_000 }

/**
 * How long a new disk stays creating (`?mock-disk-step`, mirage/disk-steps.ts) for the test that
 * watches it settle: twice wdio.conf.ts's 10 s waitforTimeout, so `creating` outlasts any wait
 * for the list to show it.
 */
const DISK_STEP_MS = 20_000
/** The step, then the list's 2 s poll (lib/constants.ts TRANSITION_POLL_MS), with room to spare. */
const SETTLED_TIMEOUT_MS = DISK_STEP_MS + 20_000

describe('disks', () => {
  beforeEach(async () => {
    await openApp(pb.disks(project))
    await screen().findByRole('link', { name: 'data-attached details' })
  })

  it('lists disks with size, state and attachment', async () => {
    const { getByRole, getAllByText } = screen()
    await expect(browser).toHaveTitle('Disks / mock-project / Projects / Oxide Console')
    await expect(await getByRole('heading', { name: 'Disks', level: 1 })).toBeDisplayed()
    await expect((await getAllByText('importing from bulk writes'))[0]).toBeDisplayed()
    // size, state, attached to, type, source and created (resources/disk-ui.tsx)
    const [size, state, , type, source, created] = await rowCells('data-attached')
    expect([size, state, type, source]).toEqual(['10 GiB', 'attached', 'distributed', 'Blank'])
    expect(created).toMatch(/^[A-Z][a-z]{2} \d{1,2}, \d{4}$/)
    await expectNoSeriousA11yViolations()
  })

  it('does not delete an attached disk and says why', async () => {
    await expectActionRefused(
      'data-attached',
      'Delete',
      'Only detached or faulted disks can be deleted',
    )
  })

  it('deletes a detached disk through the confirm dialog', async () => {
    await rowAction('data-detached', 'Delete')
    const { queryByRole } = screen()
    await confirmDialog('Delete disk', 'Delete', { scan: true })
    await expectShown('Disk data-detached deleted')
    await browser.waitUntil(
      async () => (await queryByRole('link', { name: 'data-detached details' })) === null,
    )
  })

  it('says why a delete failed when the disk was attached meanwhile, and keeps it', async () => {
    await rowAction('scratch', 'Delete')
    const { findByRole } = screen()
    await findByRole('alertdialog', { name: 'Delete disk' })
    // the console still shows scratch detached; the server no longer has it so
    expect(
      await behindTheConsole('POST', `/v1/instances/db1/disks/attach?project=mock-project`, {
        disk: 'scratch',
      }),
    ).toBe(202)
    await confirmDialog('Delete disk', 'Delete')
    await expectShown('Could not delete disk')
    await expectShown('Disk cannot be deleted in state "attached"')
    await expect(await findByRole('link', { name: 'scratch details' })).toBeDisplayed()
    expect(await (await findByRole('row', { name: /scratch/ })).getText()).toContain('db1')
  })

  it('links an attached disk to its instance', async () => {
    const row = await screen().findByRole('row', { name: /data-attached/ })
    await browser.waitUntil(async () => (await row.getText()).includes('db1'), {
      timeoutMsg: 'the attached-to column never named the instance',
    })
    // every seeded attached disk is on db1; each links straight to its page
    const links = await screen().findAllByRole('link', { name: 'db1' })
    for (const link of links) {
      await expect(link).toHaveAttribute('href', pb.instance({ ...project, instance: 'db1' }))
    }
    await links[0].click()
    await expectPath(pb.instanceStorage({ ...project, instance: 'db1' }))
  })

  it('shows a disk in the detail panel', async () => {
    const { getByRole, findByRole } = screen()
    await (await getByRole('link', { name: 'pg-data details' })).click()
    await findByRole('dialog', { name: 'Disk pg-data' })
    // in the table row and in the panel
    await expect(await screen().getAllByText('100 GiB')).toHaveLength(2)
    await expectNoSeriousA11yViolations()
    await (await getByRole('button', { name: 'Close' })).click()
  })

  it('snapshots a disk from its row', async () => {
    await rowAction('scratch', 'Snapshot')
    await expectShown(/Snapshot scratch-snapshot-[0-9a-f]{6} of disk/)
  })

  it('creates a blank disk that settles from creating to detached', async () => {
    // the mock's default 1.5 s can pass before a loaded machine's first look at the list; a
    // disk step of DISK_STEP_MS keeps the new disk creating well past that look
    await openApp(pb.disks(project), { diskStepMs: DISK_STEP_MS })
    const { getByRole } = screen()
    await openForm('New disk', pb.disksNew(project), 'Create disk')
    await (await getByRole('textbox', { name: 'Name' })).setValue('aaa-new-disk')
    await (await getByRole('button', { name: 'Create disk' })).click()
    await expectShown('Disk aaa-new-disk created')
    await expectPath(pb.disks(project))
    const row = () => screen().findByRole('row', { name: /aaa-new-disk/ })
    await expect(await row()).toHaveText(expect.stringContaining('creating'))
    // the list polls while a disk is transitional (SPEC §4) and shows it settle
    await browser.waitUntil(async () => (await (await row()).getText()).includes('detached'), {
      timeout: SETTLED_TIMEOUT_MS,
      timeoutMsg: 'the new disk never became detached',
    })
  })

  for (const [size, message] of [
    ['0', 'Must be at least 1 GiB'],
    ['2000', 'Can be at most 1023 GiB'],
  ]) {
    it(`rejects a size of ${size} GiB with "${message}" and sends nothing`, async () => {
      await openDiskForm('sized')
      const { getByRole } = screen()
      await retype(await getByRole('textbox', { name: 'Size (GiB)' }), size)
      await press('Create disk')
      await expectShown(message)
      expect(await sentRequests('POST /v1/disks')).toEqual([])
    })
  }

  it('keeps a disk from a snapshot at least as big as the snapshot', async () => {
    await openDiskForm('from-nightly')
    const { getByRole } = screen()
    await clickLabelOf('radio', 'Snapshot')
    await chooseOption(/Snapshot/, /pg-data-nightly/)
    // picking the snapshot raised the size to fit it; lowering it again is refused
    const size = await getByRole('textbox', { name: 'Size (GiB)' })
    await expect(size).toHaveValue('100')
    await retype(size, '10')
    await press('Create disk')
    await expectShown('Must be at least 100 GiB, the size of the snapshot')
    expect(await sentRequests('POST /v1/disks')).toEqual([])
  })

  it('rejects a bad disk name with its message and sends nothing', async () => {
    await openDiskForm('Bad-disk')
    await press('Create disk')
    await expectShown('Must start with a lowercase letter')
    expect(await sentRequests('POST /v1/disks')).toEqual([])
  })

  it('shows a server failure in the form and keeps what was typed', async () => {
    await openDiskForm('fail-500')
    await press('Create disk')
    await expectShown('Internal Server Error')
    await expect(await screen().getByRole('textbox', { name: 'Name' })).toHaveValue('fail-500')
  })
})

describe('snapshots', () => {
  beforeEach(async () => {
    await openApp(pb.snapshots(project))
    await screen().findByRole('rowheader', { name: 'pg-data-nightly' })
  })

  it('lists snapshots and deletes one', async () => {
    await expect(browser).toHaveTitle('Snapshots / mock-project / Projects / Oxide Console')
    await expectNoSeriousA11yViolations()
    await rowAction('data-detached-backup', 'Delete')
    await confirmDialog('Delete snapshot', 'Delete')
    await expectShown('Snapshot data-detached-backup deleted')
  })

  it('does not delete a snapshot still being created and says why', async () => {
    await expectActionRefused(
      'pg-data-hourly',
      'Delete',
      'A snapshot cannot be deleted while it is being created',
    )
  })

  it('says why a delete failed: the snapshot was deleted elsewhere', async () => {
    await rowAction('data-detached-backup', 'Delete')
    const { findByRole } = screen()
    await findByRole('alertdialog', { name: 'Delete snapshot' })
    expect(
      await behindTheConsole('DELETE', '/v1/snapshots/data-detached-backup?project=mock-project'),
    ).toBe(204)
    await confirmDialog('Delete snapshot', 'Delete')
    await expectShown('Could not delete snapshot')
    await expectShown('Not found: snapshot with name "data-detached-backup"')
  })

  it('creates a snapshot of a disk that allows it, and requires a disk', async () => {
    const { getByRole, findByRole, queryByRole } = screen()
    await (await getByRole('link', { name: 'New snapshot' })).click()
    await findByRole('dialog', { name: 'Create snapshot' })
    await expectNoSeriousA11yViolations()
    await (await getByRole('textbox', { name: 'Name' })).setValue('aaa-snap')
    await (await getByRole('button', { name: 'Create snapshot' })).click()
    await expectShown('Disk is required')
    expect(await sentRequests('POST /v1/snapshots')).toEqual([])
    await (await getPicker(/Disk/)).click()
    // only attached or detached disks are offered (SPEC §4)
    expect(await queryByRole('option', { name: /data-creating/ })).toBeNull()
    await (await findByRole('option', { name: /data-attached/ })).click()
    await (await getByRole('button', { name: 'Create snapshot' })).click()
    await expectShown('Snapshot aaa-snap created')
    await expect(await findByRole('rowheader', { name: 'aaa-snap' })).toBeDisplayed()
  })

  it('rejects a bad snapshot name, then shows a server failure and keeps the form', async () => {
    await openApp(pb.snapshotsNew(project))
    const { findByRole, getByRole } = screen()
    await findByRole('dialog', { name: 'Create snapshot' })
    await chooseOption(/Disk/, /data-attached/)
    const name = await getByRole('textbox', { name: 'Name' })
    await name.setValue('bad-')
    await (await getByRole('button', { name: 'Create snapshot' })).click()
    await expectShown('Must end with a letter or number')
    expect(await sentRequests('POST /v1/snapshots')).toEqual([])
    await name.click()
    await browser.keys(['Control', 'a'])
    await browser.keys('Backspace')
    await name.addValue('fail-500')
    await (await getByRole('button', { name: 'Create snapshot' })).click()
    await expectShown('Internal Server Error')
    await expect(name).toHaveValue('fail-500')
  })

  it('says an image name is taken and keeps what was typed', async () => {
    await openApp(pb.snapshotImagesNew({ ...project, snapshot: 'pg-data-nightly' }))
    const { findByRole, getByRole } = screen()
    await findByRole('dialog', { name: 'Create image from snapshot' })
    await (await getByRole('textbox', { name: 'Name' })).setValue('ubuntu-22-04')
    await (await getByRole('textbox', { name: 'OS' })).setValue('ubuntu')
    await (await getByRole('textbox', { name: 'Version' })).setValue('22.04')
    await (await getByRole('button', { name: 'Create image' })).click()
    await expectShown('Image name already exists')
    await expect(await getByRole('textbox', { name: 'OS' })).toHaveValue('ubuntu')
  })

  it('creates an image from a snapshot', async () => {
    await rowAction('pg-data-nightly', 'Create image')
    await expectPath(pb.snapshotImagesNew({ ...project, snapshot: 'pg-data-nightly' }))
    const { findByRole, getByRole } = screen()
    await findByRole('dialog', { name: 'Create image from snapshot' })
    await expectNoSeriousA11yViolations()
    await (await getByRole('textbox', { name: 'Name' })).setValue('nightly-image')
    await (await getByRole('button', { name: 'Create image' })).click()
    await expectShown('OS is required')
    await (await getByRole('textbox', { name: 'OS' })).setValue('debian')
    await (await getByRole('textbox', { name: 'Version' })).setValue('12')
    await (await getByRole('button', { name: 'Create image' })).click()
    await expectShown('Image nightly-image created')
    await (await getByRole('link', { name: 'Images' })).click()
    await expect(await findByRole('link', { name: 'nightly-image' })).toBeDisplayed()
  })
})

describe('images', () => {
  it('promotes a project image to the silo and demotes it back', async () => {
    await openApp(pb.projectImages(project))
    const { findByRole, getByRole } = screen()
    await findByRole('link', { name: 'ubuntu-22-04' })
    await expect(browser).toHaveTitle('Images / mock-project / Projects / Oxide Console')
    await expectNoSeriousA11yViolations()
    await rowAction('ubuntu-22-04', 'Promote')
    await confirmDialog('Promote image', 'Promote')
    await expectShown('Image ubuntu-22-04 promoted to the silo')
    await (await getByRole('link', { name: 'View silo images' })).click()
    await expectPath(pb.siloImages())
    await expect(await findByRole('link', { name: 'ubuntu-22-04' })).toBeDisplayed()
    await expectNoSeriousA11yViolations()

    await rowAction('ubuntu-22-04', 'Demote')
    await findByRole('dialog', { name: 'Demote image ubuntu-22-04' })
    await (await getByRole('button', { name: 'Demote image' })).click()
    await expectShown('Project is required')
    await typeAheadOption(/Project/, 'mock-project')
    await (await getByRole('button', { name: 'Demote image' })).click()
    await expectShown('Image ubuntu-22-04 demoted to project mock-project')
  })

  it('deletes a project image through the confirm dialog', async () => {
    await openApp(pb.projectImages(project))
    const { findByRole, queryByRole } = screen()
    await findByRole('link', { name: 'debian-12' })
    await rowAction('debian-12', 'Delete')
    await confirmDialog('Delete image', 'Delete', { scan: true })
    await expectShown('Image debian-12 deleted')
    await browser.waitUntil(async () => (await queryByRole('link', { name: 'debian-12' })) === null)
  })

  it('says why a promotion failed: the silo has an image of that name', async () => {
    // a user names a new project image like a silo image, then tries to promote it
    await openApp(pb.snapshotImagesNew({ ...project, snapshot: 'pg-data-nightly' }))
    const { findByRole, getByRole } = screen()
    await findByRole('dialog', { name: 'Create image from snapshot' })
    await (await getByRole('textbox', { name: 'Name' })).setValue('fedora-40')
    await (await getByRole('textbox', { name: 'OS' })).setValue('fedora')
    await (await getByRole('textbox', { name: 'Version' })).setValue('40')
    await (await getByRole('button', { name: 'Create image' })).click()
    await expectShown('Image fedora-40 created')
    await (await getByRole('link', { name: 'Images' })).click()
    await findByRole('link', { name: 'fedora-40' })
    await rowAction('fedora-40', 'Promote')
    await confirmDialog('Promote image', 'Promote')
    await expectShown('Could not promote image')
    await expectShown('Image name already exists')
    // still the project's
    await expect(await findByRole('link', { name: 'fedora-40' })).toHaveAttribute(
      'href',
      pb.projectImageEdit({ ...project, image: 'fedora-40' }),
    )
  })

  it('says why a demotion failed, keeping the chosen project', async () => {
    await openApp(pb.siloImages())
    const { findByRole, getByRole } = screen()
    await findByRole('link', { name: 'fedora-40' })
    // meanwhile someone gave mock-project an image of the same name
    expect(await createProjectImageBehindTheConsole('fedora-40')).toBe(201)
    await rowAction('fedora-40', 'Demote')
    const dialog = await findByRole('dialog', { name: 'Demote image fedora-40' })
    await expectNoSeriousA11yViolations()
    await typeAheadOption(/Project/, 'mock-project')
    await (await getByRole('button', { name: 'Demote image' })).click()
    await expectShown('Image name already exists')
    await expect(dialog).toBeDisplayed()
    await expect(await getByRole('button', { name: /Project/ })).toHaveText(
      expect.stringContaining('mock-project'),
    )
    await expect(await findByRole('link', { name: 'fedora-40' })).toBeDisplayed()
  })

  it('shows a project image’s properties from its row', async () => {
    await openApp(pb.projectImages(project))
    const { findByRole, findByText } = screen()
    await (await findByRole('link', { name: 'ubuntu-22-04' })).click()
    await expectPath(pb.projectImageEdit({ ...project, image: 'ubuntu-22-04' }))
    await findByRole('dialog', { name: 'Image ubuntu-22-04' })
    await expect(await findByText('Project', { selector: 'dd' })).toBeDisplayed()
    await expectNoSeriousA11yViolations()
    await (await findByRole('button', { name: 'Close' })).click()
    await expectPath(pb.projectImages(project))
  })

  it('shows an image’s properties', async () => {
    await openApp(pb.siloImageEdit({ image: 'fedora-40' }))
    const { findByRole, queryAllByText } = screen()
    await findByRole('dialog', { name: 'Image fedora-40' })
    // in the silo images table behind and in the panel; the table may load after the panel
    await browser.waitUntil(
      async () => (await queryAllByText('Fedora 40 cloud base')).length === 2,
      { timeoutMsg: 'the description is not in both the table and the panel' },
    )
    await expect(await queryAllByText('Fedora 40 cloud base')).toHaveLength(2)
    await expectNoSeriousA11yViolations()
  })
})

describe('image upload', () => {
  async function openUpload(options?: { mockDelay: string }) {
    await openApp(pb.projectImagesNew(project), options)
    const dialog = await screen().findByRole('dialog', { name: 'Upload image' })
    return dialog
  }

  async function fill(name: string, file: string) {
    const { getByRole, getByLabelText } = screen()
    await (await getByRole('textbox', { name: 'Name' })).setValue(name)
    await (await getByRole('textbox', { name: 'OS' })).setValue('debian')
    await (await getByRole('textbox', { name: 'Version' })).setValue('12')
    await (await getByLabelText('Image file')).setValue(file)
  }

  it('uploads a small generated file with progress to 100% and yields an image', async () => {
    // with no latency a busy machine can miss the whole upload between two looks at the page
    await openUpload({ mockDelay: '100-150' })
    await expectNoSeriousA11yViolations()
    await fill('aaa-uploaded', generatedFile('upload-ok.img', 1024 * 1024 + 512))
    const { getByRole, findByText, findByRole } = screen()
    await (await getByRole('button', { name: 'Upload' })).click()
    // the upload's bar, named by its phase: not the top loading bar that may still be fading
    // out ('Loading page'), nor the spinner of the pending Upload button on a slow machine
    const bar = await findByRole('progressbar', {
      name: /^(Create temporary disk|Start import|Upload data|Stop import|Finalize|Create image|Removing|Upload complete)/,
    })
    await expect(bar).toBeDisplayed()
    // every byte sent: the bar stays at 100% while the temporary disk and snapshot go
    await browser.waitUntil(async () => (await bar.getAttribute('aria-valuenow')) === '100', {
      timeoutMsg: 'the progress never reached 100%',
    })
    await expect(
      await findByText('Image aaa-uploaded uploaded', {}, UPLOAD_TIMEOUT),
    ).toBeDisplayed()
    await expectPath(pb.projectImages(project))
    await expect(await findByRole('link', { name: 'aaa-uploaded' })).toBeDisplayed()
    const requests = await mockRequests()
    // three chunks (512 KiB, 512 KiB, 512 B), the whole protocol, then the cleanup
    expect(requests.filter((r) => r.endsWith('/bulk-write'))).toHaveLength(3)
    for (const step of ['/bulk-write-start', '/bulk-write-stop', '/finalize']) {
      expect(requests.some((r) => r.endsWith(step))).toBe(true)
    }
    expect(requests.some((r) => r.startsWith('DELETE /v1/disks/aaa-uploaded-upload-'))).toBe(true)
    expect(requests.some((r) => r.startsWith('DELETE /v1/snapshots/aaa-uploaded-snapshot-'))).toBe(
      true,
    )
  })

  it('warns before uploading a file that carries no boot marker; Upload anyway sends it', async () => {
    await openUpload({ mockDelay: '100-150' })
    await fill(
      'aaa-not-bootable',
      generatedFile('upload-random.img', 64 * 1024, { bootable: false }),
    )
    const { getByRole, findByRole, findByText } = screen()
    await (await getByRole('button', { name: 'Upload' })).click()
    const warning = await findByRole('alertdialog', { name: 'Upload a file that may not boot' })
    await expect(warning).toHaveText(expect.stringContaining('neither a GUID partition table'))
    // Cancel: nothing is created, the form stays as typed
    await confirmDialog('Upload a file that may not boot', 'Cancel', { scan: true })
    expect(await sentRequests('POST /v1/disks')).toEqual([])
    await expect(await getByRole('textbox', { name: 'Name' })).toHaveValue('aaa-not-bootable')

    // the side modal is the page again once the warning has gone (React Aria hid it meanwhile)
    await (await findByRole('button', { name: 'Upload' })).click()
    await confirmDialog('Upload a file that may not boot', 'Upload anyway')
    // each stage of the work with its state, the clean-up last
    const steps = await findByRole('list', { name: 'Upload steps' })
    await expect(steps).toHaveText(expect.stringContaining('Create a temporary disk'))
    await expect(
      await findByText('Image aaa-not-bootable uploaded', {}, UPLOAD_TIMEOUT),
    ).toBeDisplayed()
  })

  it('says which step failed and cleans up the temporary disk', async () => {
    await openUpload()
    await fill('fail-import-write', generatedFile('upload-fail.img', 4096))
    const { getByRole, findByText } = screen()
    await (await getByRole('button', { name: 'Upload' })).click()
    await expect(
      await findByText(
        'Upload data failed: Internal Server Error. The temporary disk and snapshot were removed.',
        {},
        UPLOAD_TIMEOUT,
      ),
    ).toBeDisplayed()
    // the steps say where it stopped and that the clean-up ran
    const steps = await screen().findByRole('list', { name: 'Upload steps' })
    expect((await steps.getText()).split('\n')).toEqual([
      'Create a temporary disk: done',
      'Import the file: failed',
      'Snapshot the disk: skipped',
      'Create the image: skipped',
      'Remove the temporary disk and snapshot: done',
    ])
    const requests = await mockRequests()
    expect(requests.some((r) => r.startsWith('DELETE /v1/disks/fail-import-write-upload-'))).toBe(
      true,
    )
    // what was typed stays for another try
    await expect(await getByRole('textbox', { name: 'Name' })).toHaveValue('fail-import-write')
  })

  it('cancels an upload midway and removes the temporary disk, keeping the form', async () => {
    // latency and a file of 128 chunks keep the upload going for well over 10 s, long enough
    // for a busy machine to cancel it
    await openUpload({ mockDelay: '300-400' })
    await fill('aaa-cancelled', generatedFile('upload-cancel.img', 64 * 1024 * 1024))
    const { getByRole, findByRole, findByText } = screen()
    await (await getByRole('button', { name: 'Upload' })).click()
    // cancel once data is flowing, so there is an importing disk to clean up
    await browser.waitUntil(
      async () => (await mockRequests()).some((r) => r.endsWith('/bulk-write')),
      { interval: 100, timeoutMsg: 'the upload never started writing' },
    )
    await (await findByRole('button', { name: 'Cancel upload' })).click()
    await expect(
      await findByText(
        'Upload cancelled. The temporary disk and snapshot were removed.',
        {},
        UPLOAD_TIMEOUT,
      ),
    ).toBeDisplayed()
    const requests = await mockRequests()
    expect(requests.filter((r) => r.endsWith('/bulk-write')).length).toBeLessThan(128)
    expect(requests.some((r) => r.startsWith('DELETE /v1/disks/aaa-cancelled-upload-'))).toBe(true)
    expect(requests.some((r) => r.startsWith('POST /v1/images'))).toBe(false)
    // nothing is left on the server
    expect(await uploadLeftovers('aaa-cancelled', 'mock-project')).toEqual({
      image: 404,
      disks: [],
      snapshots: [],
    })
    await expect(await getByRole('textbox', { name: 'Name' })).toHaveValue('aaa-cancelled')
    await expect(await findByRole('dialog', { name: 'Upload image' })).toBeDisplayed()
  })

  it('checks the file against the block size before sending anything', async () => {
    await openUpload()
    await fill('odd-size', generatedFile('upload-odd.img', 1000))
    const { getByRole } = screen()
    await (await getByRole('button', { name: 'Upload' })).click()
    await expectShown('The file size must be a multiple of the block size (512 bytes)')
    expect(await sentRequests('POST /v1/disks')).toEqual([])
  })
})
