/** Signing in (SPEC §2: /login) and a device's verification (the CLI's device code, /device). */
import type { RouteNode } from '../route-types'
import { page } from './declare'

const LoginRedirect = page(() => import('../pages/LoginRedirect'))
const LoginLocalPage = page(() => import('../pages/login/LoginLocalPage'))
const LoginSamlPage = page(() => import('../pages/login/LoginSamlPage'))
/** The preview's identity provider: its own chunk, absent from builds without the mock. */
const MockIdentityProviderPage = __MOCK_API__
  ? page(() => import('../pages/login/MockIdentityProviderPage'))
  : undefined
const DeviceVerifyPage = page(() => import('../pages/device/DeviceVerifyPage'))
const DeviceSuccessPage = page(() => import('../pages/device/DeviceSuccessPage'))

export const signInRoutes: RouteNode[] = [
  {
    path: '/login',
    layout: 'split',
    children: [
      { path: '', page: LoginRedirect },
      { path: ':silo/local', crumb: 'Sign in', page: LoginLocalPage },
      { path: ':silo/saml/:provider', crumb: 'Sign in', page: LoginSamlPage },
      // the server's SAML redirect endpoint: in the preview the mock identity provider answers
      ...(MockIdentityProviderPage
        ? [
            {
              path: ':silo/saml/:provider/redirect',
              crumb: 'Mock identity provider',
              page: MockIdentityProviderPage,
            },
          ]
        : []),
    ],
  },
  {
    path: '/device',
    layout: 'centred',
    children: [
      { path: 'verify', crumb: 'Device Authentication', page: DeviceVerifyPage },
      { path: 'success', crumb: 'Device logged in', page: DeviceSuccessPage },
    ],
  },
]
