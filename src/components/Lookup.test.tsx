import { Provider } from '@react-spectrum/s2/Provider'
import { fireEvent, render, screen } from '@testing-library/react'
import type { ReactNode } from 'react'
import { Lookup, LookupNotices, type LookupQuery, lookedUp, lookupPhase } from './Lookup'

const renderInS2 = (ui: ReactNode) => render(<Provider locale="en-US">{ui}</Provider>)

const failure = { statusCode: 500, message: 'Internal Server Error' }

describe('a look-up ends its indicator when its request fails (SPEC §8)', () => {
  test.each([
    ['not asked yet', { isFetching: false }, 'loading'],
    ['first request on its way', { isFetching: true }, 'loading'],
    ['answered', { data: [], isFetching: false }, 'ready'],
    ['answered, asked again', { data: [], isFetching: true }, 'ready'],
    ['failed', { error: failure, isFetching: false }, 'failed'],
    ['failed, retry on its way', { error: failure, isFetching: true }, 'loading'],
    [
      'answered before, the refresh failed',
      { data: [], error: failure, isFetching: false },
      'ready',
    ],
  ] as const)('%s → %s', (_case, query, phase) => {
    expect(lookupPhase(query)).toBe(phase)
  })
})

const query = (state: Partial<LookupQuery<string>>): LookupQuery<string> => ({
  isFetching: false,
  refetch: vi.fn(),
  ...state,
})

describe('Lookup', () => {
  it('while loading shows a loading bar named for what it loads, busy; its value once in', () => {
    const { rerender } = renderInS2(
      <Lookup query={query({ isFetching: true })} what="VPC">
        {(name) => name}
      </Lookup>,
    )
    // a bar, not a '…' that reads as broken
    expect(screen.getByRole('img', { name: 'Loading VPC' }).getAttribute('aria-busy')).toBe('true')
    expect(screen.queryByText('…')).toBeNull()
    rerender(
      <Provider locale="en-US">
        <Lookup query={query({ data: 'prod-net' })} what="VPC">
          {(name) => name}
        </Lookup>
      </Provider>,
    )
    expect(screen.getByText('prod-net')).toBeTruthy()
    expect(document.querySelector('[aria-busy="true"]')).toBeNull()
  })

  it('once failed says so, not busy, and Retry asks again', () => {
    const failed = query({ error: failure })
    renderInS2(
      <Lookup query={failed} what="VPC">
        {(name) => name}
      </Lookup>,
    )
    expect(screen.getByRole('status').textContent).toBe('Could not load VPC')
    expect(document.querySelector('[aria-busy="true"]')).toBeNull()
    fireEvent.click(screen.getByRole('button', { name: 'Retry' }))
    expect(failed.refetch).toHaveBeenCalledTimes(1)
  })
})

describe('a table column that reads a look-up', () => {
  it('loading: the loading bar', () => {
    renderInS2(<span>{lookedUp(query({ isFetching: true }), 'pool-a', '—')}</span>)
    expect(screen.getByRole('img', { name: 'Loading' }).getAttribute('aria-busy')).toBe('true')
  })

  test.each([
    ['failed', query({ error: failure }), 'Not loaded'],
    ['found', query({ data: 'x' }), 'pool-a'],
  ])('%s', (_case, lookup, text) => {
    renderInS2(<span>{lookedUp(lookup, 'pool-a', '—')}</span>)
    expect(screen.getByText(text)).toBeTruthy()
  })

  it('missing from a look-up that is in', () => {
    renderInS2(<span>{lookedUp(query({ data: 'x' }), undefined, '—')}</span>)
    expect(screen.getByText('—')).toBeTruthy()
  })

  it('says each failed look-up once, above the table, with its own Retry', () => {
    const pools = query({ error: failure })
    renderInS2(
      <LookupNotices
        lookups={[
          ['pools', pools],
          ['instances', query({ data: 'x' })],
        ]}
      />,
    )
    expect(screen.getAllByRole('status').map((status) => status.textContent)).toEqual([
      'Could not load pools',
    ])
    fireEvent.click(screen.getByRole('button', { name: 'Retry' }))
    expect(pools.refetch).toHaveBeenCalledTimes(1)
  })
})
