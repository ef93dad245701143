/**
 * The TLS certificates of the signed-in user's silo (`/v1/certificates`): listed, added, viewed
 * and deleted. The contract's rules: the chain and its key arrive as PEM strings in the body
 * (CertificateCreate.cert, .key); the view (Certificate) carries the chain and never the key, so
 * the key is not even stored. Names are unique within the silo. The real server also parses the
 * chain and checks it against the key and the silo's DNS names; the mock checks the PEM only.
 */
import { certificateChainProblem, privateKeyProblem } from '~/lib/pem'
import type { CertificateRecord, Schemas } from '../db'
import { alreadyExists, badBody, invalidValue } from '../errors'
import { liveContext } from '../factories'
import { identityCreate } from '../identity-fields'
import { lookupCertificate } from '../lookup'
import type { HandlerMap } from '../operation'
import { paginateChildren } from '../pagination'
import { failOnSentinelName } from '../sentinels'
import { currentUser, requireSiloWrite } from '../session-access'
import { stringField } from '../validate'

type Service = Schemas['ServiceUsingCertificate']
const SERVICES: readonly Service[] = ['external_api']

/** What list and view show: the record without its silo (the contract's Certificate). */
const certificateView = ({ silo_id: _, ...certificate }: CertificateRecord) => certificate

function serviceField(body: unknown): Service {
  const service = stringField(body, 'service')
  if (!SERVICES.includes(service as Service)) {
    throw badBody(`service: unknown variant \`${service}\`, expected \`external_api\``)
  }
  return service as Service
}

export const certificateHandlers = {
  certificate_list: ({ db, session, query }) => {
    const page = paginateChildren(
      db.certificates,
      'silo_id',
      currentUser(db, session).silo_id,
      query,
    )
    return { ...page, items: page.items.map(certificateView) }
  },

  certificate_create: ({ db, session, body }) => {
    requireSiloWrite(db, session)
    const siloId = currentUser(db, session).silo_id
    const { name, description } = identityCreate(body)
    const cert = stringField(body, 'cert')
    const key = stringField(body, 'key')
    const service = serviceField(body)
    if (certificateChainProblem(cert)) {
      throw invalidValue('cert', 'the certificate chain is not PEM-encoded CERTIFICATE blocks')
    }
    if (privateKeyProblem(key)) {
      throw invalidValue('key', 'the private key is not one PEM-encoded private key')
    }
    failOnSentinelName(name)
    if (db.certificates.findBy((row) => row.silo_id === siloId && row.name === name)) {
      throw alreadyExists('certificate', name)
    }
    const now = liveContext.now()
    // the key is used to serve the silo's endpoints and never returned: nothing here keeps it
    const certificate = db.certificates.insert({
      id: liveContext.ids.uuid(),
      silo_id: siloId,
      name,
      description,
      cert,
      service,
      time_created: now,
      time_modified: now,
    })
    return certificateView(certificate)
  },

  certificate_view: ({ db, session, params }) =>
    certificateView(lookupCertificate(db, session, params.certificate)),

  certificate_delete: ({ db, session, params }) => {
    requireSiloWrite(db, session)
    db.certificates.remove(lookupCertificate(db, session, params.certificate).id)
  },
} satisfies HandlerMap
