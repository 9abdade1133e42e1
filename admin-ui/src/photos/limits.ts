/**
 * What a photo is shrunk to before it goes into a form: a phone camera's 4-12 MB picture
 * becomes about a tenth of that, which a 2G/3G link sends in seconds, while 1,600 px still
 * shows a board's text and a work site's state to the next level. The server checks content
 * and size again (UPLOAD_MAX_BYTES); these limits are the browser's courtesy, not a rule.
 */
export const PHOTO_MAX_SIDE = 1600;
export const PHOTO_MAX_BYTES = 500 * 1024;
/** Where a camera JPEG starts re-encoding; the library lowers it step by step while the photo is too large. */
export const PHOTO_START_QUALITY = 0.8;
