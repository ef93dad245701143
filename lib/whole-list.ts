/**
 * A whole list: what the console reads when it needs every item of a list, not the page a table
 * shows (a picker, names by id, a fleet's counts, a check that must see everything). Every such
 * read asks in pages of `WHOLE_LIST_PAGE`, built here (docs/architecture.md, "From the contract
 * to a page").
 */

/**
 * The page of a whole list: the largest a list's page-size picker offers, and SPEC §9's helper
 * constant of 1000. A rack's lists fit one such page, so a whole list is one request.
 */
export const WHOLE_LIST_PAGE = 1000

/**
 * The arguments of a whole list's first page, as a query hook or a route load asks for it
 * (RTK Query keys its cache by them, so both hold the same entry).
 */
export const wholeListArgs = <Scope extends object>(scope: Scope) => ({
  ...scope,
  limit: WHOLE_LIST_PAGE,
})

interface Page<Item> {
  items: Item[]
  nextPage?: string | null
}

/**
 * Every item of a list, page after page until the server names no next one. `readPage` sends
 * one page's request and rejects when it fails; so does this, with that failure.
 */
export async function readWholeList<Scope extends object, Item>(
  scope: Scope,
  readPage: (args: Scope & { limit: number; pageToken?: string }) => Promise<Page<Item>>,
): Promise<Item[]> {
  const items: Item[] = []
  let pageToken: string | undefined
  do {
    const page = await readPage(
      pageToken ? { ...wholeListArgs(scope), pageToken } : wholeListArgs(scope),
    )
    items.push(...page.items)
    pageToken = page.nextPage ?? undefined
  } while (pageToken)
  return items
}
