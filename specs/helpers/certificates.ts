import { writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'

/**
 * A throwaway self-signed certificate and its key for the certificate specs, made with openssl
 * for them (EC P-256, CN e2e.default-silo.sys.rack.oxide.example): never a real secret.
 */
export const E2E_CERT = `-----BEGIN CERTIFICATE-----
MIIBujCCAV+gAwIBAgIUPgqiwI73DhHsIXobF5l8G+ISfQIwCgYIKoZIzj0EAwIw
MjEwMC4GA1UEAwwnZTJlLmRlZmF1bHQtc2lsby5zeXMucmFjay5veGlkZS5leGFt
cGxlMB4XDTI2MTEyNzAyMzAzOVoXDTM2MTEyNDAyMzAzOVowMjEwMC4GA1UEAwwn
ZTJlLmRlZmF1bHQtc2lsby5zeXMucmFjay5veGlkZS5leGFtcGxlMFkwEwYHKoZI
zj0CAQYIKoZIzj0DAQcDQgAERoNpDg7AkiMWIalJ//BM3WsYDXSgCdUu7np86NU5
vuQoyuWpBBrPaRo9AmpS26136w4lgG0EaHAgGAOOBeQa7aNTMFEwHQYDVR0OBBYE
FNPcZdsLTsZlLWzBWRyRsKto2PugMB8GA1UdIwQYMBaAFNPcZdsLTsZlLWzBWRyR
sKto2PugMA8GA1UdEwEB/wQFMAMBAf8wCgYIKoZIzj0EAwIDSQAwRgIhAPLg1lAi
eSscuDZn1SRSD7XO+vNEdX2tNXrr37zfgiWZAiEAzYAfuIfc8jFRncxal2PRJzv0
aHVv7ZVMqICB3yypSX8=
-----END CERTIFICATE-----`

export const E2E_KEY = `-----BEGIN PRIVATE KEY-----
MIGHAgEAMBMGByqGSM49AgEGCCqGSM49AwEHBG0wawIBAQQgFQgZ2jxblxSHGX/C
NNfqL4IrqyqO+gTqkS0a4wOQzauhRANCAARGg2kODsCSIxYhqUn/8EzdaxgNdKAJ
1S7uenzo1Tm+5CjK5akEGs9pGj0CalLbrXfrDiWAbQRocCAYA44F5Brt
-----END PRIVATE KEY-----`

/** The certificate's DER bytes: what a .der or .cer file holds instead of PEM text. */
export const e2eCertDer = () =>
  Buffer.from(E2E_CERT.replace(/-----[A-Z ]+-----/g, '').replace(/\s/g, ''), 'base64')

/** Writes `content` to a file named `name` in the temporary directory, for a file picker. */
export function writeTempFile(name: string, content: string | Buffer) {
  const file = path.join(tmpdir(), name)
  writeFileSync(file, content)
  return file
}
