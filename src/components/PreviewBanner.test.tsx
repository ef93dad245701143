/**
 * The preview banner's disclosure button (PreviewBanner.tsx): on a narrow screen it shows and
 * hides the whole sentence and the banner's buttons, which PreviewBanner.css keeps out of the one line.
 */
import { act, fireEvent, screen, within } from '@testing-library/react'
import { renderRoute } from '@/testing/render-route'
import { previewTools } from '~/mirage/preview-tools'
import { startTestServer, stopTestServer } from '~/mirage/testing'

afterEach(() => stopTestServer())

test('names what it shows and hides, and says whether it is shown', async () => {
  const mock = startTestServer({ user: 'signed-out' })
  renderRoute('/login/default-silo/local', { tools: previewTools(mock.db) })
  const banner = await screen.findByRole('region', { name: 'Technical preview' })
  const toggle = within(banner).getByRole('button', { name: 'Preview details' })
  const details = document.getElementById(toggle.getAttribute('aria-controls') ?? '')
  expect(details && within(details).getByRole('button', { name: 'Learn more' })).toBeTruthy()
  expect(
    await within(details as HTMLElement).findByRole('button', { name: 'Mock session' }),
  ).toBeTruthy()

  const expanded = () => [toggle.getAttribute('aria-expanded'), banner.dataset.expanded]
  expect(expanded()).toEqual(['false', undefined])
  await act(async () => fireEvent.click(toggle))
  expect(expanded()).toEqual(['true', 'true'])
  await act(async () => fireEvent.click(toggle))
  expect(expanded()).toEqual(['false', undefined])
})
