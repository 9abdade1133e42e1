export { shrinkPhoto, SHRINK_OFF_KEY, type PhotoOutcome, type PhotoResult } from './shrink';
export { PHOTO_MAX_BYTES, PHOTO_MAX_SIDE } from './limits';
