/**
 * What a photo is shrunk to before it goes into a form: a phone camera's 4-12 MB picture
 * becomes about a twentieth of that, which a 2G/3G link sends in seconds, while 1,600 px still
 * shows a board's text and a work site's state to the next level. The server checks content
 * and size again (UPLOAD_MAX_BYTES); these limits are the browser's courtesy, not a rule.
 */
export const PHOTO_MAX_SIDE = 1600;
export const PHOTO_MAX_BYTES = 500 * 1024;
/** The JPEG qualities tried in turn, best first, until the photo is within PHOTO_MAX_BYTES. */
export const PHOTO_QUALITIES = [0.8, 0.7, 0.6, 0.5, 0.4];
/** Past the lowest quality, the photo is made smaller by this factor a side, but not below PHOTO_MIN_SIDE. */
export const PHOTO_STEP_DOWN = 0.8;
export const PHOTO_MIN_SIDE = 800;
