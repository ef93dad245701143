/**
 * Saves a response's bytes as a file, as a link with `download` does. The console fetches what it
 * downloads (the API's answers need the session's bearer header when there is one, SPEC §7, and
 * the preview's mock answers only the page's own requests), then hands the bytes to the browser.
 */

/** Long enough for the browser to have taken the file once the link is clicked. */
const REVOKE_AFTER_MS = 60_000

export async function saveResponse(response: Response, filename: string) {
  const url = URL.createObjectURL(await response.blob())
  const link = document.createElement('a')
  link.href = url
  link.download = filename
  link.hidden = true
  document.body.append(link)
  link.click()
  link.remove()
  setTimeout(() => URL.revokeObjectURL(url), REVOKE_AFTER_MS)
}
