/**
 * An id where a name would stand but the record has none (a rack, a sled's id, a support bundle,
 * an actor in the audit log): its first 8 characters, which tell the few records of a kind
 * apart. The whole id is on the record's own page or behind a copy button beside it.
 */
export const shortId = (id: string) => id.slice(0, 8)
