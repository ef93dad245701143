import { Provider } from '@react-spectrum/s2/Provider'
import { fireEvent, render, screen, within } from '@testing-library/react'
import { MOCK_PASSWORD, SEED_USERS } from '~/mirage/seeds/seed-users'
import { PreviewLoginHint, previewUsers } from './PreviewLoginHint'

function renderHint() {
  const onPick = vi.fn()
  render(
    <Provider locale="en-US">
      <PreviewLoginHint onPick={onPick} />
    </Provider>,
  )
  return { onPick, hint: screen.getByRole('region', { name: 'Users of this preview' }) }
}

describe('the preview sign-in hint (README "The preview")', () => {
  it('lists the users the mock seeds, the default user first, as README names them', () => {
    expect(previewUsers.map((user) => user.username)).toEqual([
      'hannah',
      'ada',
      'grace',
      'alan',
      'newcomer',
    ])
    expect(previewUsers[0]).toBe(SEED_USERS.fleetAdmin)
  })

  it('shows every user with their name and access, and the one password', () => {
    const { hint } = renderHint()
    expect(within(hint).getByText(MOCK_PASSWORD, { selector: 'code' })).toBeTruthy()
    const items = within(hint).getAllByRole('listitem')
    expect(items.map((item) => item.textContent)).toEqual(
      previewUsers.map((user) => `${user.username}${user.displayName}: ${user.access}`),
    )
  })

  it.each(previewUsers.map((user) => user.username))('picking %s hands it on', (username) => {
    const { hint, onPick } = renderHint()
    fireEvent.click(within(hint).getByRole('button', { name: username }))
    expect(onPick).toHaveBeenCalledExactlyOnceWith(username)
  })

  it('adds no heading, so the sign-in page keeps its outline', () => {
    const { hint } = renderHint()
    expect(within(hint).queryAllByRole('heading')).toEqual([])
  })
})
