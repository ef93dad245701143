/** A page of a list as the API answers it: enough of it to name its resources. */
type NamedPage = { items: { id: string; name: string }[] } | undefined

/**
 * The names of the resources the given pages hold, by id: a column that has an id (a floating
 * IP's instance, a disk's source) shows the name once the list that knows it is in.
 */
export const namesById = (...pages: NamedPage[]) =>
  new Map(
    pages.flatMap((page) => page?.items ?? []).map((resource) => [resource.id, resource.name]),
  )
