/**
 * `system/networking/bgp-announce-sets-new` and `bgp/announce-sets/{set}/edit`: an announce set
 * (BgpAnnounceSetCreate), the prefixes the rack announces to its BGP peers, each drawn from an
 * address lot (BgpAnnouncementCreate). The contract has one write for both, a PUT that creates
 * the set or replaces the one of that name whole (networking_bgp_announce_set_update): so a new
 * set's name must be free, checked against a fresh list right before the write (the server would
 * replace the other set without a word), and an edit keeps the name and sends the whole list.
 * Checked here: the name, and each prefix (SPEC §5's CIDR messages); whether a lot holds the
 * prefix only the server knows, and its refusal shows on the form.
 */
import { useEffect, useState } from 'react'
import { useLocation } from 'wouter'
import { object, string } from 'yup'
import { DescriptionField } from '@/components/form/DescriptionField'
import { FieldArrayRows } from '@/components/form/FieldArrayRows'
import { NameField } from '@/components/form/NameField'
import { PickerField } from '@/components/form/PickerField'
import { SideModalForm } from '@/components/form/SideModalForm'
import { TextField } from '@/components/form/TextField'
import { useRouteParams } from '@/hooks/use-route'
import { pb } from '@/paths'
import { cidrSchema, nameSchema, stringSchema, uniqueItemsSchema } from '@/util/validation'
import { wholeListArgs } from '~/lib/whole-list'
import { addToast } from '~/machines/toaster'
import { useAppDispatch } from '~/store'
import { type ApiError, FRESH_READ } from '~/store/api'
import {
  generatedApi,
  useNetworkingAddressLotListQuery,
  useNetworkingBgpAnnouncementListQuery,
  useNetworkingBgpAnnounceSetListQuery,
  useNetworkingBgpAnnounceSetUpdateMutation,
} from '~/store/api/system-networking'

interface AnnouncementValues {
  addressLot: string
  network: string
}

interface Values {
  name: string
  description: string
  announcements: AnnouncementValues[]
}

export const announceSetSchema = object({
  name: nameSchema('Name'),
  description: string().trim().default(''),
  announcements: uniqueItemsSchema<AnnouncementValues>((row) => row.network.trim()).of(
    object({
      addressLot: stringSchema('Address lot'),
      network: cidrSchema('Network'),
    }),
  ),
})

const newAnnouncement = (): AnnouncementValues => ({ addressLot: '', network: '' })

function AnnounceSetForm({ initialValues, isEdit }: { initialValues: Values; isEdit: boolean }) {
  const [, navigate] = useLocation()
  const close = () => navigate(pb.bgp())
  const dispatch = useAppDispatch()
  const [update] = useNetworkingBgpAnnounceSetUpdateMutation()
  const lots = useNetworkingAddressLotListQuery(wholeListArgs({}))
  return (
    <SideModalForm
      requires="system.networking.update"
      resource="announce set"
      kind={isEdit ? 'edit' : 'create'}
      initialValues={initialValues}
      validationSchema={announceSetSchema}
      onDismiss={close}
      onSubmit={async (values: Values) => {
        if (!isEdit) {
          const current = await dispatch(
            generatedApi.endpoints.networkingBgpAnnounceSetList.initiate({}, FRESH_READ),
          ).unwrap()
          if (current.some((set) => set.name === values.name)) {
            const taken: ApiError = {
              message: 'Announce set name already exists',
              errorCode: 'ObjectAlreadyExists',
            }
            throw taken
          }
        }
        const saved = await update({
          bgpAnnounceSetCreate: {
            name: values.name,
            description: values.description.trim(),
            announcement: values.announcements.map((row) => ({
              addressLotBlock: row.addressLot,
              network: row.network.trim(),
            })),
          },
        }).unwrap()
        addToast({ content: `Announce set ${saved.name} ${isEdit ? 'updated' : 'created'}` })
        close()
      }}
    >
      {isEdit ? (
        <p>
          Name: {initialValues.name}. Saving replaces the set’s announcements with these: a prefix
          removed here is withdrawn from every peer.
        </p>
      ) : (
        <NameField autoFocus />
      )}
      <DescriptionField />
      <h3 className="form-section-title">Announcements</h3>
      <FieldArrayRows<AnnouncementValues>
        name="announcements"
        item="announcement"
        add={[{ label: 'Add announcement', row: newAnnouncement }]}
        empty={<p className="form-hint">With no announcements the set announces nothing.</p>}
      >
        {(_, index) => (
          <>
            <PickerField
              name={`announcements.${index}.addressLot`}
              label="Address lot"
              isRequired
              options={(lots.data?.items ?? []).map((lot) => ({
                value: lot.name,
                label: lot.name,
              }))}
              isLoading={lots.isLoading}
            />
            <TextField
              name={`announcements.${index}.network`}
              label="Network"
              isRequired
              description="A prefix inside one of the lot’s blocks, e.g. 192.0.2.0/24."
            />
          </>
        )}
      </FieldArrayRows>
    </SideModalForm>
  )
}

export function AnnounceSetCreateForm() {
  return (
    <AnnounceSetForm
      isEdit={false}
      initialValues={{ name: '', description: '', announcements: [newAnnouncement()] }}
    />
  )
}

/**
 * The lot each block belongs to: an announcement names its block (BgpAnnouncement), the form its
 * lot (BgpAnnouncementCreate), and only a lot's view lists its blocks.
 */
function useLotOfBlock(lotNames: string[] | undefined) {
  const dispatch = useAppDispatch()
  const [lotOfBlock, setLotOfBlock] = useState<Map<string, string>>()
  const key = lotNames?.join('\n')
  useEffect(() => {
    if (key === undefined) return
    let current = true
    const names = key ? key.split('\n') : []
    Promise.all(
      names.map((addressLot) =>
        dispatch(
          generatedApi.endpoints.networkingAddressLotView.initiate({ addressLot }, FRESH_READ),
        ).unwrap(),
      ),
    ).then(
      (views) => {
        if (!current) return
        setLotOfBlock(
          new Map(views.flatMap((view) => view.blocks.map((block) => [block.id, view.lot.name]))),
        )
      },
      // a lot that cannot be read leaves its announcements' lot to be picked again
      () => current && setLotOfBlock(new Map()),
    )
    return () => {
      current = false
    }
  }, [dispatch, key])
  return lotOfBlock
}

export function AnnounceSetEditForm() {
  const { announceSet } = useRouteParams('announceSet')
  const sets = useNetworkingBgpAnnounceSetListQuery({})
  const announcements = useNetworkingBgpAnnouncementListQuery({ announceSet })
  const lots = useNetworkingAddressLotListQuery(wholeListArgs({}))
  const lotOfBlock = useLotOfBlock(lots.data?.items.map((lot) => lot.name))
  const set = sets.data?.find((row) => row.name === announceSet)
  if (!set || !announcements.data || !lotOfBlock) return null
  return (
    <AnnounceSetForm
      isEdit
      initialValues={{
        name: set.name,
        description: set.description,
        announcements: announcements.data.map((row) => ({
          addressLot: lotOfBlock.get(row.addressLotBlockId) ?? '',
          network: row.network,
        })),
      }}
    />
  )
}
