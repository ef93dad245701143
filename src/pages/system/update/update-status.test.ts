// @vitest-environment node
import { componentRows, releaseStanding, targetProgress } from './update-status'

describe('componentRows', () => {
  test.each([
    ['no components', {}, '16.1.0', []],
    [
      'mid-update, newest first',
      { '16.0.0': 17, '16.1.0': 49 },
      '16.1.0',
      [
        { id: '16.1.0', count: 49, percent: 74, isTarget: true },
        { id: '16.0.0', count: 17, percent: 26, isTarget: false },
      ],
    ],
    [
      'non-versions below every release',
      { unknown: 1, 'install dataset': 3, '17.0.0-rc.1': 2, '17.0.0': 4 },
      undefined,
      [
        { id: '17.0.0', count: 4, percent: 40, isTarget: false },
        { id: '17.0.0-rc.1', count: 2, percent: 20, isTarget: false },
        { id: 'install dataset', count: 3, percent: 30, isTarget: false },
        { id: 'unknown', count: 1, percent: 10, isTarget: false },
      ],
    ],
  ])('%s', (_, components, target, rows) => {
    expect(componentRows(components, target)).toEqual(rows)
  })
})

describe('releaseStanding', () => {
  test.each([
    ['16.1.0', '16.1.0', 'target'],
    ['17.0.0', '16.1.0', 'newer'],
    ['17.1.0-rc.1', '17.0.0', 'newer'],
    ['17.0.0-rc.1', '17.0.0', 'older'],
    ['16.0.0', '16.1.0', 'older'],
    ['16.10.0', '16.9.0', 'newer'],
    ['15.2.1', undefined, 'newer'],
  ] as const)('%s against %s is %s', (version, target, standing) => {
    expect(releaseStanding(version, target)).toBe(standing)
  })
})

test('targetProgress counts the components on the target', () => {
  expect(targetProgress(componentRows({ '16.0.0': 17, '16.1.0': 49 }, '16.1.0'))).toEqual({
    onTarget: 49,
    total: 66,
  })
  expect(targetProgress(componentRows({ 'install dataset': 66 }, undefined))).toEqual({
    onTarget: 0,
    total: 66,
  })
})
