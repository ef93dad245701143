/**
 * What a page shows for an area this rack's API does not offer (501, or a bare 404): the notice in
 * place, inside the layout whose navigation stays, never an error page (src/components/NotOffered.tsx).
 * Shared by the preview's specs (the in-page mock's faults) and the production run's (the HTTP
 * mock server's, scripts/e2e.mjs).
 */
import { expect } from '@wdio/globals'
import { expectNoSeriousA11yViolations } from './axe'
import { screen } from './screen'

const NOTICE = /^This rack’s API does not offer .*: the server answered 501 Not Implemented\./

/** The page's notice is shown and nothing of an error page: the navigation is still there. */
export async function expectNotOffered(title: string, notices = 1) {
  const { findByRole, findAllByRole, findAllByText, queryByRole } = screen()
  await expect(await findByRole('heading', { name: title, level: 1 })).toBeDisplayed()
  const headings = await findAllByRole('heading', { name: 'Not offered by this rack' })
  expect(headings).toHaveLength(notices)
  expect(await findAllByText(NOTICE)).toHaveLength(notices)
  expect(await queryByRole('heading', { name: 'Something went wrong' })).toBeNull()
  expect(await queryByRole('heading', { name: 'Page not found' })).toBeNull()
  expect(await queryByRole('button', { name: 'Sign out' })).toBeNull()
  await expect(await findByRole('navigation', { name: 'Sidebar' })).toBeDisplayed()
  await expectNoSeriousA11yViolations()
}
