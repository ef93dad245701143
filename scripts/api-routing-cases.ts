/**
 * Which requests go to the rack's API and which are the console's pages, as both ways of serving
 * the production build route them: our Node proxy (api-proxy.mjs) and deploy/nginx.conf. Their
 * tests share this table so the two cannot drift apart. Each row: method, URL, Accept, whether
 * the API answers it.
 */
export const API_ROUTING_CASES: [string, string, string, boolean][] = [
  ['GET', '/v1/projects', '*/*', true],
  ['GET', '/experimental/v1/probes', '*/*', true],
  ['POST', '/v1/login/default-silo/local', 'application/json', true],
  ['POST', '/login/default-silo/saml/idp', '*/*', true],
  // SAML sign-in: the browser's navigation, answered by the server (on to the provider)
  ['GET', '/login/default-silo/saml/idp/redirect?redirect_uri=%2Fprojects', 'text/html', true],
  ['GET', '/login/default-silo/saml/idp/redirect', 'text/html,application/xhtml+xml', true],
  // the console's SAML sign-in page
  ['GET', '/login/default-silo/saml/idp', 'text/html', false],
  ['GET', '/login/default-silo/local', 'text/html', false],
  ['GET', '/device/verify', 'text/html,application/xhtml+xml', false],
  ['POST', '/device/auth', '*/*', true],
  ['POST', '/logout', '*/*', true],
  ['GET', '/projects', 'text/html', false],
]
