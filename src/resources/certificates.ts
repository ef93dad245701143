/**
 * What the certificates page and the add form share: the words for the contract's
 * ServiceUsingCertificate, the one place a new service would be named.
 */
import type { ServiceUsingCertificate } from '~/store/api'

export const serviceLabels: Record<ServiceUsingCertificate, string> = {
  external_api: 'External API',
}

export const serviceOptions = (Object.keys(serviceLabels) as ServiceUsingCertificate[]).map(
  (service) => ({ value: service, label: serviceLabels[service] }),
)
