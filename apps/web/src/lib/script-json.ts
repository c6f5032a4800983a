/** JSON for a script element written into HTML: `<` escaped, so no text in it can close the element. */
export function scriptJson(data: unknown): string {
  return JSON.stringify(data).replace(/</g, '\\u003c');
}
