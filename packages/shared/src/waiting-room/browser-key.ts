/**
 * The header a browser's waiting-room key travels in (kept in its storage by the waiting page; places and passes
 * are bound to it). Zod-free, so the public pages that send it carry no validation library.
 */
export const BROWSER_KEY_HEADER = 'x-admit-browser';
