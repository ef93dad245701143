/**
 * A second TLS certificate for the silo the preview signs in to, beside the wildcard one every
 * silo gets (silo-seeds.ts): the chain an internal CA issued for its DNS name, leaf first, as an
 * operator uploads it ahead of a rotation. Self-signed seed data made with openssl for the mock;
 * no key (the contract never returns one) and no real secret.
 */
import type { MockDb } from '../db'
import type { FactoryContext } from '../factories'
import { SILO_SEED } from './silo-seeds'

export const CERTIFICATE_SEED = {
  name: 'default-silo-internal-ca',
  description: 'default-silo.sys.rack.oxide.example, issued by the Oxide Example Internal CA',
} as const

const INTERNAL_CA_CHAIN = `-----BEGIN CERTIFICATE-----
MIICKDCCAc2gAwIBAgIUbaWjx/e7WFd5vq04viUfgJWzxiAwCgYIKoZIzj0EAwIw
PDEWMBQGA1UECgwNT3hpZGUgRXhhbXBsZTEiMCAGA1UEAwwZT3hpZGUgRXhhbXBs
ZSBJbnRlcm5hbCBDQTAeFw0yNjExMjcwMjMwMzlaFw0yNzEyMzAwMjMwMzlaMC4x
LDAqBgNVBAMMI2RlZmF1bHQtc2lsby5zeXMucmFjay5veGlkZS5leGFtcGxlMFkw
EwYHKoZIzj0CAQYIKoZIzj0DAQcDQgAEWasda1QIp+jIi1FnubdAAUPMUXG8v2H3
GtRGIT2WynAHmTrzHiQQe4rPg5IlqPNg1+88pESixUBQa1e5AUDs8KOBujCBtzBV
BgNVHREETjBMgiNkZWZhdWx0LXNpbG8uc3lzLnJhY2sub3hpZGUuZXhhbXBsZYIl
Ki5kZWZhdWx0LXNpbG8uc3lzLnJhY2sub3hpZGUuZXhhbXBsZTAJBgNVHRMEAjAA
MBMGA1UdJQQMMAoGCCsGAQUFBwMBMB0GA1UdDgQWBBTXgMlMry/nEzLWQtn92ZxZ
WunMwTAfBgNVHSMEGDAWgBQbJCPX/oIV/pLcks9HmjzVB61gZjAKBggqhkjOPQQD
AgNJADBGAiEAm/e3eih1XcGcQ+G+dnvdhLBRE0yEGLelOuLoPDypotECIQD+745f
5/RI5Exg3Tq3ad6Ii8zkR7bPOXa0JgA2Ec3lHg==
-----END CERTIFICATE-----
-----BEGIN CERTIFICATE-----
MIIB3DCCAYOgAwIBAgIUZcQ7piFx9hXgli1a4pJn1d1HMKkwCgYIKoZIzj0EAwIw
PDEWMBQGA1UECgwNT3hpZGUgRXhhbXBsZTEiMCAGA1UEAwwZT3hpZGUgRXhhbXBs
ZSBJbnRlcm5hbCBDQTAeFw0yNjExMjcwMjMwMzlaFw0zNjExMjQwMjMwMzlaMDwx
FjAUBgNVBAoMDU94aWRlIEV4YW1wbGUxIjAgBgNVBAMMGU94aWRlIEV4YW1wbGUg
SW50ZXJuYWwgQ0EwWTATBgcqhkjOPQIBBggqhkjOPQMBBwNCAAQQvonazySWF2nq
FAnRWjVoMgZjI+BG851Z1JwgnuS6ki1hGX7yk0Sy4GSRrPXfm7LW8tOoxPZCS9Hd
N02t5Jgzo2MwYTAdBgNVHQ4EFgQUGyQj1/6CFf6S3JLPR5o81QetYGYwHwYDVR0j
BBgwFoAUGyQj1/6CFf6S3JLPR5o81QetYGYwDwYDVR0TAQH/BAUwAwEB/zAOBgNV
HQ8BAf8EBAMCAQYwCgYIKoZIzj0EAwIDRwAwRAIgKnCtDN18n3iWA5H2g3at5fYF
q8Nb8EGHPyr4oLEW2u4CIDzQFdzfsAzB2uQkYZ5VNLLDmmqs9epiOm96J9Y8ZxIn
-----END CERTIFICATE-----
`

/** Runs after seedSilos, which gives every silo, the default one too, its wildcard certificate. */
export function seedCertificates(db: MockDb, context: FactoryContext) {
  const silo = db.silos.findBy((row) => row.name === SILO_SEED.defaultSilo)
  if (!silo) return
  const time = context.now()
  db.certificates.insert({
    id: context.ids.uuid(),
    silo_id: silo.id,
    ...CERTIFICATE_SEED,
    cert: INTERNAL_CA_CHAIN,
    service: 'external_api',
    time_created: time,
    time_modified: time,
  })
}
