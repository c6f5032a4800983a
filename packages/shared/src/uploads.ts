/**
 * An upload names the event it is for in this header, so the server can refuse a caller who may not manage that
 * event before it reads a byte of the file (the GraphQL variables travel inside the multipart body).
 */
export const UPLOAD_EVENT_HEADER = 'x-admit-upload-event';

/**
 * An upload that is not for an event names its purpose here instead: a person's own profile photo needs only a
 * signed-in person, checked (with their upload limit) before the body is read.
 */
export const UPLOAD_PURPOSE_HEADER = 'x-admit-upload-purpose';
export const PROFILE_PHOTO_UPLOAD = 'profile-photo';
