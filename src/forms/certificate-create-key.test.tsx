import { act, fireEvent, screen, waitFor } from '@testing-library/react'
import { FORM_DRAFT_KEY } from '@/components/form/form-draft'
import { pemFileMessages, readPemFile } from '@/components/form/PemTextField'
import { pb } from '@/paths'
import { renderRoute } from '@/testing/render-route'
import { previewTools } from '~/mirage/preview-tools'
import { SILO_SEED } from '~/mirage/seeds/silo-seeds'
import { startTestServer, stopTestServer } from '~/mirage/testing'
import { makeStore } from '~/store'

/** A throwaway key body (openssl, never a real secret) that nothing but the key field holds. */
const KEY_BODY = 'MIGHAgEAMBMGByqGSM49AgEGCCqGSM49AwEHBG0wawIBAQQgFQgZ2jxblxSHGX'
const KEY = `-----BEGIN PRIVATE KEY-----\n${KEY_BODY}\n-----END PRIVATE KEY-----\n`
const CERT = '-----BEGIN CERTIFICATE-----\nMIIBujCCAV+gAwIBAgIUPgqi\n-----END CERTIFICATE-----\n'

afterEach(() => {
  stopTestServer()
  sessionStorage.clear()
  vi.restoreAllMocks()
})

const textbox = (name: string) => screen.getByRole('textbox', { name })
const type = (name: string, value: string) => fireEvent.change(textbox(name), { target: { value } })

/** Picks `file` in the file input labelled `label`, as the browser's picker hands it over. */
const pickFile = (label: string, file: File) =>
  fireEvent.change(screen.getByLabelText(label), { target: { files: [file] } })

it('keeps the private key nowhere once a create is answered: not in the store, not in a draft', async () => {
  // the taken name's refusal is logged like every failed call (SPEC §8)
  vi.spyOn(console, 'error').mockImplementation(() => undefined)
  const mock = startTestServer()
  const store = makeStore()
  const location = renderRoute(pb.certificatesNew(), { tools: previewTools(mock.db), store })
  await screen.findByRole('dialog', { name: 'Add certificate' }, { timeout: 30_000 })

  type('Name', `${SILO_SEED.defaultSilo}-tls`)
  type('Certificate chain', CERT)
  type('Private key', KEY)
  await act(async () => {
    fireEvent.click(screen.getByRole('button', { name: 'Add certificate' }))
  })
  expect(
    (await screen.findAllByText('Certificate name already exists', {}, { timeout: 10_000 })).length,
  ).toBeGreaterThan(0)
  // the form keeps what was typed for another try; the store does not keep the request
  expect(textbox('Private key')).toHaveProperty('value', KEY)
  expect(JSON.stringify(store.getState())).not.toContain(KEY_BODY)
  // a session ending now saves the form for after sign-in: without its key
  window.dispatchEvent(new Event('pagehide'))
  const draft = sessionStorage.getItem(FORM_DRAFT_KEY) ?? ''
  expect(draft).toContain(`${SILO_SEED.defaultSilo}-tls`)
  expect(draft).not.toContain(KEY_BODY)

  type('Name', 'console-tls')
  await act(async () => {
    fireEvent.click(screen.getByRole('button', { name: 'Add certificate' }))
  })
  await waitFor(() => expect(location.history?.at(-1)).toBe(pb.certificates()), {
    timeout: 10_000,
  })
  expect(mock.db.certificates.findBy((row) => row.name === 'console-tls')).toBeDefined()
  expect(JSON.stringify(store.getState())).not.toContain(KEY_BODY)
}, 60_000)

it('reads a picked file into its field and checks it at once; refuses a binary file', async () => {
  const mock = startTestServer()
  renderRoute(pb.certificatesNew(), { tools: previewTools(mock.db) })
  await screen.findByRole('dialog', { name: 'Add certificate' }, { timeout: 30_000 })

  await act(async () => {
    pickFile('Private key from a file', new File([CERT], 'fullchain.pem'))
  })
  await waitFor(() => expect(textbox('Private key')).toHaveProperty('value', CERT))
  expect(
    await screen.findByText(
      'Must be a private key, not a CERTIFICATE: the certificate goes in Certificate chain',
    ),
  ).toBeTruthy()
  expect(screen.getByText('Read fullchain.pem into Private key')).toBeTruthy()

  await act(async () => {
    pickFile(
      'Certificate chain from a file',
      new File([new Uint8Array([0x30, 0x82, 0x00])], 'a.der'),
    )
  })
  expect(await screen.findByText(pemFileMessages.binary)).toBeTruthy()
  expect(textbox('Certificate chain')).toHaveProperty('value', '')
}, 60_000)

describe('reading a PEM file', () => {
  it.each([
    ['PEM text', new File([KEY], 'key.pem'), { text: KEY }],
    [
      'a DER file (NUL bytes)',
      new File([new Uint8Array([0x30, 0x00])], 'a.der'),
      { problem: pemFileMessages.binary },
    ],
    [
      'bytes that are not UTF-8',
      new File([new Uint8Array([0xff, 0xfe])], 'a.bin'),
      { problem: pemFileMessages.binary },
    ],
    [
      'a file past 64 KiB',
      new File(['a'.repeat(64 * 1024 + 1)], 'big.pem'),
      { problem: pemFileMessages.tooLarge },
    ],
    [
      'a file of exactly 64 KiB',
      new File(['a'.repeat(64 * 1024)], 'big.pem'),
      { text: 'a'.repeat(64 * 1024) },
    ],
  ])('%s', async (_case, file, expected) => {
    expect(await readPemFile(file)).toEqual(expected)
  })
})
