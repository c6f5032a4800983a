/*
 * Dependency-free, and its own entry point (@admit/shared/browser-key): the waiting stream process loads this alone,
 * not the package's validation rules and their libraries.
 */

/**
 * The header a browser's waiting-room key travels in (kept in its storage by the waiting page; places and passes
 * are bound to it). Zod-free, so the public pages that send it carry no validation library.
 */
export const BROWSER_KEY_HEADER = 'x-admit-browser';

/** What a browser's key looks like: 22 to 64 URL-safe base64 characters (the page makes 32 random bytes' worth). */
export const BROWSER_KEY_PATTERN = /^[A-Za-z0-9_-]{22,64}$/;

/**
 * Where the waiting page follows its place (GraphQL over SSE, the waitingPlaceChanged subscription alone): a path of
 * its own, so a deployment can send a waiting crowd's streams to lean processes of their own.
 */
export const PLACE_STREAM_PATH = '/graphql/waiting';
