import { matchLocation } from '../routes'
import { backFromPending } from './PendingPage'

describe('where a pending page leads back to', () => {
  it.each([
    ['/system/networking/ip-pools', '/projects', 'Back to projects'],
    ['/system/silos', '/projects', 'Back to projects'],
    ['/utilization', '/projects', 'Back to projects'],
  ])('%s: %s', (path, href, label) => {
    const match = matchLocation(path)
    expect(match?.route.pending).toBe(true)
    const back = backFromPending(match?.params ?? {})
    expect(back.href).toBe(href)
    expect(back.label).toBe(label)
    // a real page, never a pending one or a crumb with no page (System / Networking)
    const target = matchLocation(back.href)
    expect(target?.route.page).toBeTruthy()
    expect(target?.route.pending).toBeFalsy()
  })

  it('leads back to the project’s instances from a page inside a project', () => {
    const back = backFromPending({ project: 'mock-project' })
    expect(back).toEqual({
      href: '/projects/mock-project/instances',
      label: 'Back to mock-project',
    })
    expect(matchLocation(back.href)?.route.pending).toBeFalsy()
  })
})
