import { matchLocation } from '../routes'
import { backFromPending } from './PendingPage'

describe('where a pending page leads back to', () => {
  it.each([
    ['/projects/mock-project/access', '/projects/mock-project/instances', 'Back to mock-project'],
    ['/projects/mock-project/affinity/g', '/projects/mock-project/instances', null],
    ['/system/networking/ip-pools', '/projects', 'Back to projects'],
    ['/utilization', '/projects', 'Back to projects'],
  ])('%s: %s', (path, href, label) => {
    const match = matchLocation(path)
    expect(match?.route.pending).toBe(true)
    const back = backFromPending(match?.params ?? {})
    expect(back.href).toBe(href)
    if (label) expect(back.label).toBe(label)
    // a real page, never a pending one or a crumb with no page (System / Networking)
    const target = matchLocation(back.href)
    expect(target?.route.page).toBeTruthy()
    expect(target?.route.pending).toBeFalsy()
  })
})
