/**
 * `silos/{silo}/scim-tokens`: the bearer tokens the silo's identity provider uses as its SCIM
 * client (SPEC §7 system: SCIM tokens). Creating one shows its secret once: the contract sends it
 * in the create response only ("It will not be retrievable later through the token view and list
 * endpoints"), so the tab keeps it in the dialog's state alone, never in the store, and the list
 * shows a token's id and dates.
 *
 * Only a `saml_scim` silo's users and groups are managed with SCIM calls (the contract's
 * SiloIdentityMode); a silo's mode is set when it is created and cannot change (docs: Key
 * concepts, silos). On any other silo a token has no use: the tab says so, offers no Create, and
 * still lists tokens made before so they can be deleted.
 */
import { Button } from '@react-spectrum/s2/Button'
import { Content, Heading } from '@react-spectrum/s2/Dialog'
import { InlineAlert } from '@react-spectrum/s2/InlineAlert'
import { useState } from 'react'
import { ResourceTable } from '@/components/ResourceTable'
import { mutateWithToast } from '@/components/row-actions'
import { SecretShownOnceDialog } from '@/components/SecretShownOnce'
import { SectionHeader } from '@/components/SectionHeader'
import { useButtonPending } from '@/hooks/use-minimum-display'
import { unpagedList } from '@/hooks/use-resource-list'
import { identityModeLabel, useSilo, useSiloParams } from '@/resources/silos'
import { deleteCredentialAction, tokenColumns } from '@/resources/tokens'
import type { Revived, ScimClientBearerToken, SiloIdentityMode } from '~/store/api'
import {
  useScimTokenCreateMutation,
  useScimTokenDeleteMutation,
  useScimTokenListQuery,
} from '~/store/api/system-silos'

const columns = tokenColumns<Revived<ScimClientBearerToken>>()

/** Where a silo that does not use SCIM gets its users from, by identity mode. */
const usersWithoutScim: Record<Exclude<SiloIdentityMode, 'saml_scim'>, string> = {
  saml_jit: 'its users and groups come from the identity provider when they sign in',
  local_only: 'its users are created in the rack and sign in with a password',
}

/** The notice stands apart from the table below it. */
const scimNotUsedStyle = { marginBlockEnd: 16 } as const

/** Why a silo whose identity mode does not use SCIM has no use for a SCIM token. */
function ScimNotUsed({
  silo,
  mode,
}: {
  silo: string
  mode: Exclude<SiloIdentityMode, 'saml_scim'>
}) {
  return (
    <div style={scimNotUsedStyle}>
      <InlineAlert variant="informative">
        {/* the tab's first heading under the page's h1 (S2's alert heading is an h3 otherwise) */}
        <Heading level={2}>{silo} does not use SCIM</Heading>
        <Content>
          Its identity mode is {identityModeLabel[mode]}: {usersWithoutScim[mode]}, so a SCIM token
          has no use here. Only a silo created with the SAML SCIM identity mode is provisioned by
          SCIM.
        </Content>
      </InlineAlert>
    </div>
  )
}

export default function SiloScimTokensTab() {
  const { silo } = useSiloParams()
  const { entity: siloEntity } = useSilo(silo)
  const mode = siloEntity?.identityMode
  // until the silo is in (the layout loads it), the tab offers nothing it may have to take back
  const usesScim = mode === 'saml_scim'
  const list = unpagedList(useScimTokenListQuery({ silo }), (tokens) => tokens)
  const [createToken, { isLoading: isCreating, reset }] = useScimTokenCreateMutation()
  const createPending = useButtonPending(isCreating)
  const [deleteToken] = useScimTokenDeleteMutation()
  const [secret, setSecret] = useState<string>()

  const create = () =>
    void mutateWithToast({
      run: async () => {
        const created = await createToken({ silo }).unwrap()
        setSecret(created.bearerToken)
        // the secret lives in the dialog alone: the mutation's answer leaves the store
        reset()
      },
      success: 'SCIM token created',
      errorTitle: 'Could not create SCIM token',
    })

  return (
    <section aria-label="SCIM tokens">
      <SectionHeader intro="Bearer tokens the silo’s identity provider presents with its SCIM requests, to create and remove the silo’s users and groups.">
        {usesScim && (
          <Button variant="accent" onPress={create} isPending={createPending}>
            Create token
          </Button>
        )}
      </SectionHeader>
      {mode && mode !== 'saml_scim' && <ScimNotUsed silo={silo} mode={mode} />}
      <ResourceTable
        label="SCIM tokens"
        columns={columns}
        {...list}
        empty={{
          title: 'No SCIM tokens',
          body: usesScim
            ? 'Create a token for the identity provider that provisions this silo’s users.'
            : 'This silo does not use SCIM, so it needs none.',
        }}
        rowActions={(token) => [
          deleteCredentialAction(
            'SCIM token',
            token,
            'The identity provider using it can no longer provision users.',
            () => deleteToken({ silo, tokenId: token.id }).unwrap(),
          ),
        ]}
      />
      {secret && (
        <SecretShownOnceDialog
          title="SCIM token created"
          advice="Give it to your identity provider’s SCIM client; if it is lost, delete this token and create another."
          secret={secret}
          onDone={() => setSecret(undefined)}
        />
      )}
    </section>
  )
}
