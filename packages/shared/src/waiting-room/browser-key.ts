/**
 * The header a browser's waiting-room key travels in (kept in its storage by the waiting page; places and passes
 * are bound to it). Zod-free, so the public pages that send it carry no validation library.
 */
export const BROWSER_KEY_HEADER = 'x-admit-browser';

/**
 * Where the waiting page follows its place (GraphQL over SSE, the waitingPlaceChanged subscription alone): a path of
 * its own, so a deployment can send a waiting crowd's streams to lean processes of their own.
 */
export const PLACE_STREAM_PATH = '/graphql/waiting';
