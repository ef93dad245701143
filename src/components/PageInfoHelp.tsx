import { Content, ContextualHelp, Footer, Heading } from '@react-spectrum/s2/ContextualHelp'
import type { AreaInfo } from '@/util/docs'
import { DocLinkList } from './DocLinkList'

/** PageInfo's popover (its own chunk). */
export default function PageInfoHelp({ title, info }: { title: string; info: AreaInfo }) {
  return (
    <ContextualHelp variant="info" aria-label={`About ${title}`}>
      <Heading slot="title">{title}</Heading>
      <Content>{info.about}</Content>
      <Footer>
        <DocLinkList docs={info.docs} />
      </Footer>
    </ContextualHelp>
  )
}
