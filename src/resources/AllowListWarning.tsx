import { Content, Heading } from '@react-spectrum/s2/Dialog'
import { InlineAlert } from '@react-spectrum/s2/InlineAlert'

/**
 * What a restrictive allow list does to the people setting it (the contract's AllowedSourceIps:
 * "all others are prevented from reaching rack services"): shown on the page and in its form, so
 * nobody saves a list without reading it. `level`: the heading's level where it sits.
 */
const warningStyle = { marginBlock: 16 } as const

export function AllowListWarning({ level }: { level: 2 | 3 }) {
  return (
    <div style={warningStyle}>
      <InlineAlert variant="notice">
        <Heading level={level}>Keep your own address in the list</Heading>
        <Content>
          Only the sources in the allow list can reach the API and this console. A list that leaves
          out the addresses operators connect from locks them out of both, and only a request from a
          listed address can change it back.
        </Content>
      </InlineAlert>
    </div>
  )
}
