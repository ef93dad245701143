/**
 * A local-only silo's users (the contract's local_idp_user_create and
 * local_idp_user_set_password): the username's and password's rules (SPEC §5, the contract's
 * UserId and Password) and the contract's UserPassword from what was typed. A password is typed
 * twice and must match; it is never trimmed, since what is typed is the password.
 */
import { object, string } from 'yup'
import {
  messages,
  requiredMessage,
  stringSchema,
  validatePassword,
  validateUsername,
} from '@/util/validation'
import type { UserPassword } from '~/store/api'

export interface LocalUserCreateValues {
  username: string
  /** Optional: without one the user cannot sign in until a password is set. */
  password: string
  passwordRepeat: string
}

export interface PasswordSetValues {
  password: string
  passwordRepeat: string
}

const passwordRule = (value: string | undefined) => !validatePassword(value ?? '')

/** The second typing of `password`, which must be the same text. */
const passwordRepeatSchema = string()
  .default('')
  .test('match', messages.passwordMismatch, (value, context) => {
    const parent = context.parent as { password?: string }
    return (value ?? '') === (parent.password ?? '')
  })

export const localUserCreateSchema = object({
  username: stringSchema('Username', validateUsername),
  password: string().default('').test('length', messages.passwordLength, passwordRule),
  passwordRepeat: passwordRepeatSchema,
})

export const passwordSetSchema = object({
  password: string()
    .required(requiredMessage('New password'))
    .test('length', messages.passwordLength, passwordRule),
  passwordRepeat: passwordRepeatSchema,
})

/** The contract's UserPassword: the typed password, or none (`login_disallowed`). */
export const userPassword = (password: string): UserPassword =>
  password ? { mode: 'password', value: password } : { mode: 'login_disallowed' }
