/**
 * An upload names the event it is for in this header, so the server can refuse a caller who may not manage that
 * event before it reads a byte of the file (the GraphQL variables travel inside the multipart body).
 */
export const UPLOAD_EVENT_HEADER = 'x-admit-upload-event';
