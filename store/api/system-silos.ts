/** The system-silos area's endpoints and their cache tags (tags.ts; docs/architecture.md). */
import { generatedApi } from './__generated__/system-silos'
import { LIST, listTags } from './tags'

export * from './__generated__/system-silos'

generatedApi.enhanceEndpoints({
  endpoints: {
    // system. Quotas and provisioning are one tag: whatever changes either (a quota
    // edit, a new silo) refetches every view of them.
    siloList: { providesTags: (result) => listTags('Silo', result) },
    siloView: { providesTags: (result) => (result ? [{ type: 'Silo', id: result.id }] : []) },
    siloCreate: { invalidatesTags: [{ type: 'Silo', id: LIST }, 'SiloUtilization'] },
    siloDelete: {
      invalidatesTags: [
        { type: 'Silo', id: LIST },
        'SiloUtilization',
        'IpPoolSiloLink',
        'SubnetPoolSiloLink',
      ],
    },
    siloIdentityProviderList: { providesTags: ['IdentityProvider'] },
    // a local-only silo's users; setting a password changes nothing the list shows
    siloUserList: { providesTags: (result) => listTags('SiloUser', result) },
    localIdpUserCreate: { invalidatesTags: [{ type: 'SiloUser', id: LIST }] },
    localIdpUserDelete: {
      invalidatesTags: (_result, _error, { userId }) => [
        { type: 'SiloUser', id: LIST },
        { type: 'SiloUser', id: userId },
      ],
    },
    samlIdentityProviderView: { providesTags: ['IdentityProvider'] },
    samlIdentityProviderCreate: { invalidatesTags: ['IdentityProvider'] },
    // the create's answer (the one time the secret is sent) stays with the tab that asked; the
    // list is asked again for what it shows of the new token
    scimTokenList: { providesTags: ['ScimToken'] },
    scimTokenView: { providesTags: ['ScimToken'] },
    scimTokenCreate: { invalidatesTags: ['ScimToken'] },
    scimTokenDelete: { invalidatesTags: ['ScimToken'] },
    siloQuotasView: { providesTags: ['SiloUtilization'] },
    siloQuotasUpdate: { invalidatesTags: ['SiloUtilization'] },
    systemQuotasList: { providesTags: ['SiloUtilization'] },
    siloUtilizationList: { providesTags: ['SiloUtilization'] },
    siloUtilizationView: { providesTags: ['SiloUtilization'] },
    siloIpPoolList: { providesTags: ['IpPoolSiloLink'] },
    siloSubnetPoolList: { providesTags: ['SubnetPoolSiloLink'] },
    // a silo's policy seen from the system side is the same policy as the silo's own page shows
    // (silos.ts policyView), so it takes part in 'Policy' like every level: a write anywhere
    // refetches every policy, and a change to one's own silo changes /v1/me's flags
    siloPolicyView: { providesTags: ['Policy'] },
    siloPolicyUpdate: { invalidatesTags: ['Policy', 'CurrentUser'] },
  },
})
