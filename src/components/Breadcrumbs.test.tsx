import { Provider } from '@react-spectrum/s2/Provider'
import { render, screen, within } from '@testing-library/react'
import { Provider as ReduxProvider } from 'react-redux'
import { Router } from 'wouter'
import type { ResolvedCrumb } from '@/hooks/use-route'
import { makeStore } from '~/store'
import { Breadcrumbs } from './Breadcrumbs'
import { ErrorBoundary, NotFoundError, NotFoundReport, unknownNameOf } from './ErrorBoundary'

const crumbs: ResolvedCrumb[] = [
  { label: 'Projects', href: '/projects', isName: false },
  { label: 'mock-project', href: '/projects/mock-project', isName: true },
  { label: 'Instances', href: '/projects/mock-project/instances', isName: false },
  { label: 'nope', href: '/projects/mock-project/instances/nope', isName: true },
  { label: 'Storage', href: '/projects/mock-project/instances/nope/storage', isName: false },
]

function ThrowsVpcNotFound(): never {
  throw { statusCode: 404, errorCode: 'ObjectNotFound', message: 'Not found: vpc with name "gone"' }
}

function renderCrumbs(unknownName?: string) {
  render(
    <Provider locale="en-US">
      <Breadcrumbs crumbs={crumbs} unknownName={unknownName} />
    </Provider>,
  )
  const nav = screen.getByRole('navigation', { name: 'Breadcrumbs' })
  return within(nav)
    .getAllByRole('listitem')
    .map((item) => `${item.textContent}${within(item).queryByRole('link') ? ' (link)' : ''}`)
}

describe('breadcrumbs (SPEC §2)', () => {
  it('link every crumb but the current page', () => {
    expect(renderCrumbs()).toEqual([
      'Projects (link)',
      'mock-project (link)',
      'Instances (link)',
      'nope (link)',
      'Storage',
    ])
  })

  it.each<[string, string | undefined, string[]]>([
    [
      'an unknown instance',
      'nope',
      ['Projects (link)', 'mock-project (link)', 'Instances (link)', 'nope', 'Storage'],
    ],
    // each crumb under an unknown project leads to the same not-found page
    [
      'an unknown project',
      'mock-project',
      ['Projects (link)', 'mock-project', 'Instances', 'nope', 'Storage'],
    ],
    // a section name is never the resource the server did not find
    [
      'a name that is no crumb',
      'Instances',
      ['Projects (link)', 'mock-project (link)', 'Instances (link)', 'nope (link)', 'Storage'],
    ],
  ])('on the not-found page of %s, its crumb is text', (_, unknownName, shown) => {
    expect(renderCrumbs(unknownName)).toEqual(shown)
  })
})

describe('the name a not-found is about (SPEC §8 ObjectNotFound)', () => {
  it.each([
    ['not found: instance with name "nope"', 'nope'],
    ['Not found: project with name "web-frontend-9"', 'web-frontend-9'],
    [
      'Not found: sled with id "c2519937-44a4-493b-9b38-5c337c597d08"',
      'c2519937-44a4-493b-9b38-5c337c597d08',
    ],
    ['not found: the mock failed this call on purpose (chaos or a fault)', undefined],
    ['Not found', undefined],
  ])('%s → %s', (message, name) => {
    expect(unknownNameOf(new NotFoundError(message))).toBe(name)
    expect(unknownNameOf({ statusCode: 404, message })).toBe(name)
  })

  it('is reported by the boundary that shows the not-found page', () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined)
    const report = vi.fn()
    render(
      <ReduxProvider store={makeStore()}>
        <Router>
          <Provider locale="en-US">
            <NotFoundReport value={report}>
              <ErrorBoundary resetKey="/a">
                <ThrowsVpcNotFound />
              </ErrorBoundary>
            </NotFoundReport>
          </Provider>
        </Router>
      </ReduxProvider>,
    )
    expect(screen.getByRole('heading', { name: 'Page not found' })).toBeTruthy()
    expect(report).toHaveBeenCalledWith('gone')
    vi.restoreAllMocks()
  })
})
