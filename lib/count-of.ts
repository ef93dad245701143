/** A noun's two forms, for a count of it. */
export interface CountNoun {
  one: string
  other: string
}

/** '1 instance', '3 instances'. */
export const countOf = (count: number, noun: CountNoun) =>
  `${count} ${count === 1 ? noun.one : noun.other}`
