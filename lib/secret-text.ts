/**
 * A secret held in memory that does not show itself: JSON (the machine inspectors' payloads,
 * machines/inspect.ts), string conversion and template literals read `[secret]`; only `reveal()`
 * gives the text. For what a machine's context holds and must never print: a device token, the
 * device code that fetches it.
 */
export class SecretText {
  readonly #value: string

  constructor(value: string) {
    this.#value = value
  }

  reveal(): string {
    return this.#value
  }

  toJSON() {
    return '[secret]'
  }

  toString() {
    return '[secret]'
  }
}
