/**
 * How wide a full-column picture shows (the event page's gallery, the home page's featured slides): the page
 * column is 720 px from tablets up, the whole screen on phones. The web app's `sizes` and the server's preload of
 * the event page's first picture use this one value, so the browser picks the same file for both.
 */
export const FULL_COLUMN_IMAGE_SIZES = '(min-width: 768px) 720px, 100vw';
