import { render } from '@testing-library/react'
import { withWholeNames } from './whole-names'

/** The question as rendered: each name kept whole in brackets. */
function rendered(text: string) {
  const { container } = render(<p>{withWholeNames(text)}</p>)
  return [...(container.querySelector('p')?.childNodes ?? [])]
    .map((node) => (node instanceof HTMLElement ? `[${node.textContent}]` : node.textContent))
    .join('')
}

describe('names in the confirm question are kept whole', () => {
  it.each([
    [
      'Are you sure you want to delete the project ux-custom?',
      'Are you sure you want to delete the project [ux-custom?]',
    ],
    [
      'Are you sure you want to stop web-02 and state-running-2?',
      'Are you sure you want to stop [web-02] and [state-running-2?]',
    ],
    [
      'Are you sure you want to delete the disk scratch?',
      'Are you sure you want to delete the disk scratch?',
    ],
  ])('%s', (text, shown) => {
    expect(rendered(text)).toBe(shown)
  })

  it('leaves the text as it was, so a copied name is the real one', () => {
    const text = 'Are you sure you want to delete the project ux-custom?'
    const { container } = render(<p>{withWholeNames(text)}</p>)
    expect(container.textContent).toBe(text)
  })
})
