/**
 * `certificates`: the TLS certificates the silo's console and API serve (the contract's
 * `/v1/certificates`, SPEC §3's certificates), which a silo admin adds before the old one expires
 * and deletes after. The list shows no key: the contract never returns one.
 */
import { createdColumn, descriptionColumn, nameColumn, textColumn } from '@/components/columns'
import { PageHeader } from '@/components/PageHeader'
import { ResourceTable } from '@/components/ResourceTable'
import { deleteAction } from '@/components/row-actions'
import { useResourceList } from '@/hooks/use-resource-list'
import { pb } from '@/paths'
import { serviceLabels } from '@/resources/certificates'
import { areaInfo } from '@/util/docs'
import type { Certificate, Revived } from '~/store/api'
import { useCertificateDeleteMutation, useCertificateListQuery } from '~/store/api/certificates'

const columns = [
  nameColumn<Revived<Certificate>>(),
  descriptionColumn<Revived<Certificate>>(),
  textColumn<Revived<Certificate>>('service', 'Service', (row) => serviceLabels[row.service]),
  createdColumn<Revived<Certificate>>(),
]

export default function CertificatesPage() {
  const list = useResourceList(useCertificateListQuery, {})
  const [deleteCertificate] = useCertificateDeleteMutation()
  return (
    <>
      <PageHeader
        title="Certificates"
        info={areaInfo.certificates}
        create={{
          label: 'Add certificate',
          href: pb.certificatesNew(),
          requires: 'silo.certificate.create',
        }}
      />
      <p className="page-intro">
        The TLS certificates this silo’s console and API present to browsers and clients.
      </p>
      <ResourceTable
        label="Certificates"
        columns={columns}
        {...list}
        empty={{
          title: 'No certificates',
          body: 'Add a certificate for the silo’s DNS name so clients can trust its console and API.',
        }}
        rowActions={(certificate) => [
          deleteAction({
            kind: 'certificate',
            name: certificate.name,
            requires: 'silo.certificate.delete',
            consequence:
              'The silo stops presenting it: clients that reach the silo by a name no other certificate covers will not trust it.',
            run: () => deleteCertificate({ certificate: certificate.name }).unwrap(),
          }),
        ]}
      />
    </>
  )
}
