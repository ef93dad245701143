import { ActionButton } from '@react-spectrum/s2/ActionButton'
import { useId } from 'react'
import { MOCK_PASSWORD, SEED_USERS } from '~/mirage/seeds/seed-users'
import './PreviewLoginHint.css'

/** The preview's users in the order the README lists them, the default user first. */
export const previewUsers = Object.values(SEED_USERS)

/**
 * Who can sign in to the preview and with which password (README "The preview"), from the list
 * the mock's seeds create. Preview builds only: load it lazily behind `__MOCK_API__`, so builds
 * without the mock hold neither it nor its styles. Picking a username hands it to `onPick`, which
 * fills the form. No heading: the page's outline stays the form's own (its title, then its error).
 */
export function PreviewLoginHint({ onPick }: { onPick: (username: string) => void }) {
  const titleId = useId()
  return (
    <section className="preview-login-hint" aria-labelledby={titleId}>
      <p id={titleId} className="preview-login-hint-title">
        Users of this preview
      </p>
      <p>
        Each signs in with the password <code>{MOCK_PASSWORD}</code>. Choose a username to fill it
        in.
      </p>
      <ul className="preview-login-hint-users">
        {previewUsers.map((user) => (
          <li key={user.username}>
            <ActionButton size="S" onPress={() => onPick(user.username)}>
              {user.username}
            </ActionButton>
            <span>
              {user.displayName}: {user.access}
            </span>
          </li>
        ))}
      </ul>
    </section>
  )
}

export default PreviewLoginHint
