// @vitest-environment node
import { describe, expect, it } from 'vitest'
import { areaInfo, docGuides, formDocs } from './docs'

const everyLink = [
  ...Object.values(docGuides),
  ...Object.values(areaInfo).flatMap((info) => info.docs),
  ...Object.values(formDocs).flatMap((docs) => docs ?? []),
]

describe('the documentation links', () => {
  it.each(everyLink.map((doc) => [doc.title, doc.href]))(
    '%s is a guide or reference page at the documentation’s public address (%s)',
    (_title, href) => {
      const url = new URL(href)
      expect(url.protocol).toBe('https:')
      expect(url.host).toBe('docs.oxide.computer')
      expect(url.pathname).toMatch(/^\/(guides\/[a-z0-9/-]+|api\/[a-z_]+|cli\/[a-z/-]+)$/)
    },
  )

  it('names each guide once, so that a moved guide is fixed in one place', () => {
    const hrefs = Object.values(docGuides).map((doc) => doc.href)
    expect(new Set(hrefs).size).toBe(hrefs.length)
  })

  it.each(Object.entries(areaInfo))('%s: its ⓘ says two sentences and links a guide', (_, info) => {
    expect(info.about.match(/[.!?](\s|$)/g)).toHaveLength(2)
    expect(info.docs.length).toBeGreaterThan(0)
  })
})
