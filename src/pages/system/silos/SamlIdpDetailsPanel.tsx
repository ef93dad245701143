/**
 * `silos/{silo}/idps/saml/{provider}`: one SAML identity provider, read-only (the contract has
 * no update), over the identity providers table.
 */
import { useLocation } from 'wouter'
import { LoadingText } from '@/components/LoadingText'
import { Properties, Property } from '@/components/Properties'
import { RelativeTime } from '@/components/RelativeTime'
import { SidePanel } from '@/components/SidePanel'
import { queryFailure } from '@/hooks/use-resource-list'
import { useRouteParams } from '@/hooks/use-route'
import { pb } from '@/paths'
import { reviveDates } from '~/store/api'
import { useSamlIdentityProviderViewQuery } from '~/store/api/system-silos'

export default function SamlIdpDetailsPanel() {
  const { silo, provider } = useRouteParams('silo', 'provider')
  const [, navigate] = useLocation()
  const { data, error } = useSamlIdentityProviderViewQuery({ silo, provider })
  const failure = queryFailure(error)
  if (failure) throw failure
  const close = () => navigate(pb.siloIdps({ silo }))
  const idp = data && reviveDates(data)
  return (
    <SidePanel title={`Identity provider ${provider}`} onClose={close}>
      {idp ? (
        <Properties label="SAML identity provider">
          <Property label="Name">{idp.name}</Property>
          <Property label="ID" copy={idp.id}>
            {idp.id}
          </Property>
          <Property label="Description">{idp.description || '—'}</Property>
          <Property label="IdP entity ID" copy={idp.idpEntityId}>
            {idp.idpEntityId}
          </Property>
          <Property label="SP client ID">{idp.spClientId}</Property>
          <Property label="ACS URL" copy={idp.acsUrl}>
            {idp.acsUrl}
          </Property>
          <Property label="SLO URL" copy={idp.sloUrl}>
            {idp.sloUrl}
          </Property>
          <Property label="Technical contact">{idp.technicalContactEmail}</Property>
          <Property label="Group attribute">{idp.groupAttributeName || '—'}</Property>
          <Property label="Signing certificate">{idp.publicCert ? 'Configured' : 'None'}</Property>
          <Property label="Created">
            <RelativeTime date={idp.timeCreated} />
          </Property>
        </Properties>
      ) : (
        <LoadingText what="identity provider" />
      )}
    </SidePanel>
  )
}
