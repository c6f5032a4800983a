/**
 * The addresses of the pages the server renders (src/pages: the home page and event pages), path and query, as
 * the service worker sees a navigation. The app's router sends these to the server; the worker never answers
 * them with the app's shell.
 */
export const SERVER_RENDERED_PAGE = /^\/(e\/[^/?#]+(\/queue)?\/?)?(\?.*)?$/;
