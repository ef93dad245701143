/**
 * `silos/{silo}/idps-new`: a SAML identity provider for the silo. The IdP's metadata comes from
 * a URL or as pasted XML (sent base64-encoded, as the contract's IdpMetadataSource says); the
 * optional request-signing keypair is the certificate and key as base64 DER files. URLs and the
 * contact email are checked here first; the server's refusal (e.g. a local-only silo) shows in
 * the form.
 */
import { useFormikContext } from 'formik'
import { useEffect, useRef } from 'react'
import { useLocation } from 'wouter'
import { mixed, object, string } from 'yup'
import { DescriptionField } from '@/components/form/DescriptionField'
import { NameField } from '@/components/form/NameField'
import { RadioField } from '@/components/form/RadioField'
import { SideModalForm } from '@/components/form/SideModalForm'
import { TextField } from '@/components/form/TextField'
import { useRouteParams } from '@/hooks/use-route'
import { pb } from '@/paths'
import {
  HIDDEN_OR_SPACE,
  httpUrlSchema,
  messages,
  nameSchema,
  requiredMessage,
  requiredText,
} from '@/util/validation'
import { addToast } from '~/machines/toaster'
import type { SamlIdentityProviderCreate } from '~/store/api'
import { useSamlIdentityProviderCreateMutation } from '~/store/api/system-silos'

export type MetadataSource = 'url' | 'xml'

export interface SamlIdpValues {
  name: string
  description: string
  metadataSource: MetadataSource
  metadataUrl: string
  metadataXml: string
  idpEntityId: string
  spClientId: string
  acsUrl: string
  sloUrl: string
  technicalContactEmail: string
  publicCert: string
  privateKey: string
  groupAttributeName: string
}

export const samlMessages = {
  url: messages.url,
  urlChars: messages.urlChars,
  email: 'Not a valid email address',
  base64: 'Must be a DER file encoded as base64',
  keypair: 'Give both the signing certificate and its private key, or neither',
} as const

export const isEmail = (value: string) =>
  !HIDDEN_OR_SPACE.test(value) && /^[^@]+@[^@]+\.[^@]+$/.test(value)

/** Base64 as a DER file is pasted: line breaks and spaces allowed, padding at the end only. */
export const isBase64 = (value: string) => /^[A-Za-z0-9+/]+={0,2}$/.test(value.replace(/\s/g, ''))

/** Half a keypair is no keypair: each half is required once the other is given. */
const keypairHalf = (other: 'publicCert' | 'privateKey') =>
  string()
    .trim()
    .default('')
    .test('base64', samlMessages.base64, (value) => !value || isBase64(value))
    .when(other, ([otherValue], schema) =>
      otherValue ? schema.required(samlMessages.keypair) : schema,
    )

export const samlIdpSchema = object().shape(
  {
    name: nameSchema('Name'),
    description: string().trim().default(''),
    metadataSource: mixed<MetadataSource>().oneOf(['url', 'xml']).required(),
    metadataUrl: string()
      .trim()
      .default('')
      .when('metadataSource', ([source], schema) =>
        source === 'url' ? httpUrlSchema('Metadata URL') : schema,
      ),
    metadataXml: string()
      .trim()
      .default('')
      .when('metadataSource', ([source], schema) =>
        source === 'xml' ? schema.required(requiredMessage('Metadata XML')) : schema,
      ),
    idpEntityId: requiredText('IdP entity ID'),
    spClientId: requiredText('SP client ID'),
    acsUrl: httpUrlSchema('ACS URL'),
    sloUrl: httpUrlSchema('SLO URL'),
    technicalContactEmail: string()
      .trim()
      .required(requiredMessage('Technical contact email'))
      .test('email', samlMessages.email, (value) => !value || isEmail(value)),
    publicCert: keypairHalf('privateKey'),
    privateKey: keypairHalf('publicCert'),
    groupAttributeName: string().trim().default(''),
  },
  [['publicCert', 'privateKey']],
)

/** UTF-8, then base64: `btoa` alone takes Latin-1 only. */
export function base64Utf8(text: string) {
  let binary = ''
  for (const byte of new TextEncoder().encode(text)) binary += String.fromCharCode(byte)
  return btoa(binary)
}

export function samlIdpBody(values: SamlIdpValues): SamlIdentityProviderCreate {
  return {
    name: values.name,
    description: values.description,
    idpMetadataSource:
      values.metadataSource === 'url'
        ? { type: 'url', url: values.metadataUrl }
        : { type: 'base64_encoded_xml', data: base64Utf8(values.metadataXml) },
    idpEntityId: values.idpEntityId,
    spClientId: values.spClientId,
    acsUrl: values.acsUrl,
    sloUrl: values.sloUrl,
    technicalContactEmail: values.technicalContactEmail,
    signingKeypair: values.publicCert
      ? {
          publicCert: values.publicCert.replace(/\s/g, ''),
          privateKey: values.privateKey.replace(/\s/g, ''),
        }
      : null,
    groupAttributeName: values.groupAttributeName || null,
  }
}

export const initialSamlIdpValues: SamlIdpValues = {
  name: '',
  description: '',
  metadataSource: 'url',
  metadataUrl: '',
  metadataXml: '',
  idpEntityId: '',
  spClientId: '',
  acsUrl: '',
  sloUrl: '',
  technicalContactEmail: '',
  publicCert: '',
  privateKey: '',
  groupAttributeName: '',
}

/**
 * Where the IdP posts its response: the server's SAML sign-in endpoint for this silo and provider,
 * `POST /login/{silo}/saml/{provider}` (SPEC §7 Auth; the contract's `acs_url`, 'Service provider
 * endpoint where the response will be sent'), on the origin the console is served from.
 */
export const samlAcsUrl = (origin: string, silo: string, provider: string) =>
  `${origin}${pb.loginSaml({ silo, provider })}`

/**
 * The ACS URL follows the name while it is the one the name gives (the user has not edited it);
 * a draft brought back with another URL keeps it.
 */
function AcsUrlFollowsName({ silo }: { silo: string }) {
  const { values, setFieldValue } = useFormikContext<SamlIdpValues>()
  const followed = useRef(samlAcsUrl(window.location.origin, silo, values.name.trim()))
  useEffect(() => {
    const next = samlAcsUrl(window.location.origin, silo, values.name.trim())
    if (values.acsUrl === followed.current && values.acsUrl !== next) {
      void setFieldValue('acsUrl', next, false)
    }
    followed.current = next
  }, [silo, values.name, values.acsUrl, setFieldValue])
  return null
}

function MetadataFields() {
  const { values } = useFormikContext<SamlIdpValues>()
  return (
    <>
      <RadioField<MetadataSource>
        name="metadataSource"
        label="IdP metadata"
        options={[
          { value: 'url', label: 'From a URL' },
          { value: 'xml', label: 'Paste XML' },
        ]}
      />
      {values.metadataSource === 'url' ? (
        <TextField
          name="metadataUrl"
          label="Metadata URL"
          isRequired
          description="Where the rack fetches the IdP's SAML metadata."
        />
      ) : (
        <TextField name="metadataXml" label="Metadata XML" multiline isRequired />
      )}
    </>
  )
}

export default function SamlIdpCreateForm() {
  const { silo } = useRouteParams('silo')
  const [, navigate] = useLocation()
  const [createProvider] = useSamlIdentityProviderCreateMutation()
  const close = () => navigate(pb.siloIdps({ silo }))
  return (
    <SideModalForm<SamlIdpValues>
      requires="system.identityProvider.create"
      resource="identity provider"
      kind="create"
      initialValues={{
        ...initialSamlIdpValues,
        acsUrl: samlAcsUrl(window.location.origin, silo, initialSamlIdpValues.name),
      }}
      validationSchema={samlIdpSchema}
      onDismiss={close}
      onSubmit={async (values) => {
        const created = await createProvider({
          silo,
          samlIdentityProviderCreate: samlIdpBody(values),
        }).unwrap()
        addToast({ content: `Identity provider ${created.name} created` })
        close()
      }}
    >
      <NameField autoFocus />
      <AcsUrlFollowsName silo={silo} />
      <DescriptionField />
      <MetadataFields />
      <TextField name="idpEntityId" label="IdP entity ID" isRequired />
      <TextField name="spClientId" label="SP client ID" isRequired />
      <TextField
        name="acsUrl"
        label="ACS URL"
        isRequired
        description="Where the IdP sends its response: this silo's sign-in URL for the provider, filled in from its name."
      />
      <TextField
        name="sloUrl"
        label="SLO URL"
        isRequired
        description="Where the IdP sends log-out requests."
      />
      <TextField name="technicalContactEmail" label="Technical contact email" isRequired />
      <TextField
        name="groupAttributeName"
        label="Group attribute name"
        description="The SAML attribute listing a user's groups; without it users join no group."
      />
      <h3 className="form-section-title">Request signing keypair (Optional)</h3>
      <TextField
        name="publicCert"
        label="Signing certificate"
        description="The public certificate, a DER file encoded as base64."
        multiline
        secret
      />
      <TextField
        name="privateKey"
        label="Signing private key"
        description="The RSA private key (PKCS#1), a DER file encoded as base64."
        multiline
        secret
      />
    </SideModalForm>
  )
}
