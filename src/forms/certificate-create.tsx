/**
 * `certificates-new`: a TLS certificate for the silo's endpoints (the contract's
 * CertificateCreate: name, description, service, and the chain and its private key as PEM
 * strings). Both PEM texts, pasted or read from a file, are checked here before anything is sent
 * (lib/pem.ts). The key is sent once and kept nowhere after: the server never returns it, RTK
 * Query's mutation state keeps no request arguments, and the key field is secret, so the form's
 * draft (form-draft.ts) leaves it out.
 */
import { useLocation } from 'wouter'
import { mixed, object, string } from 'yup'
import { DescriptionField } from '@/components/form/DescriptionField'
import { NameField } from '@/components/form/NameField'
import { PemTextField } from '@/components/form/PemTextField'
import { PickerField } from '@/components/form/PickerField'
import { SideModalForm } from '@/components/form/SideModalForm'
import { pb } from '@/paths'
import { serviceLabels, serviceOptions } from '@/resources/certificates'
import { docGuides } from '@/util/docs'
import { nameSchema, stringSchema, type Validator } from '@/util/validation'
import {
  certificateChainProblem,
  type PemProblem,
  PRIVATE_KEY_LABEL,
  privateKeyProblem,
} from '~/lib/pem'
import { addToast } from '~/machines/toaster'
import type { CertificateCreate, ServiceUsingCertificate } from '~/store/api'
import { useCertificateCreateMutation } from '~/store/api/certificates'

export interface CertificateCreateValues {
  name: string
  description: string
  service: ServiceUsingCertificate
  cert: string
  key: string
}

/** What the PEM fields say for each way a text is not the PEM they take (lib/pem.ts). */
export const pemMessages = {
  chainNotPem:
    'Must be PEM: one or more blocks from -----BEGIN CERTIFICATE----- to -----END CERTIFICATE-----',
  chainWrongBlock: (label: string) =>
    PRIVATE_KEY_LABEL.test(label)
      ? `Must hold only CERTIFICATE blocks, not ${label}: the key goes in Private key`
      : `Must hold only CERTIFICATE blocks, not ${label}`,
  keyNotPem: 'Must be PEM, from -----BEGIN PRIVATE KEY----- to -----END PRIVATE KEY-----',
  keyWrongBlock: (label: string) =>
    label === 'CERTIFICATE'
      ? 'Must be a private key, not a CERTIFICATE: the certificate goes in Certificate chain'
      : `Must be a PRIVATE KEY, RSA PRIVATE KEY or EC PRIVATE KEY block, not ${label}`,
  keyNotOne: (count: number) => `Must hold one private key, not ${count} blocks`,
} as const

/** A PEM rule as a field validator; emptiness is the required rule's (stringSchema). */
const pemValidator =
  (
    problemOf: (text: string) => PemProblem | undefined,
    message: (problem: Exclude<PemProblem, { kind: 'empty' }>) => string,
  ): Validator =>
  (value) => {
    const problem = problemOf(value)
    return problem && problem.kind !== 'empty' ? message(problem) : undefined
  }

const validateChain = pemValidator(certificateChainProblem, (problem) =>
  problem.kind === 'wrongLabel'
    ? pemMessages.chainWrongBlock(problem.label)
    : pemMessages.chainNotPem,
)

const validateKey = pemValidator(privateKeyProblem, (problem) => {
  switch (problem.kind) {
    case 'wrongLabel':
      return pemMessages.keyWrongBlock(problem.label)
    case 'notOne':
      return pemMessages.keyNotOne(problem.count)
    case 'notPem':
      return pemMessages.keyNotPem
  }
})

export const certificateCreateSchema = object({
  name: nameSchema('Name'),
  description: string().default(''),
  service: mixed<ServiceUsingCertificate>()
    .oneOf(Object.keys(serviceLabels) as ServiceUsingCertificate[])
    .required('Service is required'),
  // trimmed before the required check: blank lines alone are no PEM (SPEC §5's required message)
  cert: stringSchema('Certificate chain', validateChain).trim(),
  key: stringSchema('Private key', validateKey).trim(),
})

export const initialCertificateValues: CertificateCreateValues = {
  name: '',
  description: '',
  service: 'external_api',
  cert: '',
  key: '',
}

export default function CertificateCreateForm() {
  const [, navigate] = useLocation()
  const [createCertificate] = useCertificateCreateMutation()
  const close = () => navigate(pb.certificates())
  return (
    <SideModalForm<CertificateCreateValues>
      requires="silo.certificate.create"
      title="Add certificate"
      docs={[docGuides.tlsCertificates]}
      submitLabel="Add certificate"
      initialValues={initialCertificateValues}
      validationSchema={certificateCreateSchema}
      onDismiss={close}
      onSubmit={async (values) => {
        const certificateCreate: CertificateCreate = values
        const certificate = await createCertificate({ certificateCreate }).unwrap()
        addToast({ content: `Certificate ${certificate.name} added` })
        close()
      }}
    >
      <NameField autoFocus />
      <DescriptionField />
      <PickerField name="service" label="Service" options={serviceOptions} isRequired />
      <PemTextField
        name="cert"
        label="Certificate chain"
        fileLabel="Certificate chain from a file"
        description="PEM: the certificate for the silo’s DNS name first, then its intermediates, each from -----BEGIN CERTIFICATE----- to -----END CERTIFICATE-----."
        secret
      />
      <PemTextField
        name="key"
        label="Private key"
        fileLabel="Private key from a file"
        description="PEM, the chain’s unencrypted private key. It is sent once with the certificate and never shown again: the silo keeps it, the list shows only the certificate."
        secret
      />
    </SideModalForm>
  )
}
