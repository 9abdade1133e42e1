/**
 * Every text the API answers or sends, by stable code, in English and Kannada. The English
 * texts are the spec's (tests assert them exactly); the Kannada is written for officers.
 * Placeholders are `%{name}` and the same in both languages. The UI bundle imports this file
 * through the `@messages` alias, so it imports nothing.
 */
export const MESSAGES = {
  // Generic answers: used only where no more specific meaning exists.
  OK: { en: 'OK', kn: 'ಸರಿ' },
  BAD_REQUEST: { en: 'Bad request.', kn: 'ವಿನಂತಿ ಸರಿಯಿಲ್ಲ.' },
  UNAUTHENTICATED: { en: 'Please sign in to continue.', kn: 'ಮುಂದುವರಿಯಲು ದಯವಿಟ್ಟು ಲಾಗಿನ್ ಮಾಡಿ.' },
  FORBIDDEN: { en: 'You are not allowed to do this.', kn: 'ಈ ಕೆಲಸ ಮಾಡಲು ನಿಮಗೆ ಅನುಮತಿ ಇಲ್ಲ.' },
  NOT_FOUND: { en: 'Not found.', kn: 'ಸಿಗಲಿಲ್ಲ.' },
  METHOD_NOT_ALLOWED: { en: 'Method not allowed.', kn: 'ಈ ವಿಧಾನಕ್ಕೆ ಅನುಮತಿ ಇಲ್ಲ.' },
  CONFLICT: { en: 'Conflict.', kn: 'ಈ ವಿನಂತಿ ಈಗಿರುವ ದಾಖಲೆಯೊಂದಿಗೆ ಹೊಂದಿಕೆಯಾಗುತ್ತಿಲ್ಲ.' },
  PAYLOAD_TOO_LARGE: { en: 'The request is too large.', kn: 'ವಿನಂತಿ ತುಂಬಾ ದೊಡ್ಡದಾಗಿದೆ.' },
  UNSUPPORTED_MEDIA_TYPE: { en: 'Unsupported content type.', kn: 'ಈ ಬಗೆಯ ವಿಷಯವನ್ನು ಸ್ವೀಕರಿಸುವುದಿಲ್ಲ.' },
  UNPROCESSABLE: { en: 'The request could not be processed.', kn: 'ವಿನಂತಿಯನ್ನು ಪೂರೈಸಲು ಸಾಧ್ಯವಾಗಲಿಲ್ಲ.' },
  TOO_MANY_REQUESTS: {
    en: 'Too many requests. Please try again later.',
    kn: 'ತುಂಬಾ ಹೆಚ್ಚು ವಿನಂತಿಗಳು ಬಂದಿವೆ. ದಯವಿಟ್ಟು ಸ್ವಲ್ಪ ಸಮಯದ ನಂತರ ಮತ್ತೆ ಪ್ರಯತ್ನಿಸಿ.',
  },
  SERVICE_UNAVAILABLE: {
    en: 'Service unavailable. Please try again later.',
    kn: 'ಸೇವೆ ಈಗ ಲಭ್ಯವಿಲ್ಲ. ದಯವಿಟ್ಟು ಸ್ವಲ್ಪ ಸಮಯದ ನಂತರ ಮತ್ತೆ ಪ್ರಯತ್ನಿಸಿ.',
  },
  REQUEST_FAILED: { en: 'Request failed.', kn: 'ವಿನಂತಿ ವಿಫಲವಾಯಿತು.' },
  SERVER_ERROR: {
    en: 'Something went wrong on the server. Please try again later.',
    kn: 'ಸರ್ವರ್‌ನಲ್ಲಿ ತೊಂದರೆಯಾಗಿದೆ. ದಯವಿಟ್ಟು ಸ್ವಲ್ಪ ಸಮಯದ ನಂತರ ಮತ್ತೆ ಪ್ರಯತ್ನಿಸಿ.',
  },
  INVALID_REQUEST: { en: 'Invalid request.', kn: 'ವಿನಂತಿ ಸರಿಯಿಲ್ಲ.' },
  INVALID_VALUE: { en: '%{field} has a value that is not allowed.', kn: '%{field} ಇದರ ಮೌಲ್ಯ ಅನುಮತಿಸಿದುದಲ್ಲ.' },
  NO_ENDPOINT: { en: 'No API endpoint %{method} %{path}', kn: '%{method} %{path} ಎಂಬ API ವಿಳಾಸ ಇಲ್ಲ' },

  // Requests refused at the door (request-guards, JSON body, multipart).
  INVALID_JSON: { en: 'The request body is not valid JSON.', kn: 'ವಿನಂತಿಯ ವಿಷಯ ಸರಿಯಾದ JSON ಅಲ್ಲ.' },
  CROSS_SITE: { en: 'Requests from other websites are not accepted.', kn: 'ಬೇರೆ ಜಾಲತಾಣಗಳಿಂದ ಬರುವ ವಿನಂತಿಗಳನ್ನು ಸ್ವೀಕರಿಸುವುದಿಲ್ಲ.' },
  JSON_ONLY: {
    en: 'Send the request body as JSON (Content-Type: application/json).',
    kn: 'ವಿನಂತಿಯ ವಿಷಯವನ್ನು JSON ಆಗಿ ಕಳುಹಿಸಿ (Content-Type: application/json).',
  },
  NUL_CHARACTER: {
    en: 'The request contains a character that is not allowed (NUL).',
    kn: 'ವಿನಂತಿಯಲ್ಲಿ ಅನುಮತಿ ಇಲ್ಲದ ಅಕ್ಷರವಿದೆ (NUL).',
  },
  JSON_TOO_DEEP: {
    en: 'The request body is nested too deeply (more than %{levels} levels).',
    kn: 'ವಿನಂತಿಯ ವಿಷಯದಲ್ಲಿ ಒಳಹಂತಗಳು ತುಂಬಾ ಹೆಚ್ಚಾಗಿವೆ (%{levels} ಹಂತಗಳಿಗಿಂತ ಹೆಚ್ಚು).',
  },
  BAD_ADDRESS: { en: 'The address is not valid.', kn: 'ವಿಳಾಸ ಸರಿಯಿಲ್ಲ.' },
  LONG_ADDRESS: { en: 'The address is too long.', kn: 'ವಿಳಾಸ ತುಂಬಾ ಉದ್ದವಾಗಿದೆ.' },
  // Requests Node's HTTP parser refused before any route (app.factory.ts clientErrorHandler).
  HEADERS_TOO_LARGE: { en: 'The request headers are too large.', kn: 'ವಿನಂತಿಯ ಹೆಡರ್‌ಗಳು ತುಂಬಾ ದೊಡ್ಡದಾಗಿವೆ.' },
  MALFORMED_REQUEST: { en: 'The request is not valid HTTP.', kn: 'ವಿನಂತಿ ಸರಿಯಾದ HTTP ರೂಪದಲ್ಲಿಲ್ಲ.' },
  REQUEST_TIMEOUT: {
    en: 'The request took too long to arrive. Please try again.',
    kn: 'ವಿನಂತಿ ಬರಲು ತುಂಬಾ ಸಮಯ ತೆಗೆದುಕೊಂಡಿತು. ದಯವಿಟ್ಟು ಮತ್ತೆ ಪ್ರಯತ್ನಿಸಿ.',
  },
  TEXT_CHARACTER_NOT_ALLOWED: {
    en: '%{field} contains a character that is not allowed (%{what}).',
    kn: '%{field} ಇದರಲ್ಲಿ ಅನುಮತಿ ಇಲ್ಲದ ಅಕ್ಷರವಿದೆ (%{what}).',
  },
  FIELD_NAME_CHARACTER_NOT_ALLOWED: {
    en: 'A field name in the request contains a character that is not allowed (%{what}).',
    kn: 'ವಿನಂತಿಯ ಒಂದು ಕ್ಷೇತ್ರದ ಹೆಸರಿನಲ್ಲಿ ಅನುಮತಿ ಇಲ್ಲದ ಅಕ್ಷರವಿದೆ (%{what}).',
  },

  // Database answers no service turned into one itself.
  DB_UNAVAILABLE: {
    en: 'Service temporarily unavailable. Please try again in a moment.',
    kn: 'ಸೇವೆ ತಾತ್ಕಾಲಿಕವಾಗಿ ಲಭ್ಯವಿಲ್ಲ. ದಯವಿಟ್ಟು ಸ್ವಲ್ಪ ಹೊತ್ತಿನ ನಂತರ ಮತ್ತೆ ಪ್ರಯತ್ನಿಸಿ.',
  },
  RECORD_CONTENDED: {
    en: 'Someone else is changing this record at the moment. Please try again.',
    kn: 'ಈ ದಾಖಲೆಯನ್ನು ಈಗ ಬೇರೊಬ್ಬರು ಬದಲಾಯಿಸುತ್ತಿದ್ದಾರೆ. ದಯವಿಟ್ಟು ಮತ್ತೆ ಪ್ರಯತ್ನಿಸಿ.',
  },
  VALUE_OUT_OF_RANGE: {
    en: 'The request contains a value that is out of range or not allowed.',
    kn: 'ವಿನಂತಿಯಲ್ಲಿ ಮಿತಿ ಮೀರಿದ ಅಥವಾ ಅನುಮತಿ ಇಲ್ಲದ ಮೌಲ್ಯವಿದೆ.',
  },
  RECORD_EXISTS: { en: 'This record already exists.', kn: 'ಈ ದಾಖಲೆ ಈಗಾಗಲೇ ಇದೆ.' },
  RECORD_REFERENCE_INVALID: {
    en: 'This refers to a record that does not exist or is still in use.',
    kn: 'ಇದು ಇಲ್ಲದ ಅಥವಾ ಇನ್ನೂ ಬಳಕೆಯಲ್ಲಿರುವ ದಾಖಲೆಯನ್ನು ಸೂಚಿಸುತ್ತದೆ.',
  },
  VALUE_MISSING: {
    en: 'The request is missing a value or has one that is not allowed.',
    kn: 'ವಿನಂತಿಯಲ್ಲಿ ಒಂದು ಮೌಲ್ಯ ಇಲ್ಲ ಅಥವಾ ಅನುಮತಿ ಇಲ್ಲದ ಮೌಲ್ಯವಿದೆ.',
  },
  LAST_STATE_ADMIN: {
    en: 'The last STATE administrator cannot be removed.',
    kn: 'ಕೊನೆಯ STATE ನಿರ್ವಾಹಕರನ್ನು ತೆಗೆದುಹಾಕಲು ಸಾಧ್ಯವಿಲ್ಲ.',
  },
  // A rule the database raised that has no code of its own yet: its text is the database's.
  DATABASE_RULE: { en: '%{text}', kn: '%{text}' },
  SERVER_BUSY: {
    en: 'The server is busy. Please try again in a moment.',
    kn: 'ಸರ್ವರ್ ಈಗ ಕಾರ್ಯನಿರತವಾಗಿದೆ. ದಯವಿಟ್ಟು ಸ್ವಲ್ಪ ಹೊತ್ತಿನ ನಂತರ ಮತ್ತೆ ಪ್ರಯತ್ನಿಸಿ.',
  },

  // Common checks: ids, lists, uploads, roles, repeats
  ID_INVALID: { en: '%{field} must be a whole number from 1 to %{max}.', kn: '%{field} 1 ರಿಂದ %{max} ವರೆಗಿನ ಪೂರ್ಣ ಸಂಖ್ಯೆಯಾಗಿರಬೇಕು.' },
  LIST_PARAM_ONCE: { en: '%{name} must be given once, as JSON', kn: '%{name} ಅನ್ನು ಒಂದೇ ಬಾರಿ, JSON ಆಗಿ ನೀಡಬೇಕು' },
  LIST_PARAM_NOT_JSON: { en: '%{name} is not valid JSON', kn: '%{name} ಸರಿಯಾದ JSON ಅಲ್ಲ' },
  LIST_FIELD_INVALID_JSON: { en: 'Invalid JSON', kn: 'JSON ಸರಿಯಿಲ್ಲ' },
  LIST_SORT_INVALID: { en: 'sort must look like ["field","ASC"]', kn: 'sort ಮೌಲ್ಯ ["field","ASC"] ರೂಪದಲ್ಲಿರಬೇಕು' },
  LIST_SORT_FIELD_INVALID: { en: 'Invalid sort', kn: 'ವಿಂಗಡಣೆ ಸರಿಯಿಲ್ಲ' },
  LIST_SORT_UNKNOWN: {
    en: 'Cannot sort %{resource} by "%{field}". Sortable fields: %{fields}',
    kn: '%{resource} ಅನ್ನು "%{field}" ಪ್ರಕಾರ ವಿಂಗಡಿಸಲು ಸಾಧ್ಯವಿಲ್ಲ. ವಿಂಗಡಿಸಬಹುದಾದ ಕ್ಷೇತ್ರಗಳು: %{fields}',
  },
  LIST_SORT_UNKNOWN_FIELD: { en: 'Unknown sort field', kn: 'ತಿಳಿಯದ ವಿಂಗಡಣೆ ಕ್ಷೇತ್ರ' },
  LIST_SORT_ORDER_INVALID: { en: 'sort order must be ASC or DESC', kn: 'ವಿಂಗಡಣೆಯ ಕ್ರಮ ASC ಅಥವಾ DESC ಆಗಿರಬೇಕು' },
  LIST_SORT_ORDER_FIELD_INVALID: { en: 'Invalid sort order', kn: 'ವಿಂಗಡಣೆಯ ಕ್ರಮ ಸರಿಯಿಲ್ಲ' },
  LIST_RANGE_INVALID: { en: 'range must look like [0,24] with 0 <= start <= end', kn: 'range ಮೌಲ್ಯ [0,24] ರೂಪದಲ್ಲಿರಬೇಕು, 0 <= ಆರಂಭ <= ಅಂತ್ಯ' },
  LIST_RANGE_FIELD_INVALID: { en: 'Invalid range', kn: 'ವ್ಯಾಪ್ತಿ ಸರಿಯಿಲ್ಲ' },
  LIST_RANGE_TOO_LARGE: { en: 'range may cover at most %{max} %{resource}', kn: 'ಒಂದು ಬಾರಿಗೆ ಗರಿಷ್ಠ %{max} %{resource} ಮಾತ್ರ ಕೇಳಬಹುದು' },
  LIST_RANGE_FIELD_TOO_LARGE: { en: 'Range too large', kn: 'ವ್ಯಾಪ್ತಿ ತುಂಬಾ ದೊಡ್ಡದು' },
  LIST_FILTER_INVALID: { en: 'filter must be a JSON object', kn: 'filter ಒಂದು JSON ವಸ್ತು ಆಗಿರಬೇಕು' },
  LIST_FILTER_FIELD_INVALID: { en: 'Invalid filter', kn: 'ಫಿಲ್ಟರ್ ಸರಿಯಿಲ್ಲ' },
  LIST_FILTER_UNKNOWN: {
    en: 'Cannot filter %{resource} by "%{field}". Filterable fields: %{fields}',
    kn: '%{resource} ಅನ್ನು "%{field}" ಪ್ರಕಾರ ಫಿಲ್ಟರ್ ಮಾಡಲು ಸಾಧ್ಯವಿಲ್ಲ. ಫಿಲ್ಟರ್ ಮಾಡಬಹುದಾದ ಕ್ಷೇತ್ರಗಳು: %{fields}',
  },
  LIST_FILTER_UNKNOWN_FIELD: { en: 'Unknown filter field', kn: 'ತಿಳಿಯದ ಫಿಲ್ಟರ್ ಕ್ಷೇತ್ರ' },
  LIST_FOUND: { en: '%{total} %{resource} found', kn: '%{total} %{resource} ಸಿಕ್ಕಿವೆ' },
  UPLOAD_TOO_LARGE: { en: 'The submission is larger than %{mb} MB.', kn: 'ಸಲ್ಲಿಕೆ %{mb} MB ಗಿಂತ ದೊಡ್ಡದಾಗಿದೆ.' },
  UPLOAD_FILE_TOO_LARGE: { en: 'A file is larger than %{mb} MB.', kn: 'ಒಂದು ಕಡತ %{mb} MB ಗಿಂತ ದೊಡ್ಡದಾಗಿದೆ.' },
  UPLOAD_UNREADABLE: { en: 'The upload could not be read. Please try again.', kn: 'ಅಪ್‌ಲೋಡ್ ಓದಲು ಸಾಧ್ಯವಾಗಲಿಲ್ಲ. ದಯವಿಟ್ಟು ಮತ್ತೆ ಪ್ರಯತ್ನಿಸಿ.' },
  UPLOAD_FIELDS_BEFORE_FILES: { en: 'Send the form fields before the files.', kn: 'ಕಡತಗಳಿಗಿಂತ ಮೊದಲು ಫಾರ್ಮ್‌ನ ಕ್ಷೇತ್ರಗಳನ್ನು ಕಳುಹಿಸಿ.' },
  UPLOAD_UNEXPECTED_FIELD: { en: 'Unexpected form field %{name}.', kn: 'ನಿರೀಕ್ಷಿಸದ ಫಾರ್ಮ್ ಕ್ಷೇತ್ರ %{name}.' },
  UPLOAD_FIELD_TOO_LONG: { en: 'A form field is too long.', kn: 'ಫಾರ್ಮ್‌ನ ಒಂದು ಕ್ಷೇತ್ರ ತುಂಬಾ ಉದ್ದವಾಗಿದೆ.' },
  UPLOAD_FIELD_TWICE: { en: 'Only one value may be sent as %{name}.', kn: '%{name} ಆಗಿ ಒಂದೇ ಮೌಲ್ಯವನ್ನು ಕಳುಹಿಸಬಹುದು.' },
  UPLOAD_UNEXPECTED_FILE_FIELD: { en: 'Unexpected file field %{name}.', kn: 'ನಿರೀಕ್ಷಿಸದ ಕಡತ ಕ್ಷೇತ್ರ %{name}.' },
  UPLOAD_TOO_MANY_FILES: { en: 'At most %{max} files may be sent at once.', kn: 'ಒಂದು ಬಾರಿಗೆ ಗರಿಷ್ಠ %{max} ಕಡತಗಳನ್ನು ಕಳುಹಿಸಬಹುದು.' },
  UPLOAD_TOO_MANY_FIELDS: { en: 'The form has more fields than it takes.', kn: 'ಫಾರ್ಮ್‌ನಲ್ಲಿ ಅನುಮತಿಸಿದುದಕ್ಕಿಂತ ಹೆಚ್ಚು ಕ್ಷೇತ್ರಗಳಿವೆ.' },
  UPLOAD_TOO_MANY_PARTS: { en: 'The form has more parts than it takes.', kn: 'ಫಾರ್ಮ್‌ನಲ್ಲಿ ಅನುಮತಿಸಿದುದಕ್ಕಿಂತ ಹೆಚ್ಚು ಭಾಗಗಳಿವೆ.' },
  // CSV downloads, throttled per officer (issue 41).
  EXPORTS_TOO_MANY: {
    en: 'You have downloaded %{max} files in the last %{minutes} minutes: please try again in %{seconds} seconds.',
    kn: 'ಕಳೆದ %{minutes} ನಿಮಿಷಗಳಲ್ಲಿ ನೀವು %{max} ಕಡತಗಳನ್ನು ಡೌನ್‌ಲೋಡ್ ಮಾಡಿದ್ದೀರಿ: ದಯವಿಟ್ಟು %{seconds} ಸೆಕೆಂಡುಗಳ ನಂತರ ಮತ್ತೆ ಪ್ರಯತ್ನಿಸಿ.',
  },
  EXPORTS_IN_FLIGHT: {
    en: '%{max} of your downloads are still running: please wait for one to finish.',
    kn: 'ನಿಮ್ಮ %{max} ಡೌನ್‌ಲೋಡ್‌ಗಳು ಇನ್ನೂ ನಡೆಯುತ್ತಿವೆ: ದಯವಿಟ್ಟು ಒಂದು ಮುಗಿಯುವವರೆಗೆ ಕಾಯಿರಿ.',
  },
  IDEMPOTENCY_KEY_INVALID: { en: 'Idempotency-Key must be a UUID.', kn: 'Idempotency-Key ಒಂದು UUID ಆಗಿರಬೇಕು.' },
  SUBMISSION_DIFFERENT_CONTENTS: {
    en: 'This submission was already sent with different contents.',
    kn: 'ಈ ಸಲ್ಲಿಕೆಯನ್ನು ಬೇರೆ ವಿವರಗಳೊಂದಿಗೆ ಈಗಾಗಲೇ ಕಳುಹಿಸಲಾಗಿದೆ.',
  },
  CURRENT_ROLE_REQUIRED: { en: 'currentRole is required', kn: 'currentRole ಅಗತ್ಯವಿದೆ' },
  CURRENT_ROLE_SELECT: { en: 'Select a role first', kn: 'ಮೊದಲು ಒಂದು ಪಾತ್ರವನ್ನು ಆಯ್ಕೆಮಾಡಿ' },
  CURRENT_ROLE_INVALID: { en: 'currentRole must be a role object', kn: 'currentRole ಒಂದು ಪಾತ್ರದ ವಿವರವಾಗಿರಬೇಕು' },
  CURRENT_ROLE_FIELD_INVALID: { en: 'Invalid role', kn: 'ಪಾತ್ರ ಸರಿಯಿಲ್ಲ' },
  ROLE_NOT_ASSIGNED: { en: 'Selected role is not assigned to you.', kn: 'ಆಯ್ಕೆಮಾಡಿದ ಪಾತ್ರ ನಿಮಗೆ ನಿಯೋಜಿತವಾಗಿಲ್ಲ.' },
  NO_ROLE: {
    en: 'No role is assigned to you yet. Ask your administrator to assign you a role.',
    kn: 'ನಿಮಗೆ ಇನ್ನೂ ಯಾವುದೇ ಪಾತ್ರ ನಿಯೋಜಿಸಿಲ್ಲ. ಪಾತ್ರ ನಿಯೋಜಿಸುವಂತೆ ನಿಮ್ಮ ನಿರ್ವಾಹಕರನ್ನು ಕೇಳಿ.',
  },
  NOT_ADMIN: { en: 'Only administrators may do this.', kn: 'ಇದನ್ನು ನಿರ್ವಾಹಕರು ಮಾತ್ರ ಮಾಡಬಹುದು.' },
  NOT_STATE_ADMIN: { en: 'You are not authorized to access this page.', kn: 'ಈ ಪುಟವನ್ನು ನೋಡಲು ನಿಮಗೆ ಅಧಿಕಾರವಿಲ್ಲ.' },
  QUEUE_UNAVAILABLE: {
    en: 'The job queue is not available at the moment. Please try again in a moment.',
    kn: 'ಕೆಲಸಗಳ ಸರತಿ ಈಗ ಲಭ್ಯವಿಲ್ಲ. ದಯವಿಟ್ಟು ಸ್ವಲ್ಪ ಹೊತ್ತಿನ ನಂತರ ಮತ್ತೆ ಪ್ರಯತ್ನಿಸಿ.',
  },
  JOB_UNKNOWN: { en: 'Unknown job %{queue}/%{name}', kn: 'ತಿಳಿಯದ ಕೆಲಸ %{queue}/%{name}' },
  NOT_READY: { en: 'Not ready: %{down} unavailable', kn: 'ಸಿದ್ಧವಿಲ್ಲ: %{down} ಲಭ್ಯವಿಲ್ಲ' },
  DATE_YMD_INVALID: { en: '%{field} must be a date written as YYYY-MM-DD.', kn: '%{field} ದಿನಾಂಕವನ್ನು YYYY-MM-DD ರೂಪದಲ್ಲಿ ಬರೆಯಬೇಕು.' },
  DATE_INVALID: { en: 'Invalid date', kn: 'ದಿನಾಂಕ ಸರಿಯಿಲ್ಲ' },

  // Health
  DATABASE_DOWN: { en: 'The database did not answer.', kn: 'ಡೇಟಾಬೇಸ್ ಉತ್ತರಿಸಲಿಲ್ಲ.' },
  REDIS_DOWN: { en: 'Redis did not answer.', kn: 'Redis ಉತ್ತರಿಸಲಿಲ್ಲ.' },
  FILE_STORAGE_DOWN: { en: 'The file store did not answer.', kn: 'ಕಡತ ಸಂಗ್ರಹ ಉತ್ತರಿಸಲಿಲ್ಲ.' },

  // Sign-in, registration, forgot password, preferences
  BAD_CREDENTIALS: { en: 'Invalid mobile number or password.', kn: 'ಮೊಬೈಲ್ ಸಂಖ್ಯೆ ಅಥವಾ ಪಾಸ್‌ವರ್ಡ್ ತಪ್ಪಾಗಿದೆ.' },
  SIGNIN_ADDRESS_LIMIT: {
    en: 'Too many failed sign-in attempts from your network. Please try again later.',
    kn: 'ನಿಮ್ಮ ನೆಟ್‌ವರ್ಕ್‌ನಿಂದ ತುಂಬಾ ಸಲ ಲಾಗಿನ್ ವಿಫಲವಾಗಿದೆ. ದಯವಿಟ್ಟು ಸ್ವಲ್ಪ ಸಮಯದ ನಂತರ ಮತ್ತೆ ಪ್ರಯತ್ನಿಸಿ.',
  },
  ACCOUNT_LOCKED: {
    en: 'Your account is locked after too many failed attempts. Try again after %{minutes} minutes.',
    kn: 'ತುಂಬಾ ಸಲ ವಿಫಲ ಪ್ರಯತ್ನಗಳಾದ್ದರಿಂದ ನಿಮ್ಮ ಖಾತೆಯನ್ನು ತಡೆಹಿಡಿಯಲಾಗಿದೆ. %{minutes} ನಿಮಿಷಗಳ ನಂತರ ಮತ್ತೆ ಪ್ರಯತ್ನಿಸಿ.',
  },
  ACCOUNT_LOCKED_ONE_MINUTE: {
    en: 'Your account is locked after too many failed attempts. Try again after 1 minute.',
    kn: 'ತುಂಬಾ ಸಲ ವಿಫಲ ಪ್ರಯತ್ನಗಳಾದ್ದರಿಂದ ನಿಮ್ಮ ಖಾತೆಯನ್ನು ತಡೆಹಿಡಿಯಲಾಗಿದೆ. 1 ನಿಮಿಷದ ನಂತರ ಮತ್ತೆ ಪ್ರಯತ್ನಿಸಿ.',
  },
  OTP_INVALID: { en: 'Invalid OTP.', kn: 'ಒಟಿಪಿ ತಪ್ಪಾಗಿದೆ.' },
  OTP_EXPIRED: { en: 'OTP has expired. Please request a new OTP.', kn: 'ಒಟಿಪಿಯ ಅವಧಿ ಮುಗಿದಿದೆ. ದಯವಿಟ್ಟು ಹೊಸ ಒಟಿಪಿ ಕೇಳಿ.' },
  OTP_EXHAUSTED: { en: 'Too many wrong attempts. Please request a new OTP.', kn: 'ತುಂಬಾ ಸಲ ತಪ್ಪು ಒಟಿಪಿ ನಮೂದಿಸಲಾಗಿದೆ. ದಯವಿಟ್ಟು ಹೊಸ ಒಟಿಪಿ ಕೇಳಿ.' },
  RESET_OTP_INVALID: { en: 'Invalid OTP', kn: 'ಒಟಿಪಿ ತಪ್ಪಾಗಿದೆ' },
  MOBILE_OTP_INVALID: { en: 'Invalid mobile OTP.', kn: 'ಮೊಬೈಲ್ ಒಟಿಪಿ ತಪ್ಪಾಗಿದೆ.' },
  MOBILE_OTP_EXPIRED: { en: 'Mobile OTP has expired. Please request a new OTP.', kn: 'ಮೊಬೈಲ್ ಒಟಿಪಿಯ ಅವಧಿ ಮುಗಿದಿದೆ. ದಯವಿಟ್ಟು ಹೊಸ ಒಟಿಪಿ ಕೇಳಿ.' },
  MOBILE_OTP_EXHAUSTED: {
    en: 'Too many wrong attempts on the mobile OTP. Please request a new OTP.',
    kn: 'ಮೊಬೈಲ್ ಒಟಿಪಿಯನ್ನು ತುಂಬಾ ಸಲ ತಪ್ಪಾಗಿ ನಮೂದಿಸಲಾಗಿದೆ. ದಯವಿಟ್ಟು ಹೊಸ ಒಟಿಪಿ ಕೇಳಿ.',
  },
  EMAIL_OTP_INVALID: { en: 'Invalid email OTP.', kn: 'ಇಮೇಲ್ ಒಟಿಪಿ ತಪ್ಪಾಗಿದೆ.' },
  EMAIL_OTP_EXPIRED: { en: 'Email OTP has expired. Please request a new OTP.', kn: 'ಇಮೇಲ್ ಒಟಿಪಿಯ ಅವಧಿ ಮುಗಿದಿದೆ. ದಯವಿಟ್ಟು ಹೊಸ ಒಟಿಪಿ ಕೇಳಿ.' },
  EMAIL_OTP_EXHAUSTED: {
    en: 'Too many wrong attempts on the email OTP. Please request a new OTP.',
    kn: 'ಇಮೇಲ್ ಒಟಿಪಿಯನ್ನು ತುಂಬಾ ಸಲ ತಪ್ಪಾಗಿ ನಮೂದಿಸಲಾಗಿದೆ. ದಯವಿಟ್ಟು ಹೊಸ ಒಟಿಪಿ ಕೇಳಿ.',
  },
  EMAIL_OTP_FORMAT: { en: 'Please enter a valid 6-digit email OTP.', kn: 'ದಯವಿಟ್ಟು ಸರಿಯಾದ 6 ಅಂಕಿಯ ಇಮೇಲ್ ಒಟಿಪಿ ನಮೂದಿಸಿ.' },
  MOBILE_OTP_FORMAT: { en: 'Please enter a valid 6-digit mobile OTP.', kn: 'ದಯವಿಟ್ಟು ಸರಿಯಾದ 6 ಅಂಕಿಯ ಮೊಬೈಲ್ ಒಟಿಪಿ ನಮೂದಿಸಿ.' },
  OTP_VERIFY_FIRST: { en: 'Please verify OTP first.', kn: 'ದಯವಿಟ್ಟು ಮೊದಲು ಒಟಿಪಿ ಪರಿಶೀಲಿಸಿ.' },
  OTP_ADDRESS_LIMIT: {
    en: 'Too many OTP requests from your network. Please try again later.',
    kn: 'ನಿಮ್ಮ ನೆಟ್‌ವರ್ಕ್‌ನಿಂದ ತುಂಬಾ ಒಟಿಪಿ ವಿನಂತಿಗಳು ಬಂದಿವೆ. ದಯವಿಟ್ಟು ಸ್ವಲ್ಪ ಸಮಯದ ನಂತರ ಮತ್ತೆ ಪ್ರಯತ್ನಿಸಿ.',
  },
  OTP_RESEND_WAIT: {
    en: 'Please wait %{seconds} seconds before requesting another OTP.',
    kn: 'ಇನ್ನೊಂದು ಒಟಿಪಿ ಕೇಳುವ ಮೊದಲು ದಯವಿಟ್ಟು %{seconds} ಸೆಕೆಂಡುಗಳು ಕಾಯಿರಿ.',
  },
  OTP_TARGET_LIMIT: {
    en: 'Too many OTPs were requested for this number. Please try again after an hour.',
    kn: 'ಈ ಸಂಖ್ಯೆಗೆ ತುಂಬಾ ಒಟಿಪಿಗಳನ್ನು ಕೇಳಲಾಗಿದೆ. ದಯವಿಟ್ಟು ಒಂದು ಗಂಟೆಯ ನಂತರ ಮತ್ತೆ ಪ್ರಯತ್ನಿಸಿ.',
  },
  OTP_SMS_FAILED: {
    en: 'Could not send the OTP SMS. Please try again in a few minutes.',
    kn: 'ಒಟಿಪಿ SMS ಕಳುಹಿಸಲು ಸಾಧ್ಯವಾಗಲಿಲ್ಲ. ದಯವಿಟ್ಟು ಕೆಲವು ನಿಮಿಷಗಳ ನಂತರ ಮತ್ತೆ ಪ್ರಯತ್ನಿಸಿ.',
  },
  EMAIL_NOT_CONFIGURED: { en: 'E-mail delivery is not configured.', kn: 'ಇಮೇಲ್ ಕಳುಹಿಸುವ ವ್ಯವಸ್ಥೆ ಸಿದ್ಧಪಡಿಸಿಲ್ಲ.' },
  REGISTRATION_ADDRESS_LIMIT: {
    en: 'Too many registration attempts from your network. Please try again later.',
    kn: 'ನಿಮ್ಮ ನೆಟ್‌ವರ್ಕ್‌ನಿಂದ ತುಂಬಾ ನೋಂದಣಿ ಪ್ರಯತ್ನಗಳು ಬಂದಿವೆ. ದಯವಿಟ್ಟು ಸ್ವಲ್ಪ ಸಮಯದ ನಂತರ ಮತ್ತೆ ಪ್ರಯತ್ನಿಸಿ.',
  },
  MOBILE_ALREADY_REGISTERED: { en: 'This mobile number is already registered.', kn: 'ಈ ಮೊಬೈಲ್ ಸಂಖ್ಯೆ ಈಗಾಗಲೇ ನೋಂದಣಿಯಾಗಿದೆ.' },
  EMAIL_ALREADY_REGISTERED: { en: 'This email is already registered.', kn: 'ಈ ಇಮೇಲ್ ಈಗಾಗಲೇ ನೋಂದಣಿಯಾಗಿದೆ.' },
  KGID_PAN_ALREADY_REGISTERED: { en: 'This KGID/PAN is already registered.', kn: 'ಈ KGID/PAN ಈಗಾಗಲೇ ನೋಂದಣಿಯಾಗಿದೆ.' },
  DISTRICT_UNKNOWN: { en: 'The selected District does not exist.', kn: 'ಆಯ್ಕೆಮಾಡಿದ ಜಿಲ್ಲೆ ಅಸ್ತಿತ್ವದಲ್ಲಿಲ್ಲ.' },
  DISTRICT_FIELD_UNKNOWN: { en: 'Unknown district', kn: 'ತಿಳಿಯದ ಜಿಲ್ಲೆ' },
  BLOCK_NOT_IN_DISTRICT: { en: 'The selected Block is not in the selected District.', kn: 'ಆಯ್ಕೆಮಾಡಿದ ತಾಲ್ಲೂಕು ಆಯ್ಕೆಮಾಡಿದ ಜಿಲ್ಲೆಯಲ್ಲಿ ಇಲ್ಲ.' },
  BLOCK_FIELD_UNKNOWN: { en: 'Unknown block', kn: 'ತಿಳಿಯದ ತಾಲ್ಲೂಕು' },
  PANCHAYAT_NOT_IN_BLOCK: {
    en: 'The selected Panchayat is not in the selected Block.',
    kn: 'ಆಯ್ಕೆಮಾಡಿದ ಗ್ರಾಮ ಪಂಚಾಯತಿ ಆಯ್ಕೆಮಾಡಿದ ತಾಲ್ಲೂಕಿನಲ್ಲಿ ಇಲ್ಲ.',
  },
  PANCHAYAT_FIELD_UNKNOWN: { en: 'Unknown panchayat', kn: 'ತಿಳಿಯದ ಗ್ರಾಮ ಪಂಚಾಯತಿ' },
  NAME_LETTERS_ONLY: { en: 'Invalid name. Only letters and spaces allowed.', kn: 'ಹೆಸರು ಸರಿಯಿಲ್ಲ. ಅಕ್ಷರಗಳು ಮತ್ತು ಖಾಲಿ ಜಾಗ ಮಾತ್ರ ಬಳಸಬಹುದು.' },
  MOBILE_TEN_DIGITS: { en: 'Mobile number must be exactly 10 digits.', kn: 'ಮೊಬೈಲ್ ಸಂಖ್ಯೆ ನಿಖರವಾಗಿ 10 ಅಂಕಿಗಳಾಗಿರಬೇಕು.' },
  MOBILE_INVALID: { en: 'Enter a valid 10-digit mobile number', kn: 'ಸರಿಯಾದ 10 ಅಂಕಿಯ ಮೊಬೈಲ್ ಸಂಖ್ಯೆ ನಮೂದಿಸಿ' },
  MOBILE_INVALID_SENTENCE: { en: 'Enter a valid 10-digit mobile number.', kn: 'ಸರಿಯಾದ 10 ಅಂಕಿಯ ಮೊಬೈಲ್ ಸಂಖ್ಯೆ ನಮೂದಿಸಿ.' },
  OTP_FORMAT: { en: 'Enter a 6-digit OTP', kn: '6 ಅಂಕಿಯ ಒಟಿಪಿ ನಮೂದಿಸಿ' },
  EMAIL_INVALID: { en: 'Invalid email format.', kn: 'ಇಮೇಲ್ ವಿಳಾಸ ಸರಿಯಾದ ರೂಪದಲ್ಲಿಲ್ಲ.' },
  KGID_PAN_REQUIRED: { en: 'KGID/PAN is required.', kn: 'KGID/PAN ಅಗತ್ಯವಿದೆ.' },
  DESIGNATION_REQUIRED: { en: 'Designation is required.', kn: 'ಪದನಾಮ ಅಗತ್ಯವಿದೆ.' },
  PASSWORD_MIN_8: { en: 'Password must be at least 8 characters.', kn: 'ಪಾಸ್‌ವರ್ಡ್ ಕನಿಷ್ಠ 8 ಅಕ್ಷರಗಳಿರಬೇಕು.' },
  PASSWORD_MAX: { en: 'Password must be at most %{max} characters.', kn: 'ಪಾಸ್‌ವರ್ಡ್ ಗರಿಷ್ಠ %{max} ಅಕ್ಷರಗಳಿರಬೇಕು.' },
  PASSWORD_MAX_20: { en: 'Password must be at most 20 characters', kn: 'ಪಾಸ್‌ವರ್ಡ್ ಗರಿಷ್ಠ 20 ಅಕ್ಷರಗಳಿರಬೇಕು' },
  PASSWORD_LETTERS_NUMBERS: { en: 'Password must contain letters and numbers.', kn: 'ಪಾಸ್‌ವರ್ಡ್‌ನಲ್ಲಿ ಅಕ್ಷರಗಳು ಮತ್ತು ಅಂಕಿಗಳು ಇರಬೇಕು.' },
  PASSWORD_MATCHES_DETAILS: {
    en: 'Password should not match name, mobile, email, or KGID/PAN.',
    kn: 'ಪಾಸ್‌ವರ್ಡ್ ಹೆಸರು, ಮೊಬೈಲ್, ಇಮೇಲ್ ಅಥವಾ KGID/PAN ಗೆ ಸಮವಾಗಿರಬಾರದು.',
  },
  PASSWORDS_DIFFER: { en: 'Passwords do not match.', kn: 'ಪಾಸ್‌ವರ್ಡ್‌ಗಳು ಹೊಂದಿಕೆಯಾಗುತ್ತಿಲ್ಲ.' },
  OFFICER_LEVEL_REQUIRED: { en: 'Please select Officer Level.', kn: 'ದಯವಿಟ್ಟು ಅಧಿಕಾರಿಯ ಹಂತವನ್ನು ಆಯ್ಕೆಮಾಡಿ.' },
  DISTRICT_REQUIRED: { en: 'Please select District.', kn: 'ದಯವಿಟ್ಟು ಜಿಲ್ಲೆಯನ್ನು ಆಯ್ಕೆಮಾಡಿ.' },
  DISTRICT_BLOCK_REQUIRED: { en: 'Please select both District and Block.', kn: 'ದಯವಿಟ್ಟು ಜಿಲ್ಲೆ ಮತ್ತು ತಾಲ್ಲೂಕು ಎರಡನ್ನೂ ಆಯ್ಕೆಮಾಡಿ.' },
  DISTRICT_BLOCK_PANCHAYAT_REQUIRED: {
    en: 'Please select District, Block, and Panchayat.',
    kn: 'ದಯವಿಟ್ಟು ಜಿಲ್ಲೆ, ತಾಲ್ಲೂಕು ಮತ್ತು ಗ್ರಾಮ ಪಂಚಾಯತಿಯನ್ನು ಆಯ್ಕೆಮಾಡಿ.',
  },
  PASSWORD_REQUIRED: { en: 'Password is required', kn: 'ಪಾಸ್‌ವರ್ಡ್ ಅಗತ್ಯವಿದೆ' },
  RESET_PASSWORD_RULE: {
    en: 'Password must be at least 6 characters and include 1 letter & 1 number.',
    kn: 'ಪಾಸ್‌ವರ್ಡ್ ಕನಿಷ್ಠ 6 ಅಕ್ಷರಗಳಿರಬೇಕು ಮತ್ತು ಅದರಲ್ಲಿ ಕನಿಷ್ಠ 1 ಅಕ್ಷರ ಹಾಗೂ 1 ಅಂಕಿ ಇರಬೇಕು.',
  },
  USER_NOT_FOUND: { en: 'User not found.', kn: 'ಬಳಕೆದಾರರು ಸಿಗಲಿಲ್ಲ.' },
  MOBILE_NOT_REGISTERED: { en: 'No user is registered with this mobile number.', kn: 'ಈ ಮೊಬೈಲ್ ಸಂಖ್ಯೆಯಲ್ಲಿ ಯಾವ ಬಳಕೆದಾರರೂ ನೋಂದಣಿಯಾಗಿಲ್ಲ.' },
  OWN_ADMIN_REMOVAL: {
    en: 'You cannot remove your own administrator permission.',
    kn: 'ನಿಮ್ಮ ಸ್ವಂತ ನಿರ್ವಾಹಕ ಅನುಮತಿಯನ್ನು ನೀವೇ ತೆಗೆದುಹಾಕಲು ಸಾಧ್ಯವಿಲ್ಲ.',
  },
  LANGUAGE_INVALID: { en: 'language must be en or kn.', kn: 'ಭಾಷೆ en ಅಥವಾ kn ಆಗಿರಬೇಕು.' },
  OTP_SENT: { en: 'OTP sent to your registered mobile number.', kn: 'ನಿಮ್ಮ ನೋಂದಾಯಿತ ಮೊಬೈಲ್ ಸಂಖ್ಯೆಗೆ ಒಟಿಪಿ ಕಳುಹಿಸಲಾಗಿದೆ.' },
  LOGIN_SUCCESS: { en: 'Login successful.', kn: 'ಲಾಗಿನ್ ಯಶಸ್ವಿಯಾಗಿದೆ.' },
  LOGGED_OUT: { en: 'Logged out.', kn: 'ಲಾಗ್ ಔಟ್ ಆಗಿದೆ.' },
  ROLE_SELECTED: { en: 'Now working as %{role}.', kn: 'ಈಗ %{role} ಆಗಿ ಕೆಲಸ ಮಾಡುತ್ತಿದ್ದೀರಿ.' },
  MOBILE_VERIFIED: { en: 'Mobile number verified.', kn: 'ಮೊಬೈಲ್ ಸಂಖ್ಯೆ ಪರಿಶೀಲಿಸಲಾಗಿದೆ.' },
  REGISTERED: { en: 'Registration successful!', kn: 'ನೋಂದಣಿ ಯಶಸ್ವಿಯಾಗಿದೆ!' },
  RESET_OTP_SENT: {
    en: 'If this mobile number is registered, an OTP has been sent to it.',
    kn: 'ಈ ಮೊಬೈಲ್ ಸಂಖ್ಯೆ ನೋಂದಣಿಯಾಗಿದ್ದರೆ, ಅದಕ್ಕೆ ಒಟಿಪಿ ಕಳುಹಿಸಲಾಗಿದೆ.',
  },
  OTP_VERIFIED: { en: 'OTP verified.', kn: 'ಒಟಿಪಿ ಪರಿಶೀಲಿಸಲಾಗಿದೆ.' },
  PASSWORD_UPDATED: { en: 'Password updated successfully', kn: 'ಪಾಸ್‌ವರ್ಡ್ ಯಶಸ್ವಿಯಾಗಿ ಬದಲಾಯಿಸಲಾಗಿದೆ' },
  PREFERENCES_SAVED: { en: 'Preferences saved.', kn: 'ಆದ್ಯತೆಗಳನ್ನು ಉಳಿಸಲಾಗಿದೆ.' },
  OTP_SMS_LOGIN: {
    en: '%{code} is your OTP to sign in to the MGNREGA Workflow Portal. It is valid for 5 minutes. Do not share it with anyone. - RDPR, Government of Karnataka',
    kn: '%{code} - MGNREGA ವರ್ಕ್‌ಫ್ಲೋ ಪೋರ್ಟಲ್‌ಗೆ ಲಾಗಿನ್ ಮಾಡಲು ನಿಮ್ಮ ಒಟಿಪಿ. ಇದು 5 ನಿಮಿಷ ಮಾನ್ಯವಾಗಿರುತ್ತದೆ. ಇದನ್ನು ಯಾರೊಂದಿಗೂ ಹಂಚಿಕೊಳ್ಳಬೇಡಿ. - ಗ್ರಾಮೀಣಾಭಿವೃದ್ಧಿ ಮತ್ತು ಪಂಚಾಯತ್ ರಾಜ್ ಇಲಾಖೆ, ಕರ್ನಾಟಕ ಸರ್ಕಾರ',
  },
  OTP_SMS_REGISTRATION: {
    en: '%{code} is your OTP to verify your mobile number for MGNREGA Workflow Portal registration. It is valid for 5 minutes. Do not share it with anyone. - RDPR, Government of Karnataka',
    kn: '%{code} - MGNREGA ವರ್ಕ್‌ಫ್ಲೋ ಪೋರ್ಟಲ್ ನೋಂದಣಿಗಾಗಿ ನಿಮ್ಮ ಮೊಬೈಲ್ ಸಂಖ್ಯೆ ಪರಿಶೀಲಿಸುವ ಒಟಿಪಿ. ಇದು 5 ನಿಮಿಷ ಮಾನ್ಯವಾಗಿರುತ್ತದೆ. ಇದನ್ನು ಯಾರೊಂದಿಗೂ ಹಂಚಿಕೊಳ್ಳಬೇಡಿ. - ಗ್ರಾಮೀಣಾಭಿವೃದ್ಧಿ ಮತ್ತು ಪಂಚಾಯತ್ ರಾಜ್ ಇಲಾಖೆ, ಕರ್ನಾಟಕ ಸರ್ಕಾರ',
  },
  OTP_SMS_PASSWORD_RESET: {
    en: '%{code} is your OTP to reset your MGNREGA Workflow Portal password. It is valid for 5 minutes. Do not share it with anyone. - RDPR, Government of Karnataka',
    kn: '%{code} - MGNREGA ವರ್ಕ್‌ಫ್ಲೋ ಪೋರ್ಟಲ್‌ನ ಪಾಸ್‌ವರ್ಡ್ ಬದಲಾಯಿಸಲು ನಿಮ್ಮ ಒಟಿಪಿ. ಇದು 5 ನಿಮಿಷ ಮಾನ್ಯವಾಗಿರುತ್ತದೆ. ಇದನ್ನು ಯಾರೊಂದಿಗೂ ಹಂಚಿಕೊಳ್ಳಬೇಡಿ. - ಗ್ರಾಮೀಣಾಭಿವೃದ್ಧಿ ಮತ್ತು ಪಂಚಾಯತ್ ರಾಜ್ ಇಲಾಖೆ, ಕರ್ನಾಟಕ ಸರ್ಕಾರ',
  },

  // Registration OTP
  OTP_SENT_TO: { en: 'OTP sent to %{mobile}.', kn: '%{mobile} ಗೆ ಒಟಿಪಿ ಕಳುಹಿಸಲಾಗಿದೆ.' },

  // FTO verification schedules and levels
  NO_SUCH_DATE: { en: 'No such date', kn: 'ಅಂತಹ ದಿನಾಂಕ ಇಲ್ಲ' },
  LABELED_NO_SUCH_DATE: { en: '%{label}: No such date', kn: '%{label}: ಅಂತಹ ದಿನಾಂಕ ಇಲ್ಲ' },
  LEVEL_NO_ACCESS: { en: 'Selected Role Has No Access for This Page', kn: 'ಆಯ್ಕೆಮಾಡಿದ ಪಾತ್ರಕ್ಕೆ ಈ ಪುಟದ ಪ್ರವೇಶವಿಲ್ಲ' },
  NO_SCHEDULE: { en: 'No verification schedule has been set up yet.', kn: 'ಪರಿಶೀಲನೆಯ ವೇಳಾಪಟ್ಟಿಯನ್ನು ಇನ್ನೂ ನಿಗದಿಪಡಿಸಿಲ್ಲ.' },
  SCHEDULE_ENDED: {
    en: 'The verification schedule has ended. Please wait for the next cycle.',
    kn: 'ಪರಿಶೀಲನೆಯ ವೇಳಾಪಟ್ಟಿ ಮುಗಿದಿದೆ. ದಯವಿಟ್ಟು ಮುಂದಿನ ಸುತ್ತಿಗಾಗಿ ಕಾಯಿರಿ.',
  },
  LEVEL1_ONLY: { en: 'This page is only for Level 1 officers.', kn: 'ಈ ಪುಟ ಹಂತ 1ರ ಅಧಿಕಾರಿಗಳಿಗೆ ಮಾತ್ರ.' },
  LEVEL2_PLUS_ONLY: { en: 'This page is only for Level 2 to Level 5 officers.', kn: 'ಈ ಪುಟ ಹಂತ 2 ರಿಂದ ಹಂತ 5ರ ಅಧಿಕಾರಿಗಳಿಗೆ ಮಾತ್ರ.' },
  SCHEDULE_NOT_STARTED: {
    en: 'The verification schedule for Level %{level} starts from %{start} and ends on %{end}.',
    kn: 'ಹಂತ %{level}ರ ಪರಿಶೀಲನೆಯ ವೇಳಾಪಟ್ಟಿ %{start} ರಿಂದ ಆರಂಭವಾಗಿ %{end} ರಂದು ಮುಗಿಯುತ್ತದೆ.',
  },
  LEVEL_OPEN: { en: 'Level %{level} verification is open until %{end}.', kn: 'ಹಂತ %{level}ರ ಪರಿಶೀಲನೆ %{end} ರವರೆಗೆ ತೆರೆದಿದೆ.' },
  LEVEL_LOCKED: {
    en: 'Level %{level} records are locked for review (Lock %{level}, %{open} to %{close}). Level %{level} verifications cannot be submitted or changed until the lock closes.',
    kn: 'ಹಂತ %{level}ರ ದಾಖಲೆಗಳನ್ನು ಪರಿಶೀಲನೆಗಾಗಿ ಲಾಕ್ ಮಾಡಲಾಗಿದೆ (ಲಾಕ್ %{level}, %{open} ರಿಂದ %{close}). ಲಾಕ್ ಮುಗಿಯುವವರೆಗೆ ಹಂತ %{level}ರ ಪರಿಶೀಲನೆಗಳನ್ನು ಸಲ್ಲಿಸಲು ಅಥವಾ ಬದಲಾಯಿಸಲು ಸಾಧ್ಯವಿಲ್ಲ.',
  },
  SCHEDULE_GENERAL_REQUIRED: { en: 'All general fields are required', kn: 'ಎಲ್ಲಾ ಸಾಮಾನ್ಯ ಕ್ಷೇತ್ರಗಳು ಅಗತ್ಯವಿವೆ' },
  SCHEDULE_LEVEL_FIELDS_REQUIRED: { en: 'All fields must be filled for Level %{level}', kn: 'ಹಂತ %{level}ರ ಎಲ್ಲಾ ಕ್ಷೇತ್ರಗಳನ್ನು ತುಂಬಬೇಕು' },
  SCHEDULE_LEVEL_PERCENTAGE: {
    en: 'Percentage for Level %{level} must be between 1 and 100',
    kn: 'ಹಂತ %{level}ರ ಶೇಕಡಾವಾರು 1 ರಿಂದ 100ರ ನಡುವೆ ಇರಬೇಕು',
  },
  SCHEDULE_LEVEL_COUNT: { en: 'A schedule has exactly %{count} levels.', kn: 'ಒಂದು ವೇಳಾಪಟ್ಟಿಯಲ್ಲಿ ನಿಖರವಾಗಿ %{count} ಹಂತಗಳಿರುತ್ತವೆ.' },
  SCHEDULE_CYCLE_NAME_LONG: { en: 'The cycle name may have at most 150 characters.', kn: 'ಸುತ್ತಿನ ಹೆಸರು ಗರಿಷ್ಠ 150 ಅಕ್ಷರಗಳಿರಬಹುದು.' },
  SCHEDULE_YEAR_NOT_ALLOWED: {
    en: 'Financial year %{year} is not one of the allowed years (%{first} to %{last}).',
    kn: 'ಹಣಕಾಸು ವರ್ಷ %{year} ಅನುಮತಿಸಿದ ವರ್ಷಗಳಲ್ಲಿ ಇಲ್ಲ (%{first} ರಿಂದ %{last}).',
  },
  SCHEDULE_DATE_INVALID: { en: '%{label} is not a valid date (yyyy-mm-dd).', kn: '%{label} ಸರಿಯಾದ ದಿನಾಂಕವಲ್ಲ (yyyy-mm-dd).' },
  SCHEDULE_LEVEL_NO_SUCH_DATE: { en: 'Level %{level}: No such date', kn: 'ಹಂತ %{level}: ಅಂತಹ ದಿನಾಂಕ ಇಲ್ಲ' },
  SCHEDULE_LEVEL_DATES_INVALID: {
    en: 'Level %{level} dates are not valid dates (yyyy-mm-dd).',
    kn: 'ಹಂತ %{level}ರ ದಿನಾಂಕಗಳು ಸರಿಯಾದ ದಿನಾಂಕಗಳಲ್ಲ (yyyy-mm-dd).',
  },
  SCHEDULE_START_AFTER_END: {
    en: 'The schedule must start on or before its end date.',
    kn: 'ವೇಳಾಪಟ್ಟಿ ಅದರ ಮುಕ್ತಾಯ ದಿನಾಂಕದಂದು ಅಥವಾ ಅದಕ್ಕಿಂತ ಮೊದಲು ಆರಂಭವಾಗಬೇಕು.',
  },
  SCHEDULE_LEVEL_START_AFTER_END: {
    en: 'Level %{level} must start on or before its end date.',
    kn: 'ಹಂತ %{level} ಅದರ ಮುಕ್ತಾಯ ದಿನಾಂಕದಂದು ಅಥವಾ ಅದಕ್ಕಿಂತ ಮೊದಲು ಆರಂಭವಾಗಬೇಕು.',
  },
  SCHEDULE_LEVEL_OUTSIDE: {
    en: 'Level %{level} must lie within the schedule (%{start} to %{end}).',
    kn: 'ಹಂತ %{level} ವೇಳಾಪಟ್ಟಿಯ ಅವಧಿಯೊಳಗೆ (%{start} ರಿಂದ %{end}) ಇರಬೇಕು.',
  },
  SCHEDULE_LOCK1_ORDER: { en: 'Lock 1 must open on or before it closes.', kn: 'ಲಾಕ್ 1 ಮುಗಿಯುವ ದಿನಾಂಕದಂದು ಅಥವಾ ಅದಕ್ಕಿಂತ ಮೊದಲು ಆರಂಭವಾಗಬೇಕು.' },
  SCHEDULE_LOCK2_ORDER: { en: 'Lock 2 must open on or before it closes.', kn: 'ಲಾಕ್ 2 ಮುಗಿಯುವ ದಿನಾಂಕದಂದು ಅಥವಾ ಅದಕ್ಕಿಂತ ಮೊದಲು ಆರಂಭವಾಗಬೇಕು.' },
  SCHEDULE_LOCKS_ORDER: {
    en: 'Lock 1 must close on or before Lock 2 opens.',
    kn: 'ಲಾಕ್ 2 ಆರಂಭವಾಗುವ ದಿನಾಂಕದಂದು ಅಥವಾ ಅದಕ್ಕಿಂತ ಮೊದಲು ಲಾಕ್ 1 ಮುಗಿಯಬೇಕು.',
  },
  SCHEDULE_LOCKS_OUTSIDE: {
    en: 'Lock windows must lie within the schedule (%{start} to %{end}).',
    kn: 'ಲಾಕ್ ಅವಧಿಗಳು ವೇಳಾಪಟ್ಟಿಯ ಅವಧಿಯೊಳಗೆ (%{start} ರಿಂದ %{end}) ಇರಬೇಕು.',
  },
  SCHEDULE_ID_REQUIRED: { en: 'id is required to update a schedule.', kn: 'ವೇಳಾಪಟ್ಟಿಯನ್ನು ಬದಲಾಯಿಸಲು id ಅಗತ್ಯವಿದೆ.' },
  REQUIRED: { en: 'Required', kn: 'ಅಗತ್ಯವಿದೆ' },
  SCHEDULE_NOT_FOUND: { en: 'Schedule not found.', kn: 'ವೇಳಾಪಟ್ಟಿ ಸಿಗಲಿಲ್ಲ.' },
  MAPPING_DEPARTMENT_UNKNOWN: { en: 'Unknown department %{department}.', kn: 'ತಿಳಿಯದ ಇಲಾಖೆ %{department}.' },
  MAPPING_DEPARTMENT_TWICE: { en: 'Each department may appear only once.', kn: 'ಪ್ರತಿ ಇಲಾಖೆ ಒಂದೇ ಬಾರಿ ಬರಬಹುದು.' },
  MAPPING_LEVEL_UNKNOWN: { en: 'Unknown level %{key}. Use Level1 to Level5.', kn: 'ತಿಳಿಯದ ಹಂತ %{key}. Level1 ರಿಂದ Level5 ಬಳಸಿ.' },
  MAPPING_LEVEL_NOT_LIST: { en: '%{key} must be a list of role ids.', kn: '%{key} ಪಾತ್ರಗಳ id ಗಳ ಪಟ್ಟಿಯಾಗಿರಬೇಕು.' },
  MAPPING_LEVEL_TOO_MANY: { en: 'At most 500 roles may be mapped to %{key}.', kn: '%{key} ಗೆ ಗರಿಷ್ಠ 500 ಪಾತ್ರಗಳನ್ನು ಜೋಡಿಸಬಹುದು.' },
  MAPPING_DEPARTMENT_NOT_MAPPABLE: {
    en: 'Department %{department} cannot be mapped to verification levels.',
    kn: 'ಇಲಾಖೆ %{department} ಅನ್ನು ಪರಿಶೀಲನೆಯ ಹಂತಗಳಿಗೆ ಜೋಡಿಸಲು ಸಾಧ್ಯವಿಲ್ಲ.',
  },
  MAPPING_ROLE_NOT_OF_DEPARTMENT: {
    en: 'Role %{role} is not a role of department %{department}.',
    kn: 'ಪಾತ್ರ %{role} ಇಲಾಖೆ %{department} ರ ಪಾತ್ರವಲ್ಲ.',
  },
  MAPPING_ROLE_TWICE_IN_LEVEL: {
    en: 'Role %{role} is listed twice in Level%{level} of department %{department}.',
    kn: 'ಪಾತ್ರ %{role} ಇಲಾಖೆ %{department} ರ Level%{level} ನಲ್ಲಿ ಎರಡು ಬಾರಿ ಇದೆ.',
  },
  MAPPING_ROLE_IN_TWO_LEVELS: {
    en: 'Role %{role} is mapped to more than one level in department %{department}.',
    kn: 'ಪಾತ್ರ %{role} ಇಲಾಖೆ %{department} ನಲ್ಲಿ ಒಂದಕ್ಕಿಂತ ಹೆಚ್ಚು ಹಂತಗಳಿಗೆ ಜೋಡಿಸಲಾಗಿದೆ.',
  },
  MAPPING_LEVELS_DATA_INVALID: {
    en: 'levels_data must map Level1..Level5 to lists of role ids.',
    kn: 'levels_data ನಲ್ಲಿ Level1..Level5 ಪ್ರತಿಯೊಂದಕ್ಕೂ ಪಾತ್ರಗಳ id ಪಟ್ಟಿ ಇರಬೇಕು.',
  },
  MAPPING_DATA_INVALID: {
    en: 'data must be a list of departments with their levels_data.',
    kn: 'data ಇಲಾಖೆಗಳ ಮತ್ತು ಅವುಗಳ levels_data ಪಟ್ಟಿಯಾಗಿರಬೇಕು.',
  },
  SCHEDULES_LOADED: { en: 'Schedules loaded.', kn: 'ವೇಳಾಪಟ್ಟಿಗಳನ್ನು ತೆರೆಯಲಾಗಿದೆ.' },
  SCHEDULE_CREATED: { en: 'Schedule created successfully.', kn: 'ವೇಳಾಪಟ್ಟಿಯನ್ನು ಯಶಸ್ವಿಯಾಗಿ ರಚಿಸಲಾಗಿದೆ.' },
  SCHEDULE_UPDATED: { en: 'Schedule updated successfully.', kn: 'ವೇಳಾಪಟ್ಟಿಯನ್ನು ಯಶಸ್ವಿಯಾಗಿ ಬದಲಾಯಿಸಲಾಗಿದೆ.' },
  MAPPINGS_SAVED: { en: 'Mappings saved successfully!', kn: 'ಜೋಡಣೆಗಳನ್ನು ಯಶಸ್ವಿಯಾಗಿ ಉಳಿಸಲಾಗಿದೆ!' },

  // Schedules: overlaps and names
  SCHEDULE_NAME_EXISTS: { en: 'A schedule named %{name} already exists.', kn: '%{name} ಎಂಬ ಹೆಸರಿನ ವೇಳಾಪಟ್ಟಿ ಈಗಾಗಲೇ ಇದೆ.' },
  SCHEDULE_OVERLAPS_NAMED: {
    en: 'This schedule overlaps the schedule %{name} (%{start} to %{end}). Cycles may not overlap.',
    kn: 'ಈ ವೇಳಾಪಟ್ಟಿ %{name} ವೇಳಾಪಟ್ಟಿಯೊಂದಿಗೆ (%{start} ರಿಂದ %{end}) ಅತಿಕ್ರಮಿಸುತ್ತದೆ. ಸುತ್ತುಗಳು ಅತಿಕ್ರಮಿಸಬಾರದು.',
  },
  SCHEDULE_OVERLAPS: {
    en: 'This schedule overlaps another schedule. Cycles may not overlap.',
    kn: 'ಈ ವೇಳಾಪಟ್ಟಿ ಇನ್ನೊಂದು ವೇಳಾಪಟ್ಟಿಯೊಂದಿಗೆ ಅತಿಕ್ರಮಿಸುತ್ತದೆ. ಸುತ್ತುಗಳು ಅತಿಕ್ರಮಿಸಬಾರದು.',
  },

  // FTO works verification
  NO_FTO_DATA: { en: 'No FTO data found.', kn: 'FTO ಮಾಹಿತಿ ಸಿಗಲಿಲ್ಲ.' },
  FTO_NOT_GENERATED: {
    en: 'One or more FTOs are not generated. Cannot proceed.',
    kn: 'ಒಂದು ಅಥವಾ ಹೆಚ್ಚು FTO ಗಳು ಸೃಷ್ಟಿಯಾಗಿಲ್ಲ. ಮುಂದುವರಿಯಲು ಸಾಧ್ಯವಿಲ್ಲ.',
  },
  FTO_BILL_COUNT_MISMATCH: {
    en: 'Bill count mismatch. Possibly multiple works in a single FTO or missing bills.',
    kn: 'ಬಿಲ್‌ಗಳ ಸಂಖ್ಯೆ ಹೊಂದಿಕೆಯಾಗುತ್ತಿಲ್ಲ. ಒಂದೇ FTO ನಲ್ಲಿ ಹಲವು ಕಾಮಗಾರಿಗಳಿರಬಹುದು ಅಥವಾ ಕೆಲವು ಬಿಲ್‌ಗಳು ಇಲ್ಲದಿರಬಹುದು.',
  },
  FTO_BILLS_MISSING: {
    en: 'Some bills from material data not found in FTO: %{bills}',
    kn: 'ಸಾಮಗ್ರಿ ವಿವರಗಳ ಕೆಲವು ಬಿಲ್‌ಗಳು FTO ನಲ್ಲಿ ಸಿಗಲಿಲ್ಲ: %{bills}',
  },
  NO_MATERIAL_BILLS: { en: 'No material bills: no FTO check is needed.', kn: 'ಸಾಮಗ್ರಿ ಬಿಲ್‌ಗಳಿಲ್ಲ: FTO ಪರಿಶೀಲನೆ ಅಗತ್ಯವಿಲ್ಲ.' },
  FTO_MATCHES: { en: 'FTO details match the material bills.', kn: 'FTO ವಿವರಗಳು ಸಾಮಗ್ರಿ ಬಿಲ್‌ಗಳಿಗೆ ಹೊಂದಿಕೆಯಾಗುತ್ತವೆ.' },
  FTO_SELECT_OPTION: { en: 'Please select an option', kn: 'ದಯವಿಟ್ಟು ಒಂದು ಆಯ್ಕೆಯನ್ನು ಆರಿಸಿ' },
  FTO_REMARK_REQUIRED: { en: 'Remark is required for Unsatisfactory', kn: 'ಅತೃಪ್ತಿಕರ ಉತ್ತರಕ್ಕೆ ಷರಾ ಅಗತ್ಯವಿದೆ' },
  FTO_IMAGE_REQUIRED: { en: 'Image is required for Satisfactory response', kn: 'ತೃಪ್ತಿಕರ ಉತ್ತರಕ್ಕೆ ಚಿತ್ರ ಅಗತ್ಯವಿದೆ' },
  FTO_LOWEST_YEAR_ONLY: { en: 'Only lowest Financial Year is allowed.', kn: 'ಅತ್ಯಂತ ಹಳೆಯ ಹಣಕಾಸು ವರ್ಷ ಮಾತ್ರ ಅನುಮತಿಸಲಾಗಿದೆ.' },
  FTO_MATERIAL_VALIDITY: {
    en: 'Please fill all required Material List fields and ensure at least one value for Paid or Due.',
    kn: 'ದಯವಿಟ್ಟು ಸಾಮಗ್ರಿ ಪಟ್ಟಿಯ ಎಲ್ಲಾ ಅಗತ್ಯ ಕ್ಷೇತ್ರಗಳನ್ನು ತುಂಬಿ ಮತ್ತು ಪಾವತಿಸಿದ ಅಥವಾ ಬಾಕಿ ಮೊತ್ತದಲ್ಲಿ ಕನಿಷ್ಠ ಒಂದನ್ನು ನಮೂದಿಸಿ.',
  },
  FTO_ALL_QUESTIONS: { en: 'Please answer all 5 questions.', kn: 'ದಯವಿಟ್ಟು ಎಲ್ಲಾ 5 ಪ್ರಶ್ನೆಗಳಿಗೆ ಉತ್ತರಿಸಿ.' },
  FTO_SITE_PHOTO: { en: 'Please upload a work site photo.', kn: 'ದಯವಿಟ್ಟು ಕಾಮಗಾರಿ ಸ್ಥಳದ ಫೋಟೋ ಅಪ್‌ಲೋಡ್ ಮಾಡಿ.' },
  FTO_RECOMMEND: { en: 'Please recommend the work for payment before submitting.', kn: 'ಸಲ್ಲಿಸುವ ಮೊದಲು ದಯವಿಟ್ಟು ಕಾಮಗಾರಿಯನ್ನು ಪಾವತಿಗೆ ಶಿಫಾರಸು ಮಾಡಿ.' },
  FTO_REASON_REQUIRED: {
    en: 'Please give the reason for not recommending this work for payment.',
    kn: 'ಈ ಕಾಮಗಾರಿಯನ್ನು ಪಾವತಿಗೆ ಶಿಫಾರಸು ಮಾಡದಿರಲು ದಯವಿಟ್ಟು ಕಾರಣ ನೀಡಿ.',
  },
  FTO_REASON_TOO_LONG: { en: 'The reason may have at most 1000 characters.', kn: 'ಕಾರಣ ಗರಿಷ್ಠ 1000 ಅಕ್ಷರಗಳಿರಬಹುದು.' },
  FTO_CHECKLIST_ITEM_UNUSED: {
    en: 'Checklist item %{id} is not in use; reload the form.',
    kn: 'ಪರಿಶೀಲನಾ ಪಟ್ಟಿಯ ಅಂಶ %{id} ಬಳಕೆಯಲ್ಲಿಲ್ಲ; ಫಾರ್ಮ್ ಅನ್ನು ಮತ್ತೆ ತೆರೆಯಿರಿ.',
  },
  FTO_REMARK_TOO_LONG: { en: 'A remark may have at most 1000 characters.', kn: 'ಷರಾ ಗರಿಷ್ಠ 1000 ಅಕ್ಷರಗಳಿರಬಹುದು.' },
  FTO_ENTRY_TOO_LONG: { en: 'An entry may have at most 300 characters.', kn: 'ನಮೂದು ಗರಿಷ್ಠ 300 ಅಕ್ಷರಗಳಿರಬಹುದು.' },
  FTO_MATERIAL_NOT_LIST: { en: 'material must be a list of bill rows.', kn: 'material ಬಿಲ್ ಸಾಲುಗಳ ಪಟ್ಟಿಯಾಗಿರಬೇಕು.' },
  FTO_MATERIAL_ROW_UNKNOWN: { en: 'Material row %{row} is not a bill of this work.', kn: 'ಸಾಮಗ್ರಿ ಸಾಲು %{row} ಈ ಕಾಮಗಾರಿಯ ಬಿಲ್ ಅಲ್ಲ.' },
  FTO_FIELD_TOO_LONG: { en: '%{name} may have at most 50 characters.', kn: '%{name} ಗರಿಷ್ಠ 50 ಅಕ್ಷರಗಳಿರಬಹುದು.' },
  DATE_ENTER_VALID: { en: 'Enter a valid date (yyyy-mm-dd).', kn: 'ಸರಿಯಾದ ದಿನಾಂಕ ನಮೂದಿಸಿ (yyyy-mm-dd).' },
  DATE_IN_FUTURE: { en: 'The date cannot be in the future.', kn: 'ದಿನಾಂಕ ಭವಿಷ್ಯದ್ದಾಗಿರಬಾರದು.' },
  FTO_IMAGES_ONLY: {
    en: 'Only image files (JPEG, PNG or WebP) may be uploaded.',
    kn: 'ಚಿತ್ರ ಕಡತಗಳನ್ನು (JPEG, PNG ಅಥವಾ WebP) ಮಾತ್ರ ಅಪ್‌ಲೋಡ್ ಮಾಡಬಹುದು.',
  },
  FTO_SUBMITTED: { en: 'Verification submitted successfully.', kn: 'ಪರಿಶೀಲನೆಯನ್ನು ಯಶಸ್ವಿಯಾಗಿ ಸಲ್ಲಿಸಲಾಗಿದೆ.' },
  FTO_ALREADY_VERIFIED_AT: {
    en: 'You have already verified this work at Level %{level}.',
    kn: 'ನೀವು ಈ ಕಾಮಗಾರಿಯನ್ನು ಹಂತ %{level}ರಲ್ಲಿ ಈಗಾಗಲೇ ಪರಿಶೀಲಿಸಿದ್ದೀರಿ.',
  },
  FTO_VERIFIED_ABOVE: { en: 'Level %{level} has already verified this work.', kn: 'ಹಂತ %{level} ಈ ಕಾಮಗಾರಿಯನ್ನು ಈಗಾಗಲೇ ಪರಿಶೀಲಿಸಿದೆ.' },
  FTO_BELOW_CHANGED: {
    en: 'Level %{level} changed this file after you opened it.',
    kn: 'ನೀವು ಈ ಕಡತವನ್ನು ತೆರೆದ ನಂತರ ಹಂತ %{level} ಇದನ್ನು ಬದಲಾಯಿಸಿದೆ.',
  },
  FTO_REVIEWED_RECORD_REQUIRED: {
    en: 'Name the Level %{level} record you reviewed (reviewedRecordId).',
    kn: 'ನೀವು ಪರಿಶೀಲಿಸಿದ ಹಂತ %{level}ರ ದಾಖಲೆಯನ್ನು ತಿಳಿಸಿ (reviewedRecordId).',
  },
  FTO_REVIEWED_RECORD_INVALID: {
    en: 'reviewedRecordId must be the number of the record you reviewed.',
    kn: 'reviewedRecordId ನೀವು ಪರಿಶೀಲಿಸಿದ ದಾಖಲೆಯ ಸಂಖ್ಯೆಯಾಗಿರಬೇಕು.',
  },
  FTO_TOO_MANY_SUBMISSIONS: {
    en: 'This work was submitted %{count} times in the last hour. Please wait %{minutes} minutes before submitting it again.',
    kn: 'ಈ ಕಾಮಗಾರಿಯನ್ನು ಕಳೆದ ಒಂದು ಗಂಟೆಯಲ್ಲಿ %{count} ಬಾರಿ ಸಲ್ಲಿಸಲಾಗಿದೆ. ಮತ್ತೆ ಸಲ್ಲಿಸುವ ಮೊದಲು ದಯವಿಟ್ಟು %{minutes} ನಿಮಿಷ ಕಾಯಿರಿ.',
  },
  JSON_FIELD_INVALID: { en: '%{name} is not valid JSON.', kn: '%{name} ಸರಿಯಾದ JSON ಅಲ್ಲ.' },
  JSON_FIELD_NOT_VALID: { en: 'Not valid JSON', kn: 'JSON ಸರಿಯಿಲ್ಲ' },
  FTO_RESET_WAIT: {
    en: 'Please wait %{seconds} seconds before resetting the material list again.',
    kn: 'ಸಾಮಗ್ರಿ ಪಟ್ಟಿಯನ್ನು ಮತ್ತೆ ಮರುಹೊಂದಿಸುವ ಮೊದಲು ದಯವಿಟ್ಟು %{seconds} ಸೆಕೆಂಡುಗಳು ಕಾಯಿರಿ.',
  },
  FILE_NOT_FOUND: { en: 'File not found.', kn: 'ಕಡತ ಸಿಗಲಿಲ್ಲ.' },
  FILE_NOT_ALLOWED: { en: 'You are not allowed to see this file.', kn: 'ಈ ಕಡತವನ್ನು ನೋಡಲು ನಿಮಗೆ ಅನುಮತಿ ಇಲ್ಲ.' },
  // s3-storage (issue 28): the file store (S3) cannot be reached.
  FILE_STORAGE_UNAVAILABLE: {
    en: 'The file store cannot be reached just now. Please try again in a few minutes.',
    kn: 'ಕಡತ ಸಂಗ್ರಹವನ್ನು ಈಗ ತಲುಪಲು ಸಾಧ್ಯವಾಗುತ್ತಿಲ್ಲ. ದಯವಿಟ್ಟು ಕೆಲವು ನಿಮಿಷಗಳ ನಂತರ ಮತ್ತೆ ಪ್ರಯತ್ನಿಸಿ.',
  },
  FTO_UNEXPECTED_FILE_FIELD: { en: 'Unexpected file field %{name}.', kn: 'ನಿರೀಕ್ಷಿಸದ ಕಡತ ಕ್ಷೇತ್ರ %{name}.' },
  FTO_ONE_FILE_PER_FIELD: { en: 'Only one file may be sent as %{name}.', kn: '%{name} ಆಗಿ ಒಂದೇ ಕಡತವನ್ನು ಕಳುಹಿಸಬಹುದು.' },
  WORK_CODE_REQUIRED: { en: 'workCode is required.', kn: 'workCode ಅಗತ್ಯವಿದೆ.' },
  WORK_NOT_FOUND: { en: 'Work not found.', kn: 'ಕಾಮಗಾರಿ ಸಿಗಲಿಲ್ಲ.' },
  WORK_NOT_IN_LIST: { en: 'This work is not in your verification list.', kn: 'ಈ ಕಾಮಗಾರಿ ನಿಮ್ಮ ಪರಿಶೀಲನಾ ಪಟ್ಟಿಯಲ್ಲಿ ಇಲ್ಲ.' },
  CHECKLIST_ITEM_NOT_FOUND: { en: 'Checklist item not found.', kn: 'ಪರಿಶೀಲನಾ ಪಟ್ಟಿಯ ಅಂಶ ಸಿಗಲಿಲ್ಲ.' },
  MULTIPART_ONLY: { en: 'Send the verification as multipart/form-data.', kn: 'ಪರಿಶೀಲನೆಯನ್ನು multipart/form-data ಆಗಿ ಕಳುಹಿಸಿ.' },
  MATERIAL_RELOADING: { en: 'The material list is being loaded again from the MIS.', kn: 'ಸಾಮಗ್ರಿ ಪಟ್ಟಿಯನ್ನು MIS ನಿಂದ ಮತ್ತೆ ತರಲಾಗುತ್ತಿದೆ.' },
  CHECKLIST_ITEM_ADDED: { en: 'Checklist item added.', kn: 'ಪರಿಶೀಲನಾ ಪಟ್ಟಿಯ ಅಂಶವನ್ನು ಸೇರಿಸಲಾಗಿದೆ.' },
  CHECKLIST_ITEM_UPDATED: { en: 'Checklist item updated.', kn: 'ಪರಿಶೀಲನಾ ಪಟ್ಟಿಯ ಅಂಶವನ್ನು ಬದಲಾಯಿಸಲಾಗಿದೆ.' },

  // FTO checklist and file forms
  CHECKLIST_CB_YN: { en: 'CB must be Y or N.', kn: 'CB ಮೌಲ್ಯ Y ಅಥವಾ N ಆಗಿರಬೇಕು.' },
  CHECKLIST_CB_C: {
    en: 'CB_C must be 2 (Satisfactory / Unsatisfactory) or 3 (adds Not Applicable).',
    kn: 'CB_C ಮೌಲ್ಯ 2 (ತೃಪ್ತಿಕರ / ಅತೃಪ್ತಿಕರ) ಅಥವಾ 3 (ಅನ್ವಯಿಸುವುದಿಲ್ಲ ಸೇರಿ) ಆಗಿರಬೇಕು.',
  },
  CHECKLIST_INP_YN: { en: 'INP must be Y or N.', kn: 'INP ಮೌಲ್ಯ Y ಅಥವಾ N ಆಗಿರಬೇಕು.' },
  CHECKLIST_REMARK_YN: { en: 'Remark must be Y or N.', kn: 'Remark ಮೌಲ್ಯ Y ಅಥವಾ N ಆಗಿರಬೇಕು.' },
  CHECKLIST_TITLE_EN_REQUIRED: { en: 'The English title is required.', kn: 'ಇಂಗ್ಲಿಷ್ ಶೀರ್ಷಿಕೆ ಅಗತ್ಯವಿದೆ.' },
  CHECKLIST_TITLE_EN_LONG: { en: 'The English title may have at most 300 characters.', kn: 'ಇಂಗ್ಲಿಷ್ ಶೀರ್ಷಿಕೆ ಗರಿಷ್ಠ 300 ಅಕ್ಷರಗಳಿರಬಹುದು.' },
  CHECKLIST_TITLE_KN_REQUIRED: { en: 'The Kannada title is required.', kn: 'ಕನ್ನಡ ಶೀರ್ಷಿಕೆ ಅಗತ್ಯವಿದೆ.' },
  CHECKLIST_TITLE_KN_LONG: { en: 'The Kannada title may have at most 300 characters.', kn: 'ಕನ್ನಡ ಶೀರ್ಷಿಕೆ ಗರಿಷ್ಠ 300 ಅಕ್ಷರಗಳಿರಬಹುದು.' },
  CHECKLIST_INPUT_LABEL_REQUIRED: {
    en: 'The input label (INP_tittle) is required when INP is Y.',
    kn: 'INP ಮೌಲ್ಯ Y ಆಗಿದ್ದಾಗ ನಮೂದಿನ ಲೇಬಲ್ (INP_tittle) ಅಗತ್ಯವಿದೆ.',
  },
  CHECKLIST_INPUT_LABEL_LONG: { en: 'The input label may have at most 150 characters.', kn: 'ನಮೂದಿನ ಲೇಬಲ್ ಗರಿಷ್ಠ 150 ಅಕ್ಷರಗಳಿರಬಹುದು.' },
  AGENCY_REQUIRED: { en: 'agency is required.', kn: 'ಅನುಷ್ಠಾನ ಸಂಸ್ಥೆ ಅಗತ್ಯವಿದೆ.' },
  AGENCY_TOO_LONG: { en: 'agency is too long.', kn: 'ಅನುಷ್ಠಾನ ಸಂಸ್ಥೆಯ ಹೆಸರು ತುಂಬಾ ಉದ್ದವಾಗಿದೆ.' },
  CHECKLIST_IMAGES_YN: { en: 'imgages must be Y or N.', kn: 'imgages ಮೌಲ್ಯ Y ಅಥವಾ N ಆಗಿರಬೇಕು.' },
  IS_ACTIVE_BOOLEAN: { en: 'is_active must be true or false.', kn: 'is_active ಮೌಲ್ಯ true ಅಥವಾ false ಆಗಿರಬೇಕು.' },
  SORT_ORDER_MIN: { en: 'sort_order must be 1 or more.', kn: 'sort_order ಕನಿಷ್ಠ 1 ಆಗಿರಬೇಕು.' },
  SORT_ORDER_WHOLE: { en: 'sort_order must be a whole number.', kn: 'sort_order ಪೂರ್ಣ ಸಂಖ್ಯೆಯಾಗಿರಬೇಕು.' },
  SORT_ORDER_MAX: { en: 'sort_order must be at most 10000.', kn: 'sort_order ಗರಿಷ್ಠ 10000 ಆಗಿರಬೇಕು.' },
  WORK_CODE_INVALID: { en: 'workCode is not a work code.', kn: 'workCode ಸರಿಯಾದ ಕಾಮಗಾರಿ ಕೋಡ್ ಅಲ್ಲ.' },
  YEAR_REQUIRED: { en: 'year is required.', kn: 'ವರ್ಷ ಅಗತ್ಯವಿದೆ.' },
  YEAR_FORMAT: { en: 'year must be a financial year (yyyy-yyyy).', kn: 'ವರ್ಷ ಒಂದು ಹಣಕಾಸು ವರ್ಷವಾಗಿರಬೇಕು (yyyy-yyyy).' },

  // Roles, departments, agencies, assignments, administrators
  ROLE_NOT_FOUND: { en: 'Role not found.', kn: 'ಪಾತ್ರ ಸಿಗಲಿಲ್ಲ.' },
  ROLE_CODE_EXISTS: { en: 'Role code %{code} already exists.', kn: 'ಪಾತ್ರದ ಕೋಡ್ %{code} ಈಗಾಗಲೇ ಇದೆ.' },
  ROLE_DEPARTMENT_FIXED: {
    en: 'This role is assigned to officers; its department cannot change.',
    kn: 'ಈ ಪಾತ್ರ ಅಧಿಕಾರಿಗಳಿಗೆ ನಿಯೋಜಿತವಾಗಿದೆ; ಇದರ ಇಲಾಖೆಯನ್ನು ಬದಲಾಯಿಸಲು ಸಾಧ್ಯವಿಲ್ಲ.',
  },
  ROLE_POSTS_BELOW_FILLED: {
    en: '%{filled} posts of this role are filled at one location; the number of posts cannot be lower than that.',
    kn: 'ಈ ಪಾತ್ರದ %{filled} ಹುದ್ದೆಗಳು ಒಂದು ಸ್ಥಳದಲ್ಲಿ ಭರ್ತಿಯಾಗಿವೆ; ಹುದ್ದೆಗಳ ಸಂಖ್ಯೆ ಅದಕ್ಕಿಂತ ಕಡಿಮೆ ಇರಬಾರದು.',
  },
  ROLE_ASSIGNED_NO_DELETE: {
    en: 'This role is assigned to %{count} officer(s) and cannot be deleted. Make it Inactive instead.',
    kn: 'ಈ ಪಾತ್ರ %{count} ಅಧಿಕಾರಿ(ಗಳಿ)ಗೆ ನಿಯೋಜಿತವಾಗಿರುವುದರಿಂದ ಅಳಿಸಲು ಸಾಧ್ಯವಿಲ್ಲ. ಬದಲಿಗೆ ನಿಷ್ಕ್ರಿಯಗೊಳಿಸಿ.',
  },
  ROLE_HISTORY_NO_DELETE: {
    en: 'This role has past assignments on record and cannot be deleted. Make it Inactive instead.',
    kn: 'ಈ ಪಾತ್ರಕ್ಕೆ ಹಿಂದಿನ ನಿಯೋಜನೆಗಳ ದಾಖಲೆ ಇರುವುದರಿಂದ ಅಳಿಸಲು ಸಾಧ್ಯವಿಲ್ಲ. ಬದಲಿಗೆ ನಿಷ್ಕ್ರಿಯಗೊಳಿಸಿ.',
  },
  DEPARTMENT_NOT_FOUND: { en: 'Department not found.', kn: 'ಇಲಾಖೆ ಸಿಗಲಿಲ್ಲ.' },
  DEPARTMENT_CODE_FIXED: { en: 'A department code cannot change once created.', kn: 'ಇಲಾಖೆಯ ಕೋಡ್ ಅನ್ನು ರಚಿಸಿದ ನಂತರ ಬದಲಾಯಿಸಲು ಸಾಧ್ಯವಿಲ್ಲ.' },
  CANNOT_CHANGE: { en: 'Cannot change', kn: 'ಬದಲಾಯಿಸಲು ಸಾಧ್ಯವಿಲ್ಲ' },
  DEPARTMENT_LEVEL_FIXED: {
    en: 'This department has roles; its level cannot change.',
    kn: 'ಈ ಇಲಾಖೆಗೆ ಪಾತ್ರಗಳಿವೆ; ಇದರ ಹಂತವನ್ನು ಬದಲಾಯಿಸಲು ಸಾಧ್ಯವಿಲ್ಲ.',
  },
  DEPARTMENT_CODE_EXISTS: { en: 'Department code %{code} already exists.', kn: 'ಇಲಾಖೆಯ ಕೋಡ್ %{code} ಈಗಾಗಲೇ ಇದೆ.' },
  AGENCY_NOT_FOUND: { en: 'Implementing agency not found.', kn: 'ಅನುಷ್ಠಾನ ಸಂಸ್ಥೆ ಸಿಗಲಿಲ್ಲ.' },
  DEPARTMENT_UNKNOWN: { en: 'The selected department does not exist.', kn: 'ಆಯ್ಕೆಮಾಡಿದ ಇಲಾಖೆ ಅಸ್ತಿತ್ವದಲ್ಲಿಲ್ಲ.' },
  DEPARTMENT_FIELD_UNKNOWN: { en: 'Unknown department', kn: 'ತಿಳಿಯದ ಇಲಾಖೆ' },
  AGENCY_EXISTS: { en: '%{name} already exists in this department.', kn: '%{name} ಈ ಇಲಾಖೆಯಲ್ಲಿ ಈಗಾಗಲೇ ಇದೆ.' },
  AGENCY_NOT_IN_DEPARTMENT: {
    en: 'The selected implementing agency does not belong to the department.',
    kn: 'ಆಯ್ಕೆಮಾಡಿದ ಅನುಷ್ಠಾನ ಸಂಸ್ಥೆ ಈ ಇಲಾಖೆಗೆ ಸೇರಿಲ್ಲ.',
  },
  AGENCY_FIELD_NOT_IN_DEPARTMENT: { en: 'Agency not in department', kn: 'ಸಂಸ್ಥೆ ಈ ಇಲಾಖೆಯಲ್ಲಿಲ್ಲ' },
  ASSIGNMENT_NOT_FOUND: { en: 'Assigned role not found.', kn: 'ನಿಯೋಜಿತ ಪಾತ್ರ ಸಿಗಲಿಲ್ಲ.' },
  ASSIGN_SELECT_DEPARTMENT_ROLE: { en: 'Select department and at least one role', kn: 'ಇಲಾಖೆ ಮತ್ತು ಕನಿಷ್ಠ ಒಂದು ಪಾತ್ರವನ್ನು ಆಯ್ಕೆಮಾಡಿ' },
  ASSIGN_DEPARTMENT_NOT_ALLOWED: {
    en: 'Your current role cannot assign roles of this department.',
    kn: 'ನಿಮ್ಮ ಈಗಿನ ಪಾತ್ರದಿಂದ ಈ ಇಲಾಖೆಯ ಪಾತ್ರಗಳನ್ನು ನಿಯೋಜಿಸಲು ಸಾಧ್ಯವಿಲ್ಲ.',
  },
  ASSIGN_LEVEL_MISMATCH: {
    en: 'Roles of %{department} are assigned at %{level} level.',
    kn: '%{department} ಇಲಾಖೆಯ ಪಾತ್ರಗಳನ್ನು %{level} ಹಂತದಲ್ಲಿ ನಿಯೋಜಿಸಲಾಗುತ್ತದೆ.',
  },
  ASSIGN_FIELD_LEVEL_MISMATCH: { en: 'Level does not match the department', kn: 'ಹಂತ ಇಲಾಖೆಗೆ ಹೊಂದಿಕೆಯಾಗುತ್ತಿಲ್ಲ' },
  ASSIGN_OUTSIDE_JURISDICTION: {
    en: 'The selected location is outside the jurisdiction of your current role.',
    kn: 'ಆಯ್ಕೆಮಾಡಿದ ಸ್ಥಳ ನಿಮ್ಮ ಈಗಿನ ಪಾತ್ರದ ವ್ಯಾಪ್ತಿಯ ಹೊರಗಿದೆ.',
  },
  ASSIGN_ROLE_UNKNOWN: { en: 'Role %{id} does not exist.', kn: 'ಪಾತ್ರ %{id} ಅಸ್ತಿತ್ವದಲ್ಲಿಲ್ಲ.' },
  ASSIGN_FIELD_ROLE_UNKNOWN: { en: 'Unknown role', kn: 'ತಿಳಿಯದ ಪಾತ್ರ' },
  ASSIGN_ROLE_NOT_IN_DEPARTMENT: { en: '%{role} does not belong to %{department}.', kn: '%{role} ಪಾತ್ರ %{department} ಇಲಾಖೆಗೆ ಸೇರಿಲ್ಲ.' },
  ASSIGN_FIELD_ROLE_NOT_IN_DEPARTMENT: { en: 'Role not in department', kn: 'ಪಾತ್ರ ಈ ಇಲಾಖೆಯಲ್ಲಿಲ್ಲ' },
  ASSIGN_ROLE_INACTIVE: { en: '%{role} is inactive and cannot be assigned.', kn: '%{role} ನಿಷ್ಕ್ರಿಯವಾಗಿರುವುದರಿಂದ ನಿಯೋಜಿಸಲು ಸಾಧ್ಯವಿಲ್ಲ.' },
  ASSIGN_FIELD_ROLE_INACTIVE: { en: 'Inactive role', kn: 'ನಿಷ್ಕ್ರಿಯ ಪಾತ್ರ' },
  ASSIGN_ALREADY_HELD: {
    en: '%{role} is already assigned to this officer at this location.',
    kn: '%{role} ಪಾತ್ರ ಈ ಸ್ಥಳದಲ್ಲಿ ಈ ಅಧಿಕಾರಿಗೆ ಈಗಾಗಲೇ ನಿಯೋಜಿತವಾಗಿದೆ.',
  },
  ASSIGN_POSTS_FILLED: {
    en: 'All %{posts} post(s) of %{role} at this location are filled.',
    kn: 'ಈ ಸ್ಥಳದಲ್ಲಿ %{role} ಪಾತ್ರದ ಎಲ್ಲಾ %{posts} ಹುದ್ದೆ(ಗಳು) ಭರ್ತಿಯಾಗಿವೆ.',
  },
  ASSIGN_ZP_LOCATION: { en: 'Please select a District for Zilla Panchayat level', kn: 'ಜಿಲ್ಲಾ ಪಂಚಾಯತಿ ಹಂತಕ್ಕೆ ದಯವಿಟ್ಟು ಜಿಲ್ಲೆಯನ್ನು ಆಯ್ಕೆಮಾಡಿ' },
  ASSIGN_TP_LOCATION: {
    en: 'Please select a District and Block for Taluk Panchayat level',
    kn: 'ತಾಲ್ಲೂಕು ಪಂಚಾಯತಿ ಹಂತಕ್ಕೆ ದಯವಿಟ್ಟು ಜಿಲ್ಲೆ ಮತ್ತು ತಾಲ್ಲೂಕನ್ನು ಆಯ್ಕೆಮಾಡಿ',
  },
  ASSIGN_GP_LOCATION: {
    en: 'Please select a District, Block and Panchayat for Gram Panchayat level',
    kn: 'ಗ್ರಾಮ ಪಂಚಾಯತಿ ಹಂತಕ್ಕೆ ದಯವಿಟ್ಟು ಜಿಲ್ಲೆ, ತಾಲ್ಲೂಕು ಮತ್ತು ಗ್ರಾಮ ಪಂಚಾಯತಿಯನ್ನು ಆಯ್ಕೆಮಾಡಿ',
  },
  LOCATION_UNKNOWN: { en: 'The selected location does not exist.', kn: 'ಆಯ್ಕೆಮಾಡಿದ ಸ್ಥಳ ಅಸ್ತಿತ್ವದಲ್ಲಿಲ್ಲ.' },
  LOCATION_FIELD_UNKNOWN: { en: 'Unknown location', kn: 'ತಿಳಿಯದ ಸ್ಥಳ' },
  ROLE_ASSIGNED: { en: 'Role assigned', kn: 'ಪಾತ್ರವನ್ನು ನಿಯೋಜಿಸಲಾಗಿದೆ' },
  ROLES_ASSIGNED: { en: 'Roles assigned', kn: 'ಪಾತ್ರಗಳನ್ನು ನಿಯೋಜಿಸಲಾಗಿದೆ' },
  ASSIGNMENT_REMOVED: { en: 'Assigned role removed.', kn: 'ನಿಯೋಜಿತ ಪಾತ್ರವನ್ನು ತೆಗೆದುಹಾಕಲಾಗಿದೆ.' },
  ALREADY_ADMIN: { en: '%{name} is already an administrator.', kn: '%{name} ಈಗಾಗಲೇ ನಿರ್ವಾಹಕರಾಗಿದ್ದಾರೆ.' },
  ALREADY_USER: { en: '%{name} is already a user.', kn: '%{name} ಈಗಾಗಲೇ ಸಾಮಾನ್ಯ ಬಳಕೆದಾರರಾಗಿದ್ದಾರೆ.' },
  NOW_ADMIN: { en: '%{name} is now an administrator.', kn: '%{name} ಈಗ ನಿರ್ವಾಹಕರಾಗಿದ್ದಾರೆ.' },
  NOW_USER: { en: '%{name} is now a user.', kn: '%{name} ಈಗ ಸಾಮಾನ್ಯ ಬಳಕೆದಾರರಾಗಿದ್ದಾರೆ.' },
  ROLE_CREATED: { en: 'Role created.', kn: 'ಪಾತ್ರವನ್ನು ರಚಿಸಲಾಗಿದೆ.' },
  ROLE_UPDATED: { en: 'Role updated.', kn: 'ಪಾತ್ರವನ್ನು ಬದಲಾಯಿಸಲಾಗಿದೆ.' },
  ROLE_NOW_ACTIVE: { en: 'Role is now Active.', kn: 'ಪಾತ್ರ ಈಗ ಸಕ್ರಿಯವಾಗಿದೆ.' },
  ROLE_NOW_INACTIVE: { en: 'Role is now Inactive.', kn: 'ಪಾತ್ರ ಈಗ ನಿಷ್ಕ್ರಿಯವಾಗಿದೆ.' },
  ROLE_DELETED: { en: 'Role deleted.', kn: 'ಪಾತ್ರವನ್ನು ಅಳಿಸಲಾಗಿದೆ.' },
  DEPARTMENT_ADDED: { en: 'Department added.', kn: 'ಇಲಾಖೆಯನ್ನು ಸೇರಿಸಲಾಗಿದೆ.' },
  DEPARTMENT_UPDATED: { en: 'Department updated.', kn: 'ಇಲಾಖೆಯನ್ನು ಬದಲಾಯಿಸಲಾಗಿದೆ.' },
  AGENCY_ADDED: { en: 'Implementing agency added.', kn: 'ಅನುಷ್ಠಾನ ಸಂಸ್ಥೆಯನ್ನು ಸೇರಿಸಲಾಗಿದೆ.' },
  AGENCY_UPDATED: { en: 'Implementing agency updated.', kn: 'ಅನುಷ್ಠಾನ ಸಂಸ್ಥೆಯನ್ನು ಬದಲಾಯಿಸಲಾಗಿದೆ.' },

  // Role, department and agency forms
  AGENCY_NAME_REQUIRED: { en: 'Agency name is required', kn: 'ಸಂಸ್ಥೆಯ ಹೆಸರು ಅಗತ್ಯವಿದೆ' },
  DEPARTMENT_CODE_REQUIRED: { en: 'Department code is required', kn: 'ಇಲಾಖೆಯ ಕೋಡ್ ಅಗತ್ಯವಿದೆ' },
  DEPARTMENT_CODE_FORMAT: {
    en: 'Department code must be 1 to 20 letters, digits, - or _',
    kn: 'ಇಲಾಖೆಯ ಕೋಡ್‌ನಲ್ಲಿ 1 ರಿಂದ 20 ಅಕ್ಷರಗಳು, ಅಂಕಿಗಳು, - ಅಥವಾ _ ಇರಬೇಕು',
  },
  DEPARTMENT_NAME_REQUIRED: { en: 'Department name is required', kn: 'ಇಲಾಖೆಯ ಹೆಸರು ಅಗತ್ಯವಿದೆ' },
  ROLE_NAME_KN_TOO_LONG: { en: 'Kannada role name must be at most 150 characters', kn: 'ಪಾತ್ರದ ಕನ್ನಡ ಹೆಸರು ಗರಿಷ್ಠ 150 ಅಕ್ಷರಗಳಿರಬೇಕು' },
  DEPARTMENT_NAME_KN_TOO_LONG: {
    en: 'Kannada department name must be at most 150 characters',
    kn: 'ಇಲಾಖೆಯ ಕನ್ನಡ ಹೆಸರು ಗರಿಷ್ಠ 150 ಅಕ್ಷರಗಳಿರಬೇಕು',
  },
  AGENCY_NAME_KN_TOO_LONG: {
    en: 'Kannada agency name must be at most 150 characters',
    kn: 'ಅನುಷ್ಠಾನ ಸಂಸ್ಥೆಯ ಕನ್ನಡ ಹೆಸರು ಗರಿಷ್ಠ 150 ಅಕ್ಷರಗಳಿರಬೇಕು',
  },
  POSTS_WHOLE_NUMBER: { en: 'Number of posts must be a whole number of at least 1', kn: 'ಹುದ್ದೆಗಳ ಸಂಖ್ಯೆ ಕನಿಷ್ಠ 1 ಇರುವ ಪೂರ್ಣ ಸಂಖ್ಯೆಯಾಗಿರಬೇಕು' },
  POSTS_MAX: { en: 'Number of posts must be at most %{max}', kn: 'ಹುದ್ದೆಗಳ ಸಂಖ್ಯೆ ಗರಿಷ್ಠ %{max} ಆಗಿರಬೇಕು' },
  ROLE_CODE_REQUIRED: { en: 'Role code is required', kn: 'ಪಾತ್ರದ ಕೋಡ್ ಅಗತ್ಯವಿದೆ' },
  ROLE_CODE_FORMAT: {
    en: 'Role code must be 1 to 30 letters, digits, - or _',
    kn: 'ಪಾತ್ರದ ಕೋಡ್‌ನಲ್ಲಿ 1 ರಿಂದ 30 ಅಕ್ಷರಗಳು, ಅಂಕಿಗಳು, - ಅಥವಾ _ ಇರಬೇಕು',
  },
  ROLE_NAME_REQUIRED: { en: 'Role name is required', kn: 'ಪಾತ್ರದ ಹೆಸರು ಅಗತ್ಯವಿದೆ' },
  ROLE_NAME_TOO_LONG: { en: 'Role name must be at most 150 characters', kn: 'ಪಾತ್ರದ ಹೆಸರು ಗರಿಷ್ಠ 150 ಅಕ್ಷರಗಳಿರಬೇಕು' },
  SELECT_DEPARTMENT: { en: 'Select a department', kn: 'ಒಂದು ಇಲಾಖೆಯನ್ನು ಆಯ್ಕೆಮಾಡಿ' },
  SELECT_LEVEL: { en: 'Select a level: STATE, ZP, TP or GP', kn: 'ಹಂತವನ್ನು ಆಯ್ಕೆಮಾಡಿ: STATE, ZP, TP ಅಥವಾ GP' },
  SELECT_AGENCY: { en: 'Select an implementing agency', kn: 'ಒಂದು ಅನುಷ್ಠಾನ ಸಂಸ್ಥೆಯನ್ನು ಆಯ್ಕೆಮಾಡಿ' },
  IS_ACTIVE_BOOL: { en: 'is_active must be true or false', kn: 'is_active ಮೌಲ್ಯ true ಅಥವಾ false ಆಗಿರಬೇಕು' },
  LEVELS_INVALID: { en: 'levels must be STATE, ZP, TP or GP', kn: 'ಹಂತ STATE, ZP, TP ಅಥವಾ GP ಆಗಿರಬೇಕು' },
  PERMISSION_INVALID: { en: 'permission must be ADMIN or USER', kn: 'ಅನುಮತಿ ADMIN ಅಥವಾ USER ಆಗಿರಬೇಕು' },
  STATE_CODE_INVALID: { en: 'state_code must be 15 (Karnataka)', kn: 'state_code 15 (ಕರ್ನಾಟಕ) ಆಗಿರಬೇಕು' },

  // Ids, location codes, options, MIS loads, locations
  ID_LIST_TOO_LONG: { en: 'At most %{max} items may be sent at once.', kn: 'ಒಂದು ಬಾರಿಗೆ ಗರಿಷ್ಠ %{max} ಅಂಶಗಳನ್ನು ಕಳುಹಿಸಬಹುದು.' },
  LOCATION_CODE_REQUIRED: { en: '%{field} is required', kn: '%{field} ಅಗತ್ಯವಿದೆ' },
  LOCATION_CODE_FORMAT: { en: '%{field} must be a %{digits}-digit %{level} code', kn: '%{field} %{digits} ಅಂಕಿಯ %{level} ಕೋಡ್ ಆಗಿರಬೇಕು' },
  SCHEDULE_ID_INVALID: { en: 'id must be a schedule id.', kn: 'id ವೇಳಾಪಟ್ಟಿಯ id ಆಗಿರಬೇಕು.' },
  DEPARTMENT_ID_INVALID: { en: 'department_id must be a department id.', kn: 'department_id ಇಲಾಖೆಯ id ಆಗಿರಬೇಕು.' },
  SELECT_MAIN_OPTION: { en: 'Select a main option', kn: 'ಮುಖ್ಯ ಆಯ್ಕೆಯನ್ನು ಆರಿಸಿ' },
  MAIN_OPTION_ID_INVALID: {
    en: 'main_option_id must be a whole number from 1 to 2147483647',
    kn: 'main_option_id 1 ರಿಂದ 2147483647 ವರೆಗಿನ ಪೂರ್ಣ ಸಂಖ್ಯೆಯಾಗಿರಬೇಕು',
  },
  MAIN_OPTION_NOT_FOUND: { en: 'Main option not found.', kn: 'ಮುಖ್ಯ ಆಯ್ಕೆ ಸಿಗಲಿಲ್ಲ.' },
  SUB_OPTION_NOT_FOUND: { en: 'Sub option not found.', kn: 'ಉಪ ಆಯ್ಕೆ ಸಿಗಲಿಲ್ಲ.' },
  MAIN_OPTION_UNKNOWN: { en: 'The selected main option does not exist.', kn: 'ಆಯ್ಕೆಮಾಡಿದ ಮುಖ್ಯ ಆಯ್ಕೆ ಅಸ್ತಿತ್ವದಲ್ಲಿಲ್ಲ.' },
  MAIN_OPTION_FIELD_UNKNOWN: { en: 'Unknown main option', kn: 'ತಿಳಿಯದ ಮುಖ್ಯ ಆಯ್ಕೆ' },
  MAIN_OPTION_ADDED: { en: 'Main option added.', kn: 'ಮುಖ್ಯ ಆಯ್ಕೆಯನ್ನು ಸೇರಿಸಲಾಗಿದೆ.' },
  MAIN_OPTION_UPDATED: { en: 'Main option updated.', kn: 'ಮುಖ್ಯ ಆಯ್ಕೆಯನ್ನು ಬದಲಾಯಿಸಲಾಗಿದೆ.' },
  SUB_OPTION_ADDED: { en: 'Sub option added.', kn: 'ಉಪ ಆಯ್ಕೆಯನ್ನು ಸೇರಿಸಲಾಗಿದೆ.' },
  SUB_OPTION_UPDATED: { en: 'Sub option updated.', kn: 'ಉಪ ಆಯ್ಕೆಯನ್ನು ಬದಲಾಯಿಸಲಾಗಿದೆ.' },
  JOB_NOT_FOUND: { en: 'No such job.', kn: 'ಅಂತಹ ಕೆಲಸ ಇಲ್ಲ.' },
  MIS_LOAD_JOINED: {
    en: 'Loading %{what} of %{panchayat} is already under way; following it.',
    kn: '%{panchayat} ರ %{what} ತರುವ ಕೆಲಸ ಈಗಾಗಲೇ ನಡೆಯುತ್ತಿದೆ; ಅದನ್ನೇ ಅನುಸರಿಸಲಾಗುತ್ತಿದೆ.',
  },
  MIS_LOAD_STARTED: {
    en: 'Loading %{what} of %{panchayat} from the MIS has started.',
    kn: '%{panchayat} ರ %{what} ಅನ್ನು MIS ನಿಂದ ತರುವ ಕೆಲಸ ಆರಂಭವಾಗಿದೆ.',
  },
  PANCHAYATS_FOUND: { en: '%{total} panchayats', kn: '%{total} ಗ್ರಾಮ ಪಂಚಾಯತಿಗಳು' },
  NO_DATA: { en: 'No data available', kn: 'ಮಾಹಿತಿ ಲಭ್ಯವಿಲ್ಲ' },
  PANCHAYAT_OUTSIDE_JURISDICTION: {
    en: 'Panchayat %{name} (%{code}) is outside your jurisdiction.',
    kn: 'ಗ್ರಾಮ ಪಂಚಾಯತಿ %{name} (%{code}) ನಿಮ್ಮ ವ್ಯಾಪ್ತಿಯ ಹೊರಗಿದೆ.',
  },
  PANCHAYAT_NOT_FOUND: { en: 'Panchayat %{code} does not exist.', kn: 'ಗ್ರಾಮ ಪಂಚಾಯತಿ %{code} ಅಸ್ತಿತ್ವದಲ್ಲಿಲ್ಲ.' },
  PANCHAYAT_ELSEWHERE: {
    en: 'Panchayat %{gp} lies in block %{block} of district %{district}, not in block %{tp} of district %{zp}.',
    kn: 'ಗ್ರಾಮ ಪಂಚಾಯತಿ %{gp} ಜಿಲ್ಲೆ %{district} ರ ತಾಲ್ಲೂಕು %{block} ನಲ್ಲಿದೆ, ಜಿಲ್ಲೆ %{zp} ರ ತಾಲ್ಲೂಕು %{tp} ನಲ್ಲಿ ಅಲ್ಲ.',
  },
  BLOCK_FIELD_NOT_CONTAINING: { en: 'Does not contain this panchayat', kn: 'ಈ ಗ್ರಾಮ ಪಂಚಾಯತಿ ಇದರಲ್ಲಿಲ್ಲ' },
  BLOCK_NOT_OF_DISTRICT: {
    en: 'block_code %{block} does not belong to district_code %{district}',
    kn: 'block_code %{block} district_code %{district} ಗೆ ಸೇರಿಲ್ಲ',
  },
  BLOCK_FIELD_NOT_IN_DISTRICT: { en: 'Block is not in the selected district', kn: 'ತಾಲ್ಲೂಕು ಆಯ್ಕೆಮಾಡಿದ ಜಿಲ್ಲೆಯಲ್ಲಿಲ್ಲ' },

  // Menu options and MIS load forms
  OPTION_NAME_REQUIRED: { en: 'Option name is required', kn: 'ಆಯ್ಕೆಯ ಹೆಸರು ಅಗತ್ಯವಿದೆ' },
  OPTION_NAME_TOO_LONG: { en: 'Option name must be at most 100 characters', kn: 'ಆಯ್ಕೆಯ ಹೆಸರು ಗರಿಷ್ಠ 100 ಅಕ್ಷರಗಳಿರಬೇಕು' },
  SUB_OPTION_NAME_REQUIRED: { en: 'Sub option name is required', kn: 'ಉಪ ಆಯ್ಕೆಯ ಹೆಸರು ಅಗತ್ಯವಿದೆ' },
  SUB_OPTION_NAME_TOO_LONG: { en: 'Sub option name must be at most 100 characters', kn: 'ಉಪ ಆಯ್ಕೆಯ ಹೆಸರು ಗರಿಷ್ಠ 100 ಅಕ್ಷರಗಳಿರಬೇಕು' },
  OPTION_NAME_KN_INVALID: { en: 'Kannada option name must be text', kn: 'ಆಯ್ಕೆಯ ಕನ್ನಡ ಹೆಸರು ಪಠ್ಯವಾಗಿರಬೇಕು' },
  OPTION_NAME_KN_TOO_LONG: { en: 'Kannada option name must be at most 100 characters', kn: 'ಆಯ್ಕೆಯ ಕನ್ನಡ ಹೆಸರು ಗರಿಷ್ಠ 100 ಅಕ್ಷರಗಳಿರಬೇಕು' },
  SUB_OPTION_NAME_KN_INVALID: { en: 'Kannada sub option name must be text', kn: 'ಉಪ ಆಯ್ಕೆಯ ಕನ್ನಡ ಹೆಸರು ಪಠ್ಯವಾಗಿರಬೇಕು' },
  SUB_OPTION_NAME_KN_TOO_LONG: {
    en: 'Kannada sub option name must be at most 100 characters',
    kn: 'ಉಪ ಆಯ್ಕೆಯ ಕನ್ನಡ ಹೆಸರು ಗರಿಷ್ಠ 100 ಅಕ್ಷರಗಳಿರಬೇಕು',
  },
  ACCESS_LEVEL_INVALID: { en: 'access_level must be USER or ADMIN', kn: 'access_level ಮೌಲ್ಯ USER ಅಥವಾ ADMIN ಆಗಿರಬೇಕು' },
  ICON_INVALID: { en: 'icon must be one of %{icons}', kn: 'icon ಇವುಗಳಲ್ಲಿ ಒಂದಾಗಿರಬೇಕು: %{icons}' },
  ROUTER_INVALID_USERS: { en: 'router must be a path such as /users/rolesmanage', kn: 'router ಒಂದು ಪಥವಾಗಿರಬೇಕು, ಉದಾ. /users/rolesmanage' },
  ROUTER_INVALID_AUDIT: { en: 'router must be a path such as /audit/issues', kn: 'router ಒಂದು ಪಥವಾಗಿರಬೇಕು, ಉದಾ. /audit/issues' },
  SPIDER_INVALID: { en: 'spiderName must be one of %{names}', kn: 'spiderName ಇವುಗಳಲ್ಲಿ ಒಂದಾಗಿರಬೇಕು: %{names}' },
  SPIDER_ARGS_REQUIRED: { en: 'args are required: { tpcode, zpcode, gpcode }', kn: 'args ಅಗತ್ಯವಿದೆ: { tpcode, zpcode, gpcode }' },
  Q_TEXT: { en: 'q must be text', kn: 'q ಪಠ್ಯವಾಗಿರಬೇಕು' },
  Q_TOO_LONG: { en: 'q is at most 100 characters', kn: 'q ಗರಿಷ್ಠ 100 ಅಕ್ಷರಗಳಿರಬೇಕು' },
  PAGE_INVALID: { en: 'page must be a whole number from 1', kn: 'page 1 ಅಥವಾ ಹೆಚ್ಚಿನ ಪೂರ್ಣ ಸಂಖ್ಯೆಯಾಗಿರಬೇಕು' },
  PAGE_TOO_LARGE: { en: 'page is at most 100000', kn: 'page ಗರಿಷ್ಠ 100000 ಆಗಿರಬೇಕು' },
  PER_PAGE_INVALID: { en: 'perPage must be a whole number from 1 to 500', kn: 'perPage 1 ರಿಂದ 500 ವರೆಗಿನ ಪೂರ್ಣ ಸಂಖ್ಯೆಯಾಗಿರಬೇಕು' },

  // Assign roles form
  SELECT_USER: { en: 'Select a user', kn: 'ಒಬ್ಬ ಬಳಕೆದಾರರನ್ನು ಆಯ್ಕೆಮಾಡಿ' },

  // Social audit: recovery filing, verification, issues
  AMOUNT_LIKE: { en: 'Enter an amount like 1234.50', kn: '1234.50 ರಂತೆ ಮೊತ್ತವನ್ನು ನಮೂದಿಸಿ' },
  LABELED_AMOUNT_LIKE: { en: '%{label}: Enter an amount like 1234.50', kn: '%{label}: 1234.50 ರಂತೆ ಮೊತ್ತವನ್ನು ನಮೂದಿಸಿ' },
  FILING_DECISION: {
    en: 'Please select a decision (Recovery / Dropped / Not Submitted)',
    kn: 'ದಯವಿಟ್ಟು ನಿರ್ಧಾರವನ್ನು ಆಯ್ಕೆಮಾಡಿ (ವಸೂಲಿ / ಕೈಬಿಡಲಾಗಿದೆ / ಸಲ್ಲಿಸಿಲ್ಲ)',
  },
  FILING_REMARK: { en: 'Please enter a remark.', kn: 'ದಯವಿಟ್ಟು ಷರಾ ನಮೂದಿಸಿ.' },
  FILING_CASE_STATUS: { en: 'Please specify whether recovery was made.', kn: 'ವಸೂಲಿ ಆಗಿದೆಯೇ ಎಂದು ದಯವಿಟ್ಟು ತಿಳಿಸಿ.' },
  FILING_MODE: { en: 'Please select a recovery mode.', kn: 'ದಯವಿಟ್ಟು ವಸೂಲಿಯ ವಿಧಾನವನ್ನು ಆಯ್ಕೆಮಾಡಿ.' },
  FILING_INSUFFICIENT: { en: 'Please provide a remark for less than expected recovery.', kn: 'ನಿರೀಕ್ಷೆಗಿಂತ ಕಡಿಮೆ ವಸೂಲಿಗೆ ದಯವಿಟ್ಟು ಷರಾ ನೀಡಿ.' },
  FILING_MAP_EXCESS: {
    en: 'Please select other issues to map excess recovery.',
    kn: 'ಹೆಚ್ಚುವರಿ ವಸೂಲಿಯನ್ನು ಜೋಡಿಸಲು ದಯವಿಟ್ಟು ಇತರ ಸಮಸ್ಯೆಗಳನ್ನು ಆಯ್ಕೆಮಾಡಿ.',
  },
  FILING_MISMATCH: {
    en: 'Please provide an additional remark for mismatch between expected and entered recovery amount.',
    kn: 'ನಿರೀಕ್ಷಿತ ಮತ್ತು ನಮೂದಿಸಿದ ವಸೂಲಿ ಮೊತ್ತಗಳ ವ್ಯತ್ಯಾಸಕ್ಕೆ ದಯವಿಟ್ಟು ಹೆಚ್ಚುವರಿ ಷರಾ ನೀಡಿ.',
  },
  FILING_NO_EXCESS: {
    en: 'Excess can be mapped only when the recovered amount exceeds the expected amount.',
    kn: 'ವಸೂಲಿಯಾದ ಮೊತ್ತ ನಿರೀಕ್ಷಿತ ಮೊತ್ತಕ್ಕಿಂತ ಹೆಚ್ಚಿದ್ದಾಗ ಮಾತ್ರ ಹೆಚ್ಚುವರಿಯನ್ನು ಜೋಡಿಸಬಹುದು.',
  },
  FILING_TEXT_REQUIRED: { en: '%{field} must be text.', kn: '%{field} ಪಠ್ಯವಾಗಿರಬೇಕು.' },
  FILING_TEXT_TOO_LONG: { en: '%{field} is at most %{max} characters.', kn: '%{field} ಗರಿಷ್ಠ %{max} ಅಕ್ಷರಗಳಿರಬೇಕು.' },
  FILING_FIELDS_MISSING: {
    en: 'Please fill in all required %{mode} recovery fields: %{fields}.',
    kn: 'ದಯವಿಟ್ಟು %{mode} ವಸೂಲಿಯ ಎಲ್ಲಾ ಅಗತ್ಯ ಕ್ಷೇತ್ರಗಳನ್ನು ತುಂಬಿ: %{fields}.',
  },
  FILING_AMOUNT_ZERO: {
    en: '%{label} must be an amount above zero in rupees with at most two decimals.',
    kn: '%{label} ಸೊನ್ನೆಗಿಂತ ಹೆಚ್ಚಿನ, ಗರಿಷ್ಠ ಎರಡು ದಶಮಾಂಶ ಸ್ಥಾನಗಳ ರೂಪಾಯಿ ಮೊತ್ತವಾಗಿರಬೇಕು.',
  },
  FILING_DATE_FORMAT: { en: '%{label} must be a date (yyyy-mm-dd).', kn: '%{label} ದಿನಾಂಕವಾಗಿರಬೇಕು (yyyy-mm-dd).' },
  FILING_DATE_FUTURE: { en: '%{label} cannot be in the future.', kn: '%{label} ಭವಿಷ್ಯದ ದಿನಾಂಕವಾಗಿರಬಾರದು.' },
  FILING_TEXT_200: { en: '%{label} must be text of at most 200 characters.', kn: '%{label} ಗರಿಷ್ಠ 200 ಅಕ್ಷರಗಳ ಪಠ್ಯವಾಗಿರಬೇಕು.' },
  FILING_DD_EXPIRY_BEFORE: { en: 'DD Expiry Date cannot be before the DD Date.', kn: 'DD ಅವಧಿ ಮುಗಿಯುವ ದಿನಾಂಕ DD ದಿನಾಂಕಕ್ಕಿಂತ ಮೊದಲು ಇರಬಾರದು.' },
  FILING_AMOUNT_MISMATCH: { en: 'recovered_amount must equal the %{mode} amount.', kn: 'recovered_amount %{mode} ಮೊತ್ತಕ್ಕೆ ಸಮವಾಗಿರಬೇಕು.' },
  NOT_AUTHORIZED_TO_VIEW: { en: 'You are not authorized to view this content.', kn: 'ಈ ವಿಷಯವನ್ನು ನೋಡಲು ನಿಮಗೆ ಅಧಿಕಾರವಿಲ್ಲ.' },
  STATEMENT_EXISTS: { en: 'A statement for %{year} already exists.', kn: '%{year} ರ ಖಾತೆ ಸ್ಟೇಟ್‌ಮೆಂಟ್ ಈಗಾಗಲೇ ಇದೆ.' },
  STATEMENT_NOT_FOUND: { en: 'No statement for %{year} yet.', kn: '%{year} ರ ಖಾತೆ ಸ್ಟೇಟ್‌ಮೆಂಟ್ ಇನ್ನೂ ಇಲ್ಲ.' },
  FILL_REQUIRED: { en: 'Please fill all required fields', kn: 'ದಯವಿಟ್ಟು ಎಲ್ಲಾ ಅಗತ್ಯ ಕ್ಷೇತ್ರಗಳನ್ನು ತುಂಬಿ' },
  NEED_WORK_AND_PERSON: {
    en: 'Please add at least one work and one person before the final submit.',
    kn: 'ಅಂತಿಮವಾಗಿ ಸಲ್ಲಿಸುವ ಮೊದಲು ದಯವಿಟ್ಟು ಕನಿಷ್ಠ ಒಂದು ಕಾಮಗಾರಿ ಮತ್ತು ಒಬ್ಬ ವ್ಯಕ್ತಿಯನ್ನು ಸೇರಿಸಿ.',
  },
  WORK_CODE_FIELD_REQUIRED: { en: 'work_code is required', kn: 'work_code ಅಗತ್ಯವಿದೆ' },
  ISSUE_WORK_NOT_OF_PANCHAYAT: {
    en: 'Work %{work} is not a work of panchayat %{panchayat}.',
    kn: 'ಕಾಮಗಾರಿ %{work} ಗ್ರಾಮ ಪಂಚಾಯತಿ %{panchayat} ರ ಕಾಮಗಾರಿಯಲ್ಲ.',
  },
  ISSUE_WORK_TWICE: { en: 'Work %{work} is listed twice.', kn: 'ಕಾಮಗಾರಿ %{work} ಎರಡು ಬಾರಿ ಪಟ್ಟಿಯಲ್ಲಿದೆ.' },
  ISSUE_ROLE_NOT_OF_DEPARTMENT: {
    en: 'Role %{role} does not belong to department %{department}.',
    kn: 'ಪಾತ್ರ %{role} ಇಲಾಖೆ %{department} ಗೆ ಸೇರಿಲ್ಲ.',
  },
  DESIGNATION_TOO_LONG: { en: 'designation is at most 100 characters.', kn: 'ಪದನಾಮ ಗರಿಷ್ಠ 100 ಅಕ್ಷರಗಳಿರಬೇಕು.' },
  ISSUE_DEPARTMENT_EXCLUDED: {
    en: 'Department %{department} cannot be chosen: departments of STATE and ZP level are excluded.',
    kn: 'ಇಲಾಖೆ %{department} ಅನ್ನು ಆಯ್ಕೆ ಮಾಡಲು ಸಾಧ್ಯವಿಲ್ಲ: STATE ಮತ್ತು ZP ಹಂತದ ಇಲಾಖೆಗಳನ್ನು ಹೊರಗಿಡಲಾಗಿದೆ.',
  },
  IMPORT_FILE_TOO_LARGE: { en: 'The file is larger than %{mb} MB.', kn: 'ಕಡತ %{mb} MB ಗಿಂತ ದೊಡ್ಡದಾಗಿದೆ.' },
  OUTSIDE_JURISDICTION: { en: 'This location is outside your jurisdiction.', kn: 'ಈ ಸ್ಥಳ ನಿಮ್ಮ ವ್ಯಾಪ್ತಿಯ ಹೊರಗಿದೆ.' },
  // MIS changes (issue 29)
  MIS_CHANGES_FOUND: { en: '%{count} works with changes in the MIS.', kn: 'ಎಂಐಎಸ್‌ನಲ್ಲಿ ಬದಲಾದ %{count} ಕಾಮಗಾರಿಗಳು.' },
  MIS_CHANGES_KIND_INVALID: { en: 'kind must be one of: %{kinds}.', kn: 'kind ಇವುಗಳಲ್ಲಿ ಒಂದಾಗಿರಬೇಕು: %{kinds}.' },
  MIS_CHANGES_RANGE_INVALID: { en: 'The start date is after the end date.', kn: 'ಆರಂಭದ ದಿನಾಂಕ ಕೊನೆಯ ದಿನಾಂಕದ ನಂತರ ಇದೆ.' },
  MIS_CHANGES_CODE_INVALID: { en: '%{field} is not a valid code.', kn: '%{field} ಸರಿಯಾದ ಕೋಡ್ ಅಲ್ಲ.' },
  MIS_CHANGE_NEW_WORKS: { en: 'New work', kn: 'ಹೊಸ ಕಾಮಗಾರಿ' },
  MIS_CHANGE_GONE_WORKS: { en: 'Work gone from the MIS', kn: 'ಎಂಐಎಸ್‌ನಿಂದ ಕಾಣೆಯಾದ ಕಾಮಗಾರಿ' },
  MIS_CHANGE_AMOUNTS_CHANGED: { en: 'Amounts changed', kn: 'ಮೊತ್ತಗಳು ಬದಲಾಗಿವೆ' },
  MIS_CHANGE_WORKS_CHANGED: { en: 'Work details changed', kn: 'ಕಾಮಗಾರಿ ವಿವರಗಳು ಬದಲಾಗಿವೆ' },
  MIS_CHANGE_BILLS_ADDED: { en: 'Bill added', kn: 'ಬಿಲ್ ಸೇರಿಸಲಾಗಿದೆ' },
  MIS_CHANGE_BILLS_PAID: { en: 'Bill paid', kn: 'ಬಿಲ್ ಪಾವತಿಯಾಗಿದೆ' },
  MIS_CHANGE_BILLS_CHANGED: { en: 'Bill changed', kn: 'ಬಿಲ್ ಬದಲಾಗಿದೆ' },
  MIS_CHANGE_FTOS_ADDED: { en: 'FTO added', kn: 'ಎಫ್‌ಟಿಒ ಸೇರಿಸಲಾಗಿದೆ' },
  MIS_CHANGE_FTOS_CHANGED: { en: 'FTO changed', kn: 'ಎಫ್‌ಟಿಒ ಬದಲಾಗಿದೆ' },
  MIS_CHANGES_CSV_BLOCK: { en: 'Taluk', kn: 'ತಾಲ್ಲೂಕು' },
  MIS_CHANGES_CSV_PANCHAYAT: { en: 'Gram panchayat', kn: 'ಗ್ರಾಮ ಪಂಚಾಯತಿ' },
  MIS_CHANGES_CSV_WORK_CODE: { en: 'Work code', kn: 'ಕಾಮಗಾರಿ ಕೋಡ್' },
  MIS_CHANGES_CSV_WORK_NAME: { en: 'Work name', kn: 'ಕಾಮಗಾರಿಯ ಹೆಸರು' },
  MIS_CHANGES_CSV_FTO_NO: { en: 'FTO no.', kn: 'ಎಫ್‌ಟಿಒ ಸಂಖ್ಯೆ' },
  MIS_CHANGES_CSV_AT: { en: 'Loaded at', kn: 'ಲೋಡ್ ಮಾಡಿದ ಸಮಯ' },
  MIS_CHANGES_CSV_RUN: { en: 'Load', kn: 'ಲೋಡ್' },
  MIS_CHANGES_CSV_KIND: { en: 'Change', kn: 'ಬದಲಾವಣೆ' },
  MIS_CHANGES_CSV_ROW: { en: 'Row', kn: 'ಸಾಲು' },
  MIS_CHANGES_CSV_FIELD: { en: 'Field', kn: 'ಕ್ಷೇತ್ರ' },
  MIS_CHANGES_CSV_OLD: { en: 'Old value', kn: 'ಹಳೆಯ ಮೌಲ್ಯ' },
  MIS_CHANGES_CSV_NEW: { en: 'New value', kn: 'ಹೊಸ ಮೌಲ್ಯ' },
  MIS_CHANGES_CSV_DIFFERENCE: { en: 'Difference', kn: 'ವ್ಯತ್ಯಾಸ' },
  // A MIS history entry in the officer's words (issue 43 item 1; server/src/scraper/changes/change-words.ts,
  // for the MIS Changes page, the Fill Work File's notice, the work's print view and the CSV): the row
  // (MIS_WORD_SUBJECT_*), what happened to it, each column's label (MIS_FIELD_<column>), the MIS's statuses.
  MIS_WORD_SUBJECT_WORK: { en: 'The work', kn: 'ಕಾಮಗಾರಿ' },
  MIS_WORD_SUBJECT_REGISTER: { en: 'The work register', kn: 'ಕಾಮಗಾರಿ ರಿಜಿಸ್ಟರ್' },
  MIS_WORD_SUBJECT_BILL: { en: 'Bill %{bill}', kn: 'ಬಿಲ್ %{bill}' },
  MIS_WORD_SUBJECT_BILL_VOUCHER: { en: 'The bill of voucher %{voucher}', kn: 'ಓಚರ್ %{voucher} ರ ಬಿಲ್' },
  MIS_WORD_SUBJECT_BILL_UNKNOWN: { en: 'A bill', kn: 'ಒಂದು ಬಿಲ್' },
  MIS_WORD_SUBJECT_MATERIAL: { en: 'Material “%{material}”', kn: 'ಸಾಮಗ್ರಿ “%{material}”' },
  MIS_WORD_SUBJECT_MATERIAL_OF_BILL: { en: 'Material “%{material}” of bill %{bill}', kn: 'ಬಿಲ್ %{bill} ರ ಸಾಮಗ್ರಿ “%{material}”' },
  MIS_WORD_SUBJECT_MATERIAL_BILL: { en: 'Material of bill %{bill}', kn: 'ಬಿಲ್ %{bill} ರ ಸಾಮಗ್ರಿ' },
  MIS_WORD_SUBJECT_MATERIAL_UNKNOWN: { en: 'A material register line', kn: 'ಸಾಮಗ್ರಿ ರಿಜಿಸ್ಟರ್‌ನ ಒಂದು ಸಾಲು' },
  MIS_WORD_SUBJECT_FTO: { en: 'FTO %{fto}', kn: 'FTO ಸಂಖ್ಯೆ %{fto}' },
  MIS_WORD_SUBJECT_FTO_TRANSACTION: { en: 'FTO %{fto}, transaction %{reference}', kn: 'FTO %{fto}, ವಹಿವಾಟು %{reference}' },
  MIS_WORD_SUBJECT_FTO_ROW: { en: 'FTO %{fto}, row %{row}', kn: 'FTO %{fto}, ಸಾಲು %{row}' },
  MIS_WORD_SUBJECT_ROW: { en: 'A row of the MIS', kn: 'MIS ನ ಒಂದು ಸಾಲು' },
  MIS_WORD_ADDED: { en: '%{subject} added', kn: '%{subject} ಸೇರಿಸಲಾಗಿದೆ' },
  MIS_WORD_CHANGED: { en: '%{subject} changed', kn: '%{subject} ಬದಲಾಗಿದೆ' },
  MIS_WORD_GONE: { en: '%{subject} gone from the MIS', kn: '%{subject} MIS ನಿಂದ ಹೋಗಿದೆ' },
  MIS_WORD_BACK: { en: '%{subject} back in the MIS', kn: '%{subject} ಮತ್ತೆ MIS ನಲ್ಲಿ' },
  MIS_WORD_NEW_BILL: { en: 'New bill %{bill} of %{amount} dated %{date}', kn: 'ಹೊಸ ಬಿಲ್ %{bill}: %{amount}, ದಿನಾಂಕ %{date}' },
  MIS_WORD_BILL_BACK: {
    en: 'Bill %{bill} of %{amount} dated %{date} back in the MIS',
    kn: 'ಬಿಲ್ %{bill} (%{amount}, ದಿನಾಂಕ %{date}) ಮತ್ತೆ MIS ನಲ್ಲಿ',
  },
  MIS_WORD_YES: { en: 'Yes', kn: 'ಹೌದು' },
  MIS_WORD_NO: { en: 'No', kn: 'ಇಲ್ಲ' },
  MIS_FIELD_WORK_CODE: { en: 'Work code', kn: 'ಕಾಮಗಾರಿ ಕೋಡ್' },
  MIS_FIELD_DISTRICT_CODE: { en: 'District code', kn: 'ಜಿಲ್ಲೆಯ ಕೋಡ್' },
  MIS_FIELD_BLOCK_CODE: { en: 'Taluk code', kn: 'ತಾಲ್ಲೂಕು ಕೋಡ್' },
  MIS_FIELD_PANCHAYAT_CODE: { en: 'Gram panchayat code', kn: 'ಗ್ರಾಮ ಪಂಚಾಯತಿ ಕೋಡ್' },
  MIS_FIELD_DISTRICT_NAME: { en: 'District', kn: 'ಜಿಲ್ಲೆ' },
  MIS_FIELD_BLOCK_NAME: { en: 'Taluk', kn: 'ತಾಲ್ಲೂಕು' },
  MIS_FIELD_PANCHAYAT_NAME: { en: 'Gram panchayat', kn: 'ಗ್ರಾಮ ಪಂಚಾಯತಿ' },
  MIS_FIELD_WORK_START_FIN_YEAR: { en: 'Financial year the work started', kn: 'ಕಾಮಗಾರಿ ಆರಂಭವಾದ ಹಣಕಾಸು ವರ್ಷ' },
  MIS_FIELD_WORK_STATUS: { en: 'Work status', kn: 'ಕಾಮಗಾರಿಯ ಸ್ಥಿತಿ' },
  MIS_FIELD_WORK_NAME: { en: 'Work name', kn: 'ಕಾಮಗಾರಿಯ ಹೆಸರು' },
  MIS_FIELD_MASTER_WORK_CATEGORY: { en: 'Main work category', kn: 'ಕಾಮಗಾರಿಯ ಮುಖ್ಯ ವರ್ಗ' },
  MIS_FIELD_WORK_CATEGORY: { en: 'Work category', kn: 'ಕಾಮಗಾರಿಯ ವರ್ಗ' },
  MIS_FIELD_WORK_TYPE_NEW_MODULE: { en: 'Work type (new module)', kn: 'ಕಾಮಗಾರಿಯ ಪ್ರಕಾರ (ಹೊಸ ಮಾಡ್ಯೂಲ್)' },
  MIS_FIELD_WORK_TYPE: { en: 'Work type', kn: 'ಕಾಮಗಾರಿಯ ಪ್ರಕಾರ' },
  MIS_FIELD_AGENCY_NAME: { en: 'Implementing agency', kn: 'ಅನುಷ್ಠಾನ ಸಂಸ್ಥೆ' },
  MIS_FIELD_SANCTION_WAGES: { en: 'Sanctioned wages', kn: 'ಮಂಜೂರಾದ ಕೂಲಿ ಮೊತ್ತ' },
  MIS_FIELD_SANCTION_MATERIAL: { en: 'Sanctioned material', kn: 'ಮಂಜೂರಾದ ಸಾಮಗ್ರಿ ಮೊತ್ತ' },
  MIS_FIELD_SANCTION_TOTAL: { en: 'Sanctioned total', kn: 'ಮಂಜೂರಾದ ಒಟ್ಟು ಮೊತ್ತ' },
  MIS_FIELD_PAID_CURRENT_FY_WAGES: { en: 'Wages paid this financial year', kn: 'ಈ ಹಣಕಾಸು ವರ್ಷ ಪಾವತಿಸಿದ ಕೂಲಿ' },
  MIS_FIELD_PAID_CURRENT_FY_MATERIAL: { en: 'Material paid this financial year', kn: 'ಈ ಹಣಕಾಸು ವರ್ಷ ಪಾವತಿಸಿದ ಸಾಮಗ್ರಿ ಮೊತ್ತ' },
  MIS_FIELD_BOOKED_CURRENT_FY_WAGES: { en: 'Wages booked this financial year', kn: 'ಈ ಹಣಕಾಸು ವರ್ಷ ದಾಖಲಾದ ಕೂಲಿ ವೆಚ್ಚ' },
  MIS_FIELD_BOOKED_CURRENT_FY_MATERIAL: { en: 'Material booked this financial year', kn: 'ಈ ಹಣಕಾಸು ವರ್ಷ ದಾಖಲಾದ ಸಾಮಗ್ರಿ ವೆಚ್ಚ' },
  MIS_FIELD_BOOKED_INCEPTION_WAGES: { en: 'Wages booked since inception', kn: 'ಆರಂಭದಿಂದ ದಾಖಲಾದ ಕೂಲಿ ವೆಚ್ಚ' },
  MIS_FIELD_BOOKED_INCEPTION_MATERIAL: { en: 'Material booked since inception', kn: 'ಆರಂಭದಿಂದ ದಾಖಲಾದ ಸಾಮಗ್ರಿ ವೆಚ್ಚ' },
  MIS_FIELD_PAID_INCEPTION_WAGES: { en: 'Wages paid since inception', kn: 'ಆರಂಭದಿಂದ ಪಾವತಿಸಿದ ಕೂಲಿ' },
  MIS_FIELD_PAID_INCEPTION_MATERIAL: { en: 'Material paid since inception', kn: 'ಆರಂಭದಿಂದ ಪಾವತಿಸಿದ ಸಾಮಗ್ರಿ ಮೊತ್ತ' },
  MIS_FIELD_PAID_INCEPTION_TOTAL: { en: 'Expenditure since inception', kn: 'ಆರಂಭದಿಂದ ಒಟ್ಟು ವೆಚ್ಚ' },
  MIS_FIELD_TOTAL_MANDAYS: { en: 'Person-days since inception', kn: 'ಆರಂಭದಿಂದ ಮಾನವ ದಿನಗಳು' },
  MIS_FIELD_MANDAYS_CURRENT_FY: { en: 'Person-days this financial year', kn: 'ಈ ಹಣಕಾಸು ವರ್ಷದ ಮಾನವ ದಿನಗಳು' },
  MIS_FIELD_UNITS: { en: 'Units', kn: 'ಘಟಕಗಳು' },
  MIS_FIELD_IS_SECURE: { en: 'Estimate made in SECURE', kn: 'SECURE ನಲ್ಲಿ ಅಂದಾಜು ಮಾಡಲಾಗಿದೆ' },
  MIS_FIELD_IS_CONVERGENCE: { en: 'Convergence work', kn: 'ಒಗ್ಗೂಡಿಸುವಿಕೆ ಕಾಮಗಾರಿ' },
  MIS_FIELD_STARTED_ON: { en: 'Start date', kn: 'ಆರಂಭದ ದಿನಾಂಕ' },
  MIS_FIELD_PHYSICALLY_COMPLETED_ON: { en: 'Physically completed on', kn: 'ಭೌತಿಕವಾಗಿ ಪೂರ್ಣಗೊಂಡ ದಿನಾಂಕ' },
  MIS_FIELD_BENEFICIARY_JCN: { en: 'Beneficiary job card', kn: 'ಫಲಾನುಭವಿಯ ಜಾಬ್ ಕಾರ್ಡ್' },
  MIS_FIELD_PRIORITY_NO: { en: 'Priority number', kn: 'ಆದ್ಯತಾ ಸಂಖ್ಯೆ' },
  MIS_FIELD_TS_DATE: { en: 'Technical sanction date', kn: 'ತಾಂತ್ರಿಕ ಮಂಜೂರಾತಿ ದಿನಾಂಕ' },
  MIS_FIELD_AS_DATE: { en: 'Administrative sanction date', kn: 'ಆಡಳಿತಾತ್ಮಕ ಮಂಜೂರಾತಿ ದಿನಾಂಕ' },
  MIS_FIELD_IMPLEMENTING_AGENCY: { en: 'Implementing agency', kn: 'ಅನುಷ್ಠಾನ ಸಂಸ್ಥೆ' },
  MIS_FIELD_ESTIMATED_COMPLETION_ON: { en: 'Expected completion date', kn: 'ನಿರೀಕ್ಷಿತ ಪೂರ್ಣಗೊಳ್ಳುವ ದಿನಾಂಕ' },
  MIS_FIELD_ACTUAL_COMPLETION_ON: { en: 'Completion date', kn: 'ಪೂರ್ಣಗೊಂಡ ದಿನಾಂಕ' },
  MIS_FIELD_SANCTIONED_UNSKILLED: { en: 'Sanctioned unskilled wages', kn: 'ಮಂಜೂರಾದ ಅಕುಶಲ ಕೂಲಿ' },
  MIS_FIELD_SANCTIONED_MATERIAL: { en: 'Sanctioned material', kn: 'ಮಂಜೂರಾದ ಸಾಮಗ್ರಿ ಮೊತ್ತ' },
  MIS_FIELD_DETAIL_URL: { en: 'Link to the MIS page', kn: 'MIS ಪುಟದ ಲಿಂಕ್' },
  MIS_FIELD_BILL_KEY: { en: 'Bill', kn: 'ಬಿಲ್' },
  MIS_FIELD_ITEM_KEY: { en: 'Material register line', kn: 'ಸಾಮಗ್ರಿ ರಿಜಿಸ್ಟರ್ ಸಾಲು' },
  MIS_FIELD_ROW_KEY: { en: 'Transaction', kn: 'ವಹಿವಾಟು' },
  MIS_FIELD_FTO_NO: { en: 'FTO number', kn: 'FTO ಸಂಖ್ಯೆ' },
  MIS_FIELD_SERIAL: { en: 'Serial number', kn: 'ಕ್ರಮ ಸಂಖ್ಯೆ' },
  MIS_FIELD_BILL_NO: { en: 'Bill number', kn: 'ಬಿಲ್ ಸಂಖ್ಯೆ' },
  MIS_FIELD_VOUCHER_NO: { en: 'Voucher number', kn: 'ಓಚರ್ ಸಂಖ್ಯೆ' },
  MIS_FIELD_BILL_DATE: { en: 'Bill date', kn: 'ಬಿಲ್ ದಿನಾಂಕ' },
  MIS_FIELD_FIN_YEAR: { en: 'Financial year', kn: 'ಹಣಕಾಸು ವರ್ಷ' },
  MIS_FIELD_PAID: { en: 'Paid', kn: 'ಪಾವತಿಸಿದ ಮೊತ್ತ' },
  MIS_FIELD_DUE: { en: 'Amount due', kn: 'ಪಾವತಿಸಬೇಕಾದ ಮೊತ್ತ' },
  MIS_FIELD_VENDOR_NAME: { en: 'Vendor', kn: 'ಮಾರಾಟಗಾರ' },
  MIS_FIELD_VENDOR_TIN: { en: 'Vendor TIN', kn: 'ಮಾರಾಟಗಾರರ TIN' },
  MIS_FIELD_MATERIAL_DETAIL: { en: 'Material', kn: 'ಸಾಮಗ್ರಿ' },
  MIS_FIELD_QUANTITY: { en: 'Quantity', kn: 'ಪ್ರಮಾಣ' },
  MIS_FIELD_TOTAL_PRICE: { en: 'Total price', kn: 'ಒಟ್ಟು ಬೆಲೆ' },
  MIS_FIELD_SR_NO: { en: 'Serial number', kn: 'ಕ್ರಮ ಸಂಖ್ಯೆ' },
  MIS_FIELD_REFERENCE_NO: { en: 'Reference number', kn: 'ಉಲ್ಲೇಖ ಸಂಖ್ಯೆ' },
  MIS_FIELD_TRANSACTION_DATE: { en: 'Transaction date', kn: 'ವಹಿವಾಟಿನ ದಿನಾಂಕ' },
  MIS_FIELD_VENDOR_ID: { en: 'Vendor ID', kn: 'ಮಾರಾಟಗಾರರ ಐಡಿ' },
  MIS_FIELD_ACCOUNT_HOLDER: { en: 'Account holder', kn: 'ಖಾತೆದಾರರು' },
  MIS_FIELD_BANK_CODE: { en: 'Bank code', kn: 'ಬ್ಯಾಂಕ್ ಕೋಡ್' },
  MIS_FIELD_IFSC: { en: 'IFSC', kn: 'IFSC ಕೋಡ್' },
  MIS_FIELD_CREDIT_AMOUNT_DUE: { en: 'Amount to credit', kn: 'ಜಮಾ ಮಾಡಬೇಕಾದ ಮೊತ್ತ' },
  MIS_FIELD_CREDIT_AMOUNT_ACTUAL: { en: 'Amount credited', kn: 'ಜಮಾ ಆದ ಮೊತ್ತ' },
  MIS_FIELD_STATUS: { en: 'Status', kn: 'ಸ್ಥಿತಿ' },
  MIS_FIELD_PROCESSED_DATE: { en: 'Processed on', kn: 'ಪ್ರಕ್ರಿಯೆಗೊಂಡ ದಿನಾಂಕ' },
  MIS_FIELD_COOP_PROCESSED_DATE: { en: 'Processed by the cooperative bank on', kn: 'ಸಹಕಾರಿ ಬ್ಯಾಂಕ್ ಪ್ರಕ್ರಿಯೆಗೊಳಿಸಿದ ದಿನಾಂಕ' },
  MIS_FIELD_UTR_NO: { en: 'UTR number', kn: 'UTR ಸಂಖ್ಯೆ' },
  MIS_FIELD_REJECTION_REASON: { en: 'Reason for rejection', kn: 'ತಿರಸ್ಕಾರದ ಕಾರಣ' },
  MIS_STATUS_ONGOING: { en: 'Ongoing', kn: 'ಪ್ರಗತಿಯಲ್ಲಿದೆ' },
  MIS_STATUS_COMPLETED: { en: 'Completed', kn: 'ಪೂರ್ಣಗೊಂಡಿದೆ' },
  MIS_STATUS_PHYSICALLY_COMPLETED: { en: 'Physically Completed', kn: 'ಭೌತಿಕವಾಗಿ ಪೂರ್ಣಗೊಂಡಿದೆ' },
  MIS_STATUS_SUSPENDED: { en: 'Suspended', kn: 'ಸ್ಥಗಿತಗೊಂಡಿದೆ' },
  MIS_STATUS_APPROVED: { en: 'Approved', kn: 'ಅನುಮೋದಿಸಲಾಗಿದೆ' },
  MIS_STATUS_NOT_STARTED: { en: 'Not Started', kn: 'ಆರಂಭವಾಗಿಲ್ಲ' },
  MIS_STATUS_CLOSED: { en: 'Closed', kn: 'ಮುಕ್ತಾಯಗೊಂಡಿದೆ' },
  MIS_STATUS_CANCELLED: { en: 'Cancelled', kn: 'ರದ್ದಾಗಿದೆ' },
  MIS_STATUS_PROCESSED: { en: 'Processed', kn: 'ಪ್ರಕ್ರಿಯೆಗೊಂಡಿದೆ' },
  MIS_STATUS_REJECTED: { en: 'Rejected', kn: 'ತಿರಸ್ಕರಿಸಲಾಗಿದೆ' },
  MIS_STATUS_PENDING: { en: 'Pending', kn: 'ಬಾಕಿ ಇದೆ' },
  MIS_STATUS_FTO_NOT_GENERATED: { en: 'FTO Not Generated', kn: 'FTO ರಚನೆಯಾಗಿಲ್ಲ' },
  TP_GP_ONLY: { en: 'This option works only for TP and GP level users.', kn: 'ಈ ಆಯ್ಕೆ TP ಮತ್ತು GP ಹಂತದ ಬಳಕೆದಾರರಿಗೆ ಮಾತ್ರ.' },
  ISSUE_NOT_FOUND: { en: 'Issue %{issue} was not found.', kn: 'ಸಮಸ್ಯೆ %{issue} ಸಿಗಲಿಲ್ಲ.' },
  NOT_ALLOWED_TO_ENTER: {
    en: 'You are not allowed to enter data. Please contact your administrator.',
    kn: 'ನಿಮಗೆ ಮಾಹಿತಿ ನಮೂದಿಸಲು ಅನುಮತಿ ಇಲ್ಲ. ದಯವಿಟ್ಟು ನಿಮ್ಮ ನಿರ್ವಾಹಕರನ್ನು ಸಂಪರ್ಕಿಸಿ.',
  },
  FILING_LOCKED: { en: 'This issue has already been uploaded and is locked.', kn: 'ಈ ಸಮಸ್ಯೆಯನ್ನು ಈಗಾಗಲೇ ಅಪ್‌ಲೋಡ್ ಮಾಡಲಾಗಿದ್ದು ಲಾಕ್ ಆಗಿದೆ.' },
  RECOVERY_FILED: { en: 'Recovery filed.', kn: 'ವಸೂಲಿಯನ್ನು ದಾಖಲಿಸಲಾಗಿದೆ.' },
  ISSUE_MAPPED_TO_ITSELF: { en: 'An issue cannot be mapped to its own recovery.', kn: 'ಒಂದು ಸಮಸ್ಯೆಯನ್ನು ಅದರದೇ ವಸೂಲಿಗೆ ಜೋಡಿಸಲು ಸಾಧ್ಯವಿಲ್ಲ.' },
  ISSUE_MAPPED_TWICE: { en: 'Issue %{issue} is mapped twice.', kn: 'ಸಮಸ್ಯೆ %{issue} ಎರಡು ಬಾರಿ ಜೋಡಿಸಲಾಗಿದೆ.' },
  ISSUE_NOT_OF_BLOCK: { en: 'Issue %{issue} is not an issue of block %{block}.', kn: 'ಸಮಸ್ಯೆ %{issue} ತಾಲ್ಲೂಕು %{block} ರ ಸಮಸ್ಯೆಯಲ್ಲ.' },
  ISSUE_COVERED_BY_EXCESS: {
    en: 'This issue is covered by the excess recovery of issue %{issue} and cannot be filed.',
    kn: 'ಈ ಸಮಸ್ಯೆಯು %{issue} ಸಮಸ್ಯೆಯ ಹೆಚ್ಚುವರಿ ವಸೂಲಿಯಲ್ಲಿ ಸೇರಿರುವುದರಿಂದ ದಾಖಲಿಸಲು ಸಾಧ್ಯವಿಲ್ಲ.',
  },
  ISSUE_ALREADY_CLAIMED: {
    en: 'Issue %{issue} has already been uploaded or mapped to another recovery.',
    kn: 'ಸಮಸ್ಯೆ %{issue} ಅನ್ನು ಈಗಾಗಲೇ ಅಪ್‌ಲೋಡ್ ಮಾಡಲಾಗಿದೆ ಅಥವಾ ಇನ್ನೊಂದು ವಸೂಲಿಗೆ ಜೋಡಿಸಲಾಗಿದೆ.',
  },
  DISTRICT_CODE_FOR_BLOCK: { en: 'district_code is required for level=block.', kn: 'level=block ಗೆ district_code ಅಗತ್ಯವಿದೆ.' },
  SELECT_DISTRICT: { en: 'Select a district', kn: 'ಒಂದು ಜಿಲ್ಲೆಯನ್ನು ಆಯ್ಕೆಮಾಡಿ' },
  NOT_ALLOWED_TO_VERIFY: { en: 'You are not allowed to verify this issue.', kn: 'ಈ ಸಮಸ್ಯೆಯನ್ನು ಪರಿಶೀಲಿಸಲು ನಿಮಗೆ ಅನುಮತಿ ಇಲ್ಲ.' },
  ISSUE_NO_RECOVERY: { en: 'Issue %{issue} has no recovery to verify.', kn: 'ಸಮಸ್ಯೆ %{issue} ಗೆ ಪರಿಶೀಲಿಸಲು ಯಾವುದೇ ವಸೂಲಿ ಇಲ್ಲ.' },
  ALREADY_UPLOADED: { en: 'Data already uploaded.', kn: 'ಮಾಹಿತಿ ಈಗಾಗಲೇ ಅಪ್‌ಲೋಡ್ ಆಗಿದೆ.' },
  VERIFICATION_UPLOADED: { en: 'Verification details uploaded successfully.', kn: 'ಪರಿಶೀಲನೆಯ ವಿವರಗಳನ್ನು ಯಶಸ್ವಿಯಾಗಿ ಅಪ್‌ಲೋಡ್ ಮಾಡಲಾಗಿದೆ.' },
  EXCEEDS_ISSUE_AMOUNT: { en: 'Should not exceed issue amount', kn: 'ಸಮಸ್ಯೆಯ ಮೊತ್ತವನ್ನು ಮೀರಬಾರದು' },
  VERIFY_FILL_ALL: {
    en: 'Please fill all fields for all issues before submitting.',
    kn: 'ಸಲ್ಲಿಸುವ ಮೊದಲು ದಯವಿಟ್ಟು ಎಲ್ಲಾ ಸಮಸ್ಯೆಗಳ ಎಲ್ಲಾ ಕ್ಷೇತ್ರಗಳನ್ನು ತುಂಬಿ.',
  },
  VERIFY_EXPECTED_ISSUES: {
    en: 'The issues must be exactly the issues of this recovery: %{issues}.',
    kn: 'ಸಮಸ್ಯೆಗಳು ನಿಖರವಾಗಿ ಈ ವಸೂಲಿಯ ಸಮಸ್ಯೆಗಳೇ ಆಗಿರಬೇಕು: %{issues}.',
  },
  VERIFY_REMITTANCE_NO_SUCH_DATE: { en: 'Remittance date: No such date', kn: 'ಪಾವತಿ ದಿನಾಂಕ: ಅಂತಹ ದಿನಾಂಕ ಇಲ್ಲ' },
  VERIFY_ENTERED_AMOUNT_LIKE: { en: 'Entered amount: Enter an amount like 1234.50', kn: 'ನಮೂದಿಸಿದ ಮೊತ್ತ: 1234.50 ರಂತೆ ಮೊತ್ತವನ್ನು ನಮೂದಿಸಿ' },
  VERIFY_REMITTANCE_FORMAT: { en: 'remittence must be a date (yyyy-mm-dd).', kn: 'ಪಾವತಿ ದಿನಾಂಕ ದಿನಾಂಕವಾಗಿರಬೇಕು (yyyy-mm-dd).' },
  VERIFY_REMITTANCE_FUTURE: { en: 'remittence cannot be in the future.', kn: 'ಪಾವತಿ ದಿನಾಂಕ ಭವಿಷ್ಯದ್ದಾಗಿರಬಾರದು.' },
  VERIFY_STATUS: { en: 'status must be Completed or Incomplete.', kn: 'ಸ್ಥಿತಿ Completed ಅಥವಾ Incomplete ಆಗಿರಬೇಕು.' },
  VERIFY_REMARK: { en: 'remark must be text of at most 1000 characters.', kn: 'ಷರಾ ಗರಿಷ್ಠ 1000 ಅಕ್ಷರಗಳ ಪಠ್ಯವಾಗಿರಬೇಕು.' },
  NO_FILE: {
    en: "Upload a CSV or Excel (.xlsx) file in the field 'file'.",
    kn: "'file' ಕ್ಷೇತ್ರದಲ್ಲಿ CSV ಅಥವಾ Excel (.xlsx) ಕಡತವನ್ನು ಅಪ್‌ಲೋಡ್ ಮಾಡಿ.",
  },

  // Social audit answers and issue import
  REPORT_ROWS_FOUND: { en: '%{count} report rows found.', kn: '%{count} ವರದಿ ಸಾಲುಗಳು ಸಿಕ್ಕಿವೆ.' },
  NO_REPORT_ROWS: { en: 'No report rows found.', kn: 'ಯಾವುದೇ ವರದಿ ಸಾಲುಗಳು ಸಿಗಲಿಲ್ಲ.' },
  ISSUES_FOUND: { en: '%{count} issues found.', kn: '%{count} ಸಮಸ್ಯೆಗಳು ಸಿಕ್ಕಿವೆ.' },
  NO_ISSUES: { en: 'No issues found.', kn: 'ಯಾವುದೇ ಸಮಸ್ಯೆಗಳು ಸಿಗಲಿಲ್ಲ.' },
  WORKS_FOUND: { en: '%{count} works found.', kn: '%{count} ಕಾಮಗಾರಿಗಳು ಸಿಕ್ಕಿವೆ.' },
  NO_WORKS: { en: 'No works found.', kn: 'ಯಾವುದೇ ಕಾಮಗಾರಿಗಳು ಸಿಗಲಿಲ್ಲ.' },
  UPLOADED_ISSUES_FOUND: { en: '%{count} uploaded issues found.', kn: 'ಅಪ್‌ಲೋಡ್ ಮಾಡಿದ %{count} ಸಮಸ್ಯೆಗಳು ಸಿಕ್ಕಿವೆ.' },
  NO_UPLOADED_ISSUES: { en: 'No uploaded issues found.', kn: 'ಅಪ್‌ಲೋಡ್ ಮಾಡಿದ ಯಾವುದೇ ಸಮಸ್ಯೆಗಳು ಸಿಗಲಿಲ್ಲ.' },
  ROWS_FOUND: { en: '%{count} rows found.', kn: '%{count} ಸಾಲುಗಳು ಸಿಕ್ಕಿವೆ.' },
  NO_ROWS: { en: 'No rows found.', kn: 'ಯಾವುದೇ ಸಾಲುಗಳು ಸಿಗಲಿಲ್ಲ.' },
  ISSUE_DETAILS_UPDATED: { en: 'Issue details updated successfully.', kn: 'ಸಮಸ್ಯೆಯ ವಿವರಗಳನ್ನು ಯಶಸ್ವಿಯಾಗಿ ಬದಲಾಯಿಸಲಾಗಿದೆ.' },
  ACCOUNT_STATEMENTS: { en: 'Account statements', kn: 'ಖಾತೆ ಸ್ಟೇಟ್‌ಮೆಂಟ್‌ಗಳು' },
  STATEMENT_ADDED: { en: 'Statement for %{year} added.', kn: '%{year} ರ ಖಾತೆ ಸ್ಟೇಟ್‌ಮೆಂಟ್ ಅನ್ನು ಸೇರಿಸಲಾಗಿದೆ.' },
  STATEMENT_UPDATED: { en: 'Statement for %{year} updated.', kn: '%{year} ರ ಖಾತೆ ಸ್ಟೇಟ್‌ಮೆಂಟ್ ಅನ್ನು ಬದಲಾಯಿಸಲಾಗಿದೆ.' },
  ISSUES_IMPORTED: {
    en: '%{rows} issues imported: %{inserted} added, %{updated} updated, %{unchanged} unchanged.',
    kn: '%{rows} ಸಮಸ್ಯೆಗಳನ್ನು ಆಮದು ಮಾಡಲಾಗಿದೆ: %{inserted} ಹೊಸದಾಗಿ ಸೇರಿಸಲಾಗಿದೆ, %{updated} ಬದಲಾಯಿಸಲಾಗಿದೆ, %{unchanged} ಬದಲಾಗಿಲ್ಲ.',
  },
  ISSUES_IMPORTED_FROM_SHEET: {
    en: '%{rows} issues imported from sheet "%{sheet}": %{inserted} added, %{updated} updated, %{unchanged} unchanged.',
    kn: '"%{sheet}" ಹಾಳೆಯಿಂದ %{rows} ಸಮಸ್ಯೆಗಳನ್ನು ಆಮದು ಮಾಡಲಾಗಿದೆ: %{inserted} ಹೊಸದಾಗಿ ಸೇರಿಸಲಾಗಿದೆ, %{updated} ಬದಲಾಯಿಸಲಾಗಿದೆ, %{unchanged} ಬದಲಾಗಿಲ್ಲ.',
  },
  IMPORT_REFUSED: { en: 'The file was not imported: %{total} problem(s)', kn: 'ಕಡತವನ್ನು ಆಮದು ಮಾಡಲಾಗಿಲ್ಲ: %{total} ಸಮಸ್ಯೆ(ಗಳು)' },
  // The issue import's problems (issue 41): one line of the file, or the file. Values from the file (cells, texts, its column names) stay as written.
  // Several problems of one line, joined with '; ' in each language (params problems and problems.kn).
  IMPORT_PROBLEMS: { en: '%{problems}', kn: '%{problems}' },
  IMPORT_FILE_TYPE_UNKNOWN: {
    en: 'The type of the file could not be recognised: send CSV or Excel (.xlsx).',
    kn: 'ಕಡತದ ಬಗೆಯನ್ನು ಗುರುತಿಸಲು ಆಗಲಿಲ್ಲ: CSV ಅಥವಾ Excel (.xlsx) ಕಡತವನ್ನು ಕಳುಹಿಸಿ.',
  },
  IMPORT_FILE_TYPE_REFUSED: {
    en: 'A %{type} file cannot be imported: send CSV or Excel (.xlsx).',
    kn: '%{type} ಕಡತವನ್ನು ಆಮದು ಮಾಡಲು ಸಾಧ್ಯವಿಲ್ಲ: CSV ಅಥವಾ Excel (.xlsx) ಕಡತವನ್ನು ಕಳುಹಿಸಿ.',
  },
  IMPORT_FILE_EMPTY: {
    en: 'The file is empty.',
    kn: 'ಕಡತ ಖಾಲಿಯಾಗಿದೆ.',
  },
  IMPORT_NO_ROWS: {
    en: 'The file has a header but no rows.',
    kn: 'ಕಡತದಲ್ಲಿ ಶೀರ್ಷಿಕೆ ಸಾಲು ಇದೆ, ಆದರೆ ಯಾವುದೇ ಸಾಲುಗಳಿಲ್ಲ.',
  },
  IMPORT_NOT_CSV: {
    en: 'The file is not valid CSV: %{reason}',
    kn: 'ಕಡತವು ಸರಿಯಾದ CSV ಅಲ್ಲ: %{reason}',
  },
  IMPORT_XLSX_UNREADABLE: {
    en: 'The file is not a readable Excel workbook: open it in Excel and save it again as .xlsx.',
    kn: 'ಕಡತವನ್ನು Excel ಕಡತವಾಗಿ ಓದಲು ಆಗುತ್ತಿಲ್ಲ: ಅದನ್ನು Excel ನಲ್ಲಿ ತೆರೆದು .xlsx ಆಗಿ ಮತ್ತೆ ಉಳಿಸಿ.',
  },
  IMPORT_NO_HEADER_IN_SEARCH: {
    en: 'The Excel file is refused: no header row naming the columns was found in the first %{mb} MB of its sheets.',
    kn: 'Excel ಕಡತವನ್ನು ತಿರಸ್ಕರಿಸಲಾಗಿದೆ: ಅದರ ಹಾಳೆಗಳ ಮೊದಲ %{mb} MB ಯಲ್ಲಿ ಕಾಲಮ್‌ಗಳ ಹೆಸರುಗಳಿರುವ ಶೀರ್ಷಿಕೆ ಸಾಲು ಸಿಗಲಿಲ್ಲ.',
  },
  IMPORT_NO_HEADER: {
    en: 'No sheet has a header row naming the columns: the first %{rows} rows of sheet(s) %{sheets} were read. The header row names the columns %{required} and may add %{optional}.',
    kn: 'ಯಾವ ಹಾಳೆಯಲ್ಲೂ ಕಾಲಮ್‌ಗಳ ಹೆಸರುಗಳಿರುವ ಶೀರ್ಷಿಕೆ ಸಾಲು ಇಲ್ಲ: %{sheets} ಹಾಳೆ(ಗಳ) ಮೊದಲ %{rows} ಸಾಲುಗಳನ್ನು ಓದಲಾಗಿದೆ. ಶೀರ್ಷಿಕೆ ಸಾಲಿನಲ್ಲಿ %{required} ಕಾಲಮ್‌ಗಳು ಇರಬೇಕು, ಜೊತೆಗೆ %{optional} ಕಾಲಮ್‌ಗಳೂ ಇರಬಹುದು.',
  },
  IMPORT_NO_HEADER_SKIPPED: {
    en: 'No sheet has a header row naming the columns: the first %{rows} rows of sheet(s) %{sheets} were read (hidden and chart sheet(s) %{skipped} were not). The header row names the columns %{required} and may add %{optional}.',
    kn: 'ಯಾವ ಹಾಳೆಯಲ್ಲೂ ಕಾಲಮ್‌ಗಳ ಹೆಸರುಗಳಿರುವ ಶೀರ್ಷಿಕೆ ಸಾಲು ಇಲ್ಲ: %{sheets} ಹಾಳೆ(ಗಳ) ಮೊದಲ %{rows} ಸಾಲುಗಳನ್ನು ಓದಲಾಗಿದೆ (ಮರೆಮಾಡಿದ ಮತ್ತು ಚಾರ್ಟ್ ಹಾಳೆ(ಗಳು) %{skipped} ಓದಿಲ್ಲ). ಶೀರ್ಷಿಕೆ ಸಾಲಿನಲ್ಲಿ %{required} ಕಾಲಮ್‌ಗಳು ಇರಬೇಕು, ಜೊತೆಗೆ %{optional} ಕಾಲಮ್‌ಗಳೂ ಇರಬಹುದು.',
  },
  IMPORT_NO_HEADER_NO_SHEET: {
    en: 'No sheet has a header row naming the columns: the first %{rows} rows of no visible worksheet were read. The header row names the columns %{required} and may add %{optional}.',
    kn: 'ಯಾವ ಹಾಳೆಯಲ್ಲೂ ಕಾಲಮ್‌ಗಳ ಹೆಸರುಗಳಿರುವ ಶೀರ್ಷಿಕೆ ಸಾಲು ಇಲ್ಲ: ಕಡತದಲ್ಲಿ ಗೋಚರ ಹಾಳೆ ಇಲ್ಲದ್ದರಿಂದ ಯಾವುದೇ ಹಾಳೆಯ ಮೊದಲ %{rows} ಸಾಲುಗಳನ್ನು ಓದಿಲ್ಲ. ಶೀರ್ಷಿಕೆ ಸಾಲಿನಲ್ಲಿ %{required} ಕಾಲಮ್‌ಗಳು ಇರಬೇಕು, ಜೊತೆಗೆ %{optional} ಕಾಲಮ್‌ಗಳೂ ಇರಬಹುದು.',
  },
  IMPORT_NO_HEADER_NO_SHEET_SKIPPED: {
    en: 'No sheet has a header row naming the columns: the first %{rows} rows of no visible worksheet were read (hidden and chart sheet(s) %{skipped} were not). The header row names the columns %{required} and may add %{optional}.',
    kn: 'ಯಾವ ಹಾಳೆಯಲ್ಲೂ ಕಾಲಮ್‌ಗಳ ಹೆಸರುಗಳಿರುವ ಶೀರ್ಷಿಕೆ ಸಾಲು ಇಲ್ಲ: ಕಡತದಲ್ಲಿ ಗೋಚರ ಹಾಳೆ ಇಲ್ಲದ್ದರಿಂದ ಯಾವುದೇ ಹಾಳೆಯ ಮೊದಲ %{rows} ಸಾಲುಗಳನ್ನು ಓದಿಲ್ಲ (ಮರೆಮಾಡಿದ ಮತ್ತು ಚಾರ್ಟ್ ಹಾಳೆ(ಗಳು) %{skipped} ಓದಿಲ್ಲ). ಶೀರ್ಷಿಕೆ ಸಾಲಿನಲ್ಲಿ %{required} ಕಾಲಮ್‌ಗಳು ಇರಬೇಕು, ಜೊತೆಗೆ %{optional} ಕಾಲಮ್‌ಗಳೂ ಇರಬಹುದು.',
  },
  IMPORT_HEADER: {
    en: 'the header %{problems} (required: %{required})',
    kn: 'ಶೀರ್ಷಿಕೆ ಸಾಲಿನಲ್ಲಿ %{problems} (ಅಗತ್ಯ ಕಾಲಮ್‌ಗಳು: %{required})',
  },
  IMPORT_HEADER_UNKNOWN: {
    en: 'unknown column(s) %{columns}',
    kn: 'ತಿಳಿಯದ ಕಾಲಮ್(ಗಳು) %{columns}',
  },
  IMPORT_HEADER_TWICE: {
    en: 'column(s) given twice: %{columns}',
    kn: 'ಎರಡು ಬಾರಿ ನೀಡಿದ ಕಾಲಮ್(ಗಳು): %{columns}',
  },
  IMPORT_HEADER_MISSING: {
    en: 'missing column(s) %{columns}',
    kn: 'ಇಲ್ಲದ ಕಾಲಮ್(ಗಳು) %{columns}',
  },
  IMPORT_CELL_ERROR: {
    en: '%{column}: the cell holds the spreadsheet error %{error}',
    kn: '%{column}: ಕೋಶದಲ್ಲಿ ಸ್ಪ್ರೆಡ್‌ಶೀಟ್ ದೋಷ %{error} ಇದೆ',
  },
  IMPORT_CELL_ERROR_AT: {
    en: '%{column} (cell %{cell}): the cell holds the spreadsheet error %{error}',
    kn: '%{column} (ಕೋಶ %{cell}): ಕೋಶದಲ್ಲಿ ಸ್ಪ್ರೆಡ್‌ಶೀಟ್ ದೋಷ %{error} ಇದೆ',
  },
  IMPORT_CELL_UNSAVED: {
    en: '%{column} (cell %{cell}): the cell holds a formula whose result was not saved (=%{formula}): open the file in Excel or LibreOffice and save it again',
    kn: '%{column} (ಕೋಶ %{cell}): ಕೋಶದಲ್ಲಿ ಫಲಿತಾಂಶ ಉಳಿಸದ ಸೂತ್ರ ಇದೆ (=%{formula}): ಕಡತವನ್ನು Excel ಅಥವಾ LibreOffice ನಲ್ಲಿ ತೆರೆದು ಮತ್ತೆ ಉಳಿಸಿ',
  },
  IMPORT_CELL_UNSAVED_SHARED: {
    en: '%{column} (cell %{cell}): the cell holds a formula whose result was not saved: open the file in Excel or LibreOffice and save it again',
    kn: '%{column} (ಕೋಶ %{cell}): ಕೋಶದಲ್ಲಿ ಫಲಿತಾಂಶ ಉಳಿಸದ ಸೂತ್ರ ಇದೆ: ಕಡತವನ್ನು Excel ಅಥವಾ LibreOffice ನಲ್ಲಿ ತೆರೆದು ಮತ್ತೆ ಉಳಿಸಿ',
  },
  IMPORT_BAD_CHARACTER: {
    en: '%{column} contains a character that is not allowed (%{what})',
    kn: '%{column} ಇದರಲ್ಲಿ ಅನುಮತಿ ಇಲ್ಲದ ಅಕ್ಷರವಿದೆ (%{what})',
  },
  IMPORT_REQUIRED: {
    en: '%{column} is required',
    kn: '%{column} ಅಗತ್ಯವಿದೆ',
  },
  IMPORT_ISSUE_NUMBER: {
    en: 'issue_number "%{value}" must be 1 to 40 letters, digits, /, -, _ or .',
    kn: 'issue_number "%{value}" 1 ರಿಂದ 40 ಅಕ್ಷರಗಳು, ಅಂಕಿಗಳು, /, -, _ ಅಥವಾ . ಆಗಿರಬೇಕು',
  },
  IMPORT_YEAR_DATE_CELL: {
    en: 'financial_year (cell %{cell}) holds the date %{date}, not a financial year: write the year as text, as 2023-24',
    kn: 'financial_year (ಕೋಶ %{cell}) ನಲ್ಲಿ ಹಣಕಾಸು ವರ್ಷದ ಬದಲು ದಿನಾಂಕ %{date} ಇದೆ: ವರ್ಷವನ್ನು ಪಠ್ಯವಾಗಿ, 2023-24 ಎಂದು ಬರೆಯಿರಿ',
  },
  IMPORT_YEAR: {
    en: 'financial_year "%{value}" must be a year from 2006-2007 to %{last}, written as 2023-2024 or 2023-24',
    kn: 'financial_year "%{value}" 2006-2007 ರಿಂದ %{last} ವರೆಗಿನ ಹಣಕಾಸು ವರ್ಷವಾಗಿರಬೇಕು, 2023-2024 ಅಥವಾ 2023-24 ಎಂದು ಬರೆದಿರಬೇಕು',
  },
  IMPORT_DISTRICT_CODE: {
    en: 'district_code "%{value}" must be 4 digits beginning with 15',
    kn: 'district_code "%{value}" 15 ರಿಂದ ಆರಂಭವಾಗುವ 4 ಅಂಕಿಗಳಾಗಿರಬೇಕು',
  },
  IMPORT_BLOCK_CODE: {
    en: 'block_code "%{value}" must be 7 digits beginning with its district_code',
    kn: 'block_code "%{value}" ಅದರ district_code ನಿಂದ ಆರಂಭವಾಗುವ 7 ಅಂಕಿಗಳಾಗಿರಬೇಕು',
  },
  IMPORT_PANCHAYAT_CODE: {
    en: 'panchayat_code "%{value}" must be 10 digits beginning with its block_code',
    kn: 'panchayat_code "%{value}" ಅದರ block_code ನಿಂದ ಆರಂಭವಾಗುವ 10 ಅಂಕಿಗಳಾಗಿರಬೇಕು',
  },
  IMPORT_ISSUE_TYPE: {
    en: 'issue_type "%{value}" must be FM, FD, PV or GR',
    kn: 'issue_type "%{value}" FM, FD, PV ಅಥವಾ GR ಆಗಿರಬೇಕು',
  },
  IMPORT_AMOUNT: {
    en: '%{column} "%{value}" must be rupees with at most two decimals',
    kn: '%{column} "%{value}" ಗರಿಷ್ಠ ಎರಡು ದಶಮಾಂಶ ಸ್ಥಾನಗಳಿರುವ ರೂಪಾಯಿ ಮೊತ್ತವಾಗಿರಬೇಕು',
  },
  IMPORT_AMOUNT_SCALED: {
    en: '%{column} (cell %{cell}) holds %{value}, which its number format shows as another number (a percentage or thousands): format the cell as 0.00',
    kn: '%{column} (ಕೋಶ %{cell}) ನಲ್ಲಿ %{value} ಇದೆ, ಆದರೆ ಕೋಶದ ಸಂಖ್ಯಾ ಸ್ವರೂಪ ಅದನ್ನು ಬೇರೆ ಸಂಖ್ಯೆಯಾಗಿ (ಶೇಕಡಾವಾರು ಅಥವಾ ಸಾವಿರಗಳಲ್ಲಿ) ತೋರಿಸುತ್ತದೆ: ಕೋಶದ ಸ್ವರೂಪವನ್ನು 0.00 ಮಾಡಿ',
  },
  IMPORT_AMOUNT_HIDDEN: {
    en: '%{column} (cell %{cell}) holds %{value}, which its number format shows as %{shown}: show two decimals (0.00) or enter whole rupees',
    kn: '%{column} (ಕೋಶ %{cell}) ನಲ್ಲಿ %{value} ಇದೆ, ಆದರೆ ಕೋಶದ ಸಂಖ್ಯಾ ಸ್ವರೂಪ ಅದನ್ನು %{shown} ಎಂದು ತೋರಿಸುತ್ತದೆ: ಎರಡು ದಶಮಾಂಶ ಸ್ಥಾನಗಳನ್ನು (0.00) ತೋರಿಸಿ ಅಥವಾ ಪೂರ್ಣ ರೂಪಾಯಿಗಳನ್ನು ನಮೂದಿಸಿ',
  },
  IMPORT_AMOUNT_DATE: {
    en: '%{column} (cell %{cell}) holds the date %{date}, not an amount',
    kn: '%{column} (ಕೋಶ %{cell}) ನಲ್ಲಿ ಮೊತ್ತದ ಬದಲು ದಿನಾಂಕ %{date} ಇದೆ',
  },
  IMPORT_DATE_NUMBER: {
    en: 'gram_sabha_date (cell %{cell}) holds the number %{value}, not a date: format the cell as a date or write the date as dd/mm/yyyy',
    kn: 'gram_sabha_date (ಕೋಶ %{cell}) ನಲ್ಲಿ ದಿನಾಂಕದ ಬದಲು ಸಂಖ್ಯೆ %{value} ಇದೆ: ಕೋಶದ ಸ್ವರೂಪವನ್ನು ದಿನಾಂಕ ಮಾಡಿ ಅಥವಾ ದಿನಾಂಕವನ್ನು dd/mm/yyyy ಎಂದು ಬರೆಯಿರಿ',
  },
  IMPORT_DATE: {
    en: 'gram_sabha_date "%{value}" must be a date, day first: dd/mm/yyyy, dd-mm-yyyy or d/m/yyyy (or yyyy-mm-dd)',
    kn: 'gram_sabha_date "%{value}" ದಿನ ಮೊದಲು ಬರುವ ದಿನಾಂಕವಾಗಿರಬೇಕು: dd/mm/yyyy, dd-mm-yyyy ಅಥವಾ d/m/yyyy (ಅಥವಾ yyyy-mm-dd)',
  },
  IMPORT_DATE_FUTURE: {
    en: 'gram_sabha_date %{date} is in the future',
    kn: 'gram_sabha_date %{date} ಭವಿಷ್ಯದ ದಿನಾಂಕವಾಗಿದೆ',
  },
  IMPORT_TOO_LONG: {
    en: '%{column} is longer than %{max} characters',
    kn: '%{column} %{max} ಅಕ್ಷರಗಳಿಗಿಂತ ಉದ್ದವಾಗಿದೆ',
  },
  IMPORT_JOBCARD: {
    en: 'jobcard_number "%{value}" must be 1 to 40 letters, digits, /, -, _ or .',
    kn: 'jobcard_number "%{value}" 1 ರಿಂದ 40 ಅಕ್ಷರಗಳು, ಅಂಕಿಗಳು, /, -, _ ಅಥವಾ . ಆಗಿರಬೇಕು',
  },
  IMPORT_MEMBER_WITHOUT_JOBCARD: {
    en: 'household_member_name is given without a jobcard_number',
    kn: 'household_member_name ನೀಡಲಾಗಿದೆ, ಆದರೆ jobcard_number ನೀಡಿಲ್ಲ',
  },
  IMPORT_PANCHAYAT_UNKNOWN: {
    en: 'panchayat_code %{code} does not exist',
    kn: 'panchayat_code %{code} ಅಸ್ತಿತ್ವದಲ್ಲಿಲ್ಲ',
  },
  IMPORT_PANCHAYAT_ELSEWHERE: {
    en: 'panchayat_code %{code} is in block %{block} of district %{district}, not in block %{givenBlock} of district %{givenDistrict}',
    kn: 'panchayat_code %{code} ಜಿಲ್ಲೆ %{district} ರ ತಾಲ್ಲೂಕು %{block} ನಲ್ಲಿದೆ, ಜಿಲ್ಲೆ %{givenDistrict} ರ ತಾಲ್ಲೂಕು %{givenBlock} ನಲ್ಲಿ ಅಲ್ಲ',
  },
  IMPORT_ISSUE_REPEATED: {
    en: 'issue_number %{issue} appears again (first on line %{first})',
    kn: 'issue_number %{issue} ಮತ್ತೆ ಬಂದಿದೆ (ಮೊದಲು ಸಾಲು %{first} ರಲ್ಲಿ)',
  },
  IMPORT_ISSUE_ROWS_DIFFER: {
    en: 'issue %{issue} differs from its first row (line %{first}): the rows of one issue may differ only in jobcard_number and household_member_name',
    kn: 'ಸಮಸ್ಯೆ %{issue} ಅದರ ಮೊದಲ ಸಾಲಿಗಿಂತ (ಸಾಲು %{first}) ಭಿನ್ನವಾಗಿದೆ: ಒಂದು ಸಮಸ್ಯೆಯ ಸಾಲುಗಳು jobcard_number ಮತ್ತು household_member_name ನಲ್ಲಿ ಮಾತ್ರ ಭಿನ್ನವಾಗಿರಬಹುದು',
  },
  IMPORT_JOBCARD_REPEATED: {
    en: 'jobcard_number %{jobcard} appears again for issue %{issue} (first on line %{first})',
    kn: 'jobcard_number %{jobcard} ಸಮಸ್ಯೆ %{issue} ಗೆ ಮತ್ತೆ ಬಂದಿದೆ (ಮೊದಲು ಸಾಲು %{first} ರಲ್ಲಿ)',
  },
  IMPORT_ISSUE_RECOVERY_FILED: {
    en: 'issue %{issue} has a recovery filed already: its type, amounts, year and place cannot change',
    kn: 'ಸಮಸ್ಯೆ %{issue} ಗೆ ಈಗಾಗಲೇ ವಸೂಲಿ ಸಲ್ಲಿಸಲಾಗಿದೆ: ಅದರ ಬಗೆ, ಮೊತ್ತಗಳು, ವರ್ಷ ಮತ್ತು ಸ್ಥಳ ಬದಲಾಗುವಂತಿಲ್ಲ',
  },
  // An Excel file the bounded reader refuses (xlsx-reader.ts WorkbookError).
  XLSX_ENCRYPTED: {
    en: 'The Excel file is encrypted or password protected: save it without a password.',
    kn: 'Excel ಕಡತವನ್ನು ಗೂಢಲಿಪೀಕರಿಸಲಾಗಿದೆ ಅಥವಾ ಪಾಸ್‌ವರ್ಡ್‌ನಿಂದ ರಕ್ಷಿಸಲಾಗಿದೆ: ಅದನ್ನು ಪಾಸ್‌ವರ್ಡ್ ಇಲ್ಲದೆ ಉಳಿಸಿ.',
  },
  XLSX_PART_TOO_LARGE: {
    en: 'The Excel file is refused: its part %{part} would unpack to %{mb} MB (at most %{max} MB).',
    kn: 'Excel ಕಡತವನ್ನು ತಿರಸ್ಕರಿಸಲಾಗಿದೆ: ಅದರ ಭಾಗ %{part} ಬಿಚ್ಚಿದಾಗ %{mb} MB ಆಗುತ್ತದೆ (ಗರಿಷ್ಠ %{max} MB).',
  },
  XLSX_PART_RATIO: {
    en: 'The Excel file is refused: its part %{part} would unpack to more than %{ratio} times its packed size.',
    kn: 'Excel ಕಡತವನ್ನು ತಿರಸ್ಕರಿಸಲಾಗಿದೆ: ಅದರ ಭಾಗ %{part} ಬಿಚ್ಚಿದಾಗ ಅದರ ಸಂಕುಚಿತ ಗಾತ್ರದ %{ratio} ಪಟ್ಟಿಗಿಂತ ಹೆಚ್ಚಾಗುತ್ತದೆ.',
  },
  XLSX_TOO_MANY_PARTS: {
    en: 'The Excel file is refused: it has %{count} parts (at most %{max}).',
    kn: 'Excel ಕಡತವನ್ನು ತಿರಸ್ಕರಿಸಲಾಗಿದೆ: ಅದರಲ್ಲಿ %{count} ಭಾಗಗಳಿವೆ (ಗರಿಷ್ಠ %{max}).',
  },
  XLSX_TOO_MANY_TEXTS: {
    en: 'The Excel file is refused: it has more than %{max} different texts (shared strings).',
    kn: 'Excel ಕಡತವನ್ನು ತಿರಸ್ಕರಿಸಲಾಗಿದೆ: ಅದರಲ್ಲಿ %{max} ಕ್ಕಿಂತ ಹೆಚ್ಚು ಬೇರೆ ಬೇರೆ ಪಠ್ಯಗಳಿವೆ (shared strings).',
  },
  XLSX_TEXTS_TOO_LARGE: {
    en: 'The Excel file is refused: its texts (shared strings) come to more than %{mb} MB.',
    kn: 'Excel ಕಡತವನ್ನು ತಿರಸ್ಕರಿಸಲಾಗಿದೆ: ಅದರ ಪಠ್ಯಗಳು (shared strings) %{mb} MB ಗಿಂತ ಹೆಚ್ಚಾಗಿವೆ.',
  },
  XLSX_SHARED_STRING_TOO_LONG: {
    en: 'The Excel file is refused: shared string %{number} is longer than %{max} characters.',
    kn: 'Excel ಕಡತವನ್ನು ತಿರಸ್ಕರಿಸಲಾಗಿದೆ: shared string %{number} %{max} ಅಕ್ಷರಗಳಿಗಿಂತ ಉದ್ದವಾಗಿದೆ.',
  },
  XLSX_CELL_TOO_LONG: {
    en: 'The Excel file is refused: cell %{cell} is longer than %{max} characters.',
    kn: 'Excel ಕಡತವನ್ನು ತಿರಸ್ಕರಿಸಲಾಗಿದೆ: ಕೋಶ %{cell} %{max} ಅಕ್ಷರಗಳಿಗಿಂತ ಉದ್ದವಾಗಿದೆ.',
  },
  XLSX_TOO_MANY_STYLES: {
    en: 'The Excel file is refused: it has more than %{max} cell styles.',
    kn: 'Excel ಕಡತವನ್ನು ತಿರಸ್ಕರಿಸಲಾಗಿದೆ: ಅದರಲ್ಲಿ %{max} ಕ್ಕಿಂತ ಹೆಚ್ಚು ಕೋಶ ಶೈಲಿಗಳಿವೆ.',
  },
  XLSX_ROW_TOO_LONG: {
    en: 'The Excel file is refused: row %{row} has more than %{max} characters.',
    kn: 'Excel ಕಡತವನ್ನು ತಿರಸ್ಕರಿಸಲಾಗಿದೆ: ಸಾಲು %{row} ರಲ್ಲಿ %{max} ಕ್ಕಿಂತ ಹೆಚ್ಚು ಅಕ್ಷರಗಳಿವೆ.',
  },
  XLSX_NO_PART: {
    en: 'The file is not a readable Excel workbook: it has no part %{part}.',
    kn: 'ಕಡತವನ್ನು Excel ಕಡತವಾಗಿ ಓದಲು ಆಗುತ್ತಿಲ್ಲ: ಅದರಲ್ಲಿ %{part} ಭಾಗ ಇಲ್ಲ.',
  },
  XLSX_PART_PACKING: {
    en: 'The file is not a readable Excel workbook: part %{part} is packed in a way Excel does not use.',
    kn: 'ಕಡತವನ್ನು Excel ಕಡತವಾಗಿ ಓದಲು ಆಗುತ್ತಿಲ್ಲ: ಭಾಗ %{part} ಅನ್ನು Excel ಬಳಸದ ರೀತಿಯಲ್ಲಿ ಸಂಕುಚಿಸಲಾಗಿದೆ.',
  },
  XLSX_PART_TWO_SIZES: {
    en: 'The file is not a readable Excel workbook: part %{part} has two different sizes.',
    kn: 'ಕಡತವನ್ನು Excel ಕಡತವಾಗಿ ಓದಲು ಆಗುತ್ತಿಲ್ಲ: ಭಾಗ %{part} ಗೆ ಎರಡು ಬೇರೆ ಬೇರೆ ಗಾತ್ರಗಳಿವೆ.',
  },
  XLSX_PART_MISPLACED: {
    en: 'The file is not a readable Excel workbook: part %{part} is not where the zip directory says.',
    kn: 'ಕಡತವನ್ನು Excel ಕಡತವಾಗಿ ಓದಲು ಆಗುತ್ತಿಲ್ಲ: ಭಾಗ %{part} zip ಪಟ್ಟಿ ಹೇಳುವ ಸ್ಥಳದಲ್ಲಿ ಇಲ್ಲ.',
  },
  XLSX_PART_CUT_SHORT: {
    en: 'The file is not a readable Excel workbook: part %{part} is cut short.',
    kn: 'ಕಡತವನ್ನು Excel ಕಡತವಾಗಿ ಓದಲು ಆಗುತ್ತಿಲ್ಲ: ಭಾಗ %{part} ಅಪೂರ್ಣವಾಗಿದೆ.',
  },
  XLSX_PART_OVERSIZE: {
    en: 'The file is not a readable Excel workbook: part %{part} unpacks to more than the %{size} bytes it declares.',
    kn: 'ಕಡತವನ್ನು Excel ಕಡತವಾಗಿ ಓದಲು ಆಗುತ್ತಿಲ್ಲ: ಭಾಗ %{part} ಬಿಚ್ಚಿದಾಗ ಅದು ಘೋಷಿಸಿದ %{size} ಬೈಟ್‌ಗಳಿಗಿಂತ ಹೆಚ್ಚಾಗುತ್ತದೆ.',
  },
  XLSX_PART_UNPACK: {
    en: 'The file is not a readable Excel workbook: part %{part} cannot be unpacked.',
    kn: 'ಕಡತವನ್ನು Excel ಕಡತವಾಗಿ ಓದಲು ಆಗುತ್ತಿಲ್ಲ: ಭಾಗ %{part} ಅನ್ನು ಬಿಚ್ಚಲು ಆಗುತ್ತಿಲ್ಲ.',
  },
  XLSX_PART_DAMAGED: {
    en: 'The file is not a readable Excel workbook: part %{part} is damaged (its size or checksum is wrong).',
    kn: 'ಕಡತವನ್ನು Excel ಕಡತವಾಗಿ ಓದಲು ಆಗುತ್ತಿಲ್ಲ: ಭಾಗ %{part} ಹಾಳಾಗಿದೆ (ಅದರ ಗಾತ್ರ ಅಥವಾ checksum ತಪ್ಪಾಗಿದೆ).',
  },
  XLSX_DIRECTORY_CUT_SHORT: {
    en: 'The file is not a readable Excel workbook: the zip directory is cut short.',
    kn: 'ಕಡತವನ್ನು Excel ಕಡತವಾಗಿ ಓದಲು ಆಗುತ್ತಿಲ್ಲ: zip ಪಟ್ಟಿ ಅಪೂರ್ಣವಾಗಿದೆ.',
  },
  XLSX_NOT_ZIP: {
    en: 'The file is not a readable Excel workbook: it is not a complete zip file (an .xlsx file is one).',
    kn: 'ಕಡತವನ್ನು Excel ಕಡತವಾಗಿ ಓದಲು ಆಗುತ್ತಿಲ್ಲ: ಅದು ಪೂರ್ಣ zip ಕಡತವಲ್ಲ (.xlsx ಕಡತ ಒಂದು zip ಕಡತ).',
  },
  XLSX_ZIP_SPLIT: {
    en: 'The file is not a readable Excel workbook: it is a zip split over several files.',
    kn: 'ಕಡತವನ್ನು Excel ಕಡತವಾಗಿ ಓದಲು ಆಗುತ್ತಿಲ್ಲ: ಅದು ಹಲವು ಕಡತಗಳಾಗಿ ವಿಭಜಿಸಿದ zip ಆಗಿದೆ.',
  },
  XLSX_DIRECTORY_TOO_LARGE: {
    en: 'The file is not a readable Excel workbook: its zip directory is too large or cut short.',
    kn: 'ಕಡತವನ್ನು Excel ಕಡತವಾಗಿ ಓದಲು ಆಗುತ್ತಿಲ್ಲ: ಅದರ zip ಪಟ್ಟಿ ತುಂಬಾ ದೊಡ್ಡದಾಗಿದೆ ಅಥವಾ ಅಪೂರ್ಣವಾಗಿದೆ.',
  },
  XLSX_DIRECTORY_DAMAGED: {
    en: 'The file is not a readable Excel workbook: its zip directory is damaged.',
    kn: 'ಕಡತವನ್ನು Excel ಕಡತವಾಗಿ ಓದಲು ಆಗುತ್ತಿಲ್ಲ: ಅದರ zip ಪಟ್ಟಿ ಹಾಳಾಗಿದೆ.',
  },
  XLSX_XML_TOO_DEEP: {
    en: 'The file is not a readable Excel workbook: part %{part} nests its XML too deep.',
    kn: 'ಕಡತವನ್ನು Excel ಕಡತವಾಗಿ ಓದಲು ಆಗುತ್ತಿಲ್ಲ: ಭಾಗ %{part} ರ XML ನಲ್ಲಿ ಒಳಹಂತಗಳು ತುಂಬಾ ಹೆಚ್ಚಾಗಿವೆ.',
  },
  XLSX_XML_INVALID: {
    en: 'The file is not a readable Excel workbook: part %{part} is not well-formed XML.',
    kn: 'ಕಡತವನ್ನು Excel ಕಡತವಾಗಿ ಓದಲು ಆಗುತ್ತಿಲ್ಲ: ಭಾಗ %{part} ಸರಿಯಾದ XML ಅಲ್ಲ.',
  },
  XLSX_XML_TOKEN_TOO_LONG: {
    en: 'The file is not a readable Excel workbook: part %{part} has an XML token longer than %{mb} MB.',
    kn: 'ಕಡತವನ್ನು Excel ಕಡತವಾಗಿ ಓದಲು ಆಗುತ್ತಿಲ್ಲ: ಭಾಗ %{part} ರಲ್ಲಿ %{mb} MB ಗಿಂತ ಉದ್ದವಾದ XML ಅಂಶವಿದೆ.',
  },
  XLSX_NO_WORKBOOK_PART: {
    en: 'The file is not a readable Excel workbook: it has no workbook part (%{part}).',
    kn: 'ಕಡತವನ್ನು Excel ಕಡತವಾಗಿ ಓದಲು ಆಗುತ್ತಿಲ್ಲ: ಅದರಲ್ಲಿ ವರ್ಕ್‌ಬುಕ್ ಭಾಗ (%{part}) ಇಲ್ಲ.',
  },
  XLSX_TOO_MANY_SHEETS: {
    en: 'The file is not a readable Excel workbook: its workbook lists more sheets than the file has parts.',
    kn: 'ಕಡತವನ್ನು Excel ಕಡತವಾಗಿ ಓದಲು ಆಗುತ್ತಿಲ್ಲ: ಅದರ ವರ್ಕ್‌ಬುಕ್ ಕಡತದ ಭಾಗಗಳಿಗಿಂತ ಹೆಚ್ಚು ಹಾಳೆಗಳನ್ನು ಪಟ್ಟಿ ಮಾಡಿದೆ.',
  },
  XLSX_NO_WORKSHEET: {
    en: 'The file is not a readable Excel workbook: its workbook has no worksheet.',
    kn: 'ಕಡತವನ್ನು Excel ಕಡತವಾಗಿ ಓದಲು ಆಗುತ್ತಿಲ್ಲ: ಅದರ ವರ್ಕ್‌ಬುಕ್‌ನಲ್ಲಿ ಯಾವುದೇ ಹಾಳೆ ಇಲ್ಲ.',
  },
  XLSX_SHEET_MISSING: {
    en: 'The file is not a readable Excel workbook: sheet "%{sheet}" of its workbook is missing.',
    kn: 'ಕಡತವನ್ನು Excel ಕಡತವಾಗಿ ಓದಲು ಆಗುತ್ತಿಲ್ಲ: ಅದರ ವರ್ಕ್‌ಬುಕ್‌ನ "%{sheet}" ಹಾಳೆ ಕಾಣೆಯಾಗಿದೆ.',
  },
  XLSX_SHARED_STRING_MISSING: {
    en: 'The file is not a readable Excel workbook: cell %{cell} of sheet "%{sheet}" refers to a shared string it does not have.',
    kn: 'ಕಡತವನ್ನು Excel ಕಡತವಾಗಿ ಓದಲು ಆಗುತ್ತಿಲ್ಲ: "%{sheet}" ಹಾಳೆಯ ಕೋಶ %{cell} ಕಡತದಲ್ಲಿ ಇಲ್ಲದ shared string ಅನ್ನು ಸೂಚಿಸುತ್ತದೆ.',
  },
  XLSX_ROW_ORDER: {
    en: 'The file is not a readable Excel workbook: sheet "%{sheet}" has a row numbered "%{row}" after row %{last}.',
    kn: 'ಕಡತವನ್ನು Excel ಕಡತವಾಗಿ ಓದಲು ಆಗುತ್ತಿಲ್ಲ: "%{sheet}" ಹಾಳೆಯಲ್ಲಿ ಸಾಲು %{last} ರ ನಂತರ "%{row}" ಸಂಖ್ಯೆಯ ಸಾಲು ಇದೆ.',
  },
  XLSX_CELL_REF: {
    en: 'The file is not a readable Excel workbook: sheet "%{sheet}" has a cell "%{ref}" in row %{row}.',
    kn: 'ಕಡತವನ್ನು Excel ಕಡತವಾಗಿ ಓದಲು ಆಗುತ್ತಿಲ್ಲ: "%{sheet}" ಹಾಳೆಯ ಸಾಲು %{row} ರಲ್ಲಿ "%{ref}" ಎಂಬ ಕೋಶವಿದೆ.',
  },

  // Social audit forms
  REPORT_YEAR_INVALID: {
    en: 'financialYear must be ALL or a year from %{first} to %{last}.',
    kn: 'financialYear ಮೌಲ್ಯ ALL ಅಥವಾ %{first} ರಿಂದ %{last} ವರೆಗಿನ ಒಂದು ವರ್ಷವಾಗಿರಬೇಕು.',
  },
  ISSUE_NUMBER_INVALID: {
    en: 'issue_number must be an issue number (1 to 40 letters, digits, /, -, _ or .).',
    kn: 'issue_number ಒಂದು ಸಮಸ್ಯೆ ಸಂಖ್ಯೆಯಾಗಿರಬೇಕು (1 ರಿಂದ 40 ಅಕ್ಷರಗಳು, ಅಂಕಿಗಳು, /, -, _ ಅಥವಾ .).',
  },
  ISSUE_TYPE_INVALID: { en: 'issueType must be FM, FD, PV, GR or ALL.', kn: 'issueType ಮೌಲ್ಯ FM, FD, PV, GR ಅಥವಾ ALL ಆಗಿರಬೇಕು.' },
  LOCATION_CODE_ANY_INVALID: {
    en: 'locationCode must be a district, block or panchayat code.',
    kn: 'locationCode ಜಿಲ್ಲೆ, ತಾಲ್ಲೂಕು ಅಥವಾ ಗ್ರಾಮ ಪಂಚಾಯತಿಯ ಕೋಡ್ ಆಗಿರಬೇಕು.',
  },
  RECOMMENDED_BOOLEAN: { en: 'recommended must be true or false.', kn: 'recommended ಮೌಲ್ಯ true ಅಥವಾ false ಆಗಿರಬೇಕು.' },
  WORK_DETAILS_LIST: { en: 'workDetails must be a list of works.', kn: 'workDetails ಕಾಮಗಾರಿಗಳ ಪಟ್ಟಿಯಾಗಿರಬೇಕು.' },
  WORK_DETAILS_TOO_MANY: { en: 'At most 100 works may be linked to an issue.', kn: 'ಒಂದು ಸಮಸ್ಯೆಗೆ ಗರಿಷ್ಠ 100 ಕಾಮಗಾರಿಗಳನ್ನು ಜೋಡಿಸಬಹುದು.' },
  PERSONS_LIST: { en: 'persons_details must be a list of persons.', kn: 'persons_details ವ್ಯಕ್ತಿಗಳ ಪಟ್ಟಿಯಾಗಿರಬೇಕು.' },
  PERSONS_TOO_MANY: { en: 'At most 50 persons may be added to an issue.', kn: 'ಒಂದು ಸಮಸ್ಯೆಗೆ ಗರಿಷ್ಠ 50 ವ್ಯಕ್ತಿಗಳನ್ನು ಸೇರಿಸಬಹುದು.' },
  MAPPED_ISSUES_LIST: { en: 'mapped_issues must be a list of issue numbers.', kn: 'mapped_issues ಸಮಸ್ಯೆ ಸಂಖ್ಯೆಗಳ ಪಟ್ಟಿಯಾಗಿರಬೇಕು.' },
  MAPPED_ISSUES_TOO_MANY: { en: 'At most 50 issues may be mapped to one recovery.', kn: 'ಒಂದು ವಸೂಲಿಗೆ ಗರಿಷ್ಠ 50 ಸಮಸ್ಯೆಗಳನ್ನು ಜೋಡಿಸಬಹುದು.' },
  ISSUE_NUMBERS_LIST: { en: 'issue_numbers must be a list of issue numbers.', kn: 'issue_numbers ಸಮಸ್ಯೆ ಸಂಖ್ಯೆಗಳ ಪಟ್ಟಿಯಾಗಿರಬೇಕು.' },
  ISSUE_NUMBERS_TOO_MANY: { en: 'At most 100 issues may be asked for at once.', kn: 'ಒಂದು ಬಾರಿಗೆ ಗರಿಷ್ಠ 100 ಸಮಸ್ಯೆಗಳನ್ನು ಕೇಳಬಹುದು.' },
  VERIFY_TOO_MANY: { en: 'At most 51 issues may be verified at once.', kn: 'ಒಂದು ಬಾರಿಗೆ ಗರಿಷ್ಠ 51 ಸಮಸ್ಯೆಗಳನ್ನು ಪರಿಶೀಲಿಸಬಹುದು.' },
  REPORT_LEVEL_INVALID: { en: 'level must be district or block.', kn: 'level ಮೌಲ್ಯ district ಅಥವಾ block ಆಗಿರಬೇಕು.' },
  SUMMARY_FILTER_INVALID: { en: 'filter must be one of %{filters}.', kn: 'filter ಇವುಗಳಲ್ಲಿ ಒಂದಾಗಿರಬೇಕು: %{filters}.' },
  REPORT_YEAR_FORMAT: {
    en: 'financialYear must be ALL or a year from 2016-2017 to the current financial year.',
    kn: 'financialYear ಮೌಲ್ಯ ALL ಅಥವಾ 2016-2017 ರಿಂದ ಪ್ರಸ್ತುತ ಹಣಕಾಸು ವರ್ಷದವರೆಗಿನ ಒಂದು ವರ್ಷವಾಗಿರಬೇಕು.',
  },
  STATEMENT_YEAR_FORMAT: {
    en: 'year must be a statement year from 2013-2014 to the current financial year.',
    kn: 'ವರ್ಷ 2013-2014 ರಿಂದ ಪ್ರಸ್ತುತ ಹಣಕಾಸು ವರ್ಷದವರೆಗಿನ ಖಾತೆ ಸ್ಟೇಟ್‌ಮೆಂಟ್‌ನ ವರ್ಷವಾಗಿರಬೇಕು.',
  },
  STATEMENT_YEAR_INVALID: {
    en: 'year must be a statement year from %{first} to %{last}.',
    kn: 'ವರ್ಷ %{first} ರಿಂದ %{last} ವರೆಗಿನ ಖಾತೆ ಸ್ಟೇಟ್‌ಮೆಂಟ್‌ನ ವರ್ಷವಾಗಿರಬೇಕು.',
  },
  STATEMENT_URL_INVALID: { en: 'url must be an http or https address.', kn: 'url ಒಂದು http ಅಥವಾ https ವಿಳಾಸವಾಗಿರಬೇಕು.' },
  STATEMENT_URL_TOO_LONG: { en: 'url is at most 500 characters.', kn: 'url ಗರಿಷ್ಠ 500 ಅಕ್ಷರಗಳಿರಬೇಕು.' },
  // Photo evidence (issue 27): notes per photo and summary lines of a record
  EVIDENCE_DEVICE_POSITIONS_INVALID: {
    en: 'The positions reported by the device for the photos are not valid.',
    kn: 'ಫೋಟೋಗಳಿಗೆ ಸಾಧನ ತಿಳಿಸಿದ ಸ್ಥಳಗಳು ಸರಿಯಾಗಿಲ್ಲ.',
  },
  // Photos the portal takes, and times that are times (issue 41)
  EVIDENCE_DEVICE_TIME_IMPOSSIBLE: {
    en: 'The time the device reported for %{field} is not possible: it must fall between 01/01/2000 and one day from now.',
    kn: '%{field} ಗಾಗಿ ಸಾಧನ ತಿಳಿಸಿದ ಸಮಯ ಸಾಧ್ಯವಿಲ್ಲ: ಅದು 01/01/2000 ಮತ್ತು ಈಗಿನಿಂದ ಒಂದು ದಿನದ ನಡುವೆ ಇರಬೇಕು.',
  },
  EVIDENCE_PHOTO_TOO_LARGE: {
    en: 'The photo %{field} is %{width} x %{height} pixels (%{megapixels} megapixels): photos of at most %{max} megapixels are accepted. Send it at a lower resolution.',
    kn: '%{field} ಫೋಟೋ %{width} x %{height} ಪಿಕ್ಸೆಲ್‌ಗಳಷ್ಟಿದೆ (%{megapixels} ಮೆಗಾಪಿಕ್ಸೆಲ್): ಗರಿಷ್ಠ %{max} ಮೆಗಾಪಿಕ್ಸೆಲ್‌ಗಳ ಫೋಟೋಗಳನ್ನು ಮಾತ್ರ ಸ್ವೀಕರಿಸಲಾಗುತ್ತದೆ. ಕಡಿಮೆ ರೆಸಲ್ಯೂಶನ್‌ನಲ್ಲಿ ಕಳುಹಿಸಿ.',
  },
  EVIDENCE_PHOTO_UNREADABLE: {
    en: 'The file %{field} is not a photo that can be opened.',
    kn: '%{field} ಕಡತವು ತೆರೆಯಬಹುದಾದ ಫೋಟೋ ಅಲ್ಲ.',
  },
  EVIDENCE_NOTE_NO_LOCATION: {
    en: 'Neither the photo nor the device gave a location.',
    kn: 'ಫೋಟೋ ಅಥವಾ ಸಾಧನ ಯಾವುದೂ ಸ್ಥಳವನ್ನು ನೀಡಿಲ್ಲ.',
  },
  EVIDENCE_NOTE_FAR_M: { en: 'Taken %{metres} m from the work site.', kn: 'ಕಾಮಗಾರಿ ಸ್ಥಳದಿಂದ %{metres} ಮೀ. ದೂರದಲ್ಲಿ ತೆಗೆಯಲಾಗಿದೆ.' },
  EVIDENCE_NOTE_FAR_KM: { en: 'Taken %{km} km from the work site.', kn: 'ಕಾಮಗಾರಿ ಸ್ಥಳದಿಂದ %{km} ಕಿ.ಮೀ. ದೂರದಲ್ಲಿ ತೆಗೆಯಲಾಗಿದೆ.' },
  EVIDENCE_NOTE_FAR_GP_KM: {
    en: 'Taken %{km} km from the gram panchayat office.',
    kn: 'ಗ್ರಾಮ ಪಂಚಾಯತಿ ಕಚೇರಿಯಿಂದ %{km} ಕಿ.ಮೀ. ದೂರದಲ್ಲಿ ತೆಗೆಯಲಾಗಿದೆ.',
  },
  EVIDENCE_NOTE_OLD_BEFORE_CYCLE: {
    en: 'Taken on %{date}, before this verification cycle opened.',
    kn: '%{date} ರಂದು ತೆಗೆಯಲಾಗಿದೆ, ಈ ಪರಿಶೀಲನಾ ಸುತ್ತು ಆರಂಭವಾಗುವ ಮೊದಲು.',
  },
  EVIDENCE_NOTE_OLD_STALE: {
    en: 'Taken on %{date}, %{days} days before it was filed.',
    kn: '%{date} ರಂದು ತೆಗೆಯಲಾಗಿದೆ, ಸಲ್ಲಿಸುವ %{days} ದಿನಗಳ ಮೊದಲು.',
  },
  EVIDENCE_NOTE_REUSED: {
    en: 'Near-identical to a photo of work %{work} filed by %{name} at Level %{level}.',
    kn: 'ಹಂತ %{level}ರಲ್ಲಿ %{name} ಅವರು ಸಲ್ಲಿಸಿದ ಕಾಮಗಾರಿ %{work} ರ ಫೋಟೋಗೆ ಬಹುತೇಕ ಒಂದೇ ಆಗಿದೆ.',
  },
  EVIDENCE_NOTE_NO_TIME: {
    en: 'The photo gives no capture time: whether it is old cannot be told.',
    kn: 'ಫೋಟೋದಲ್ಲಿ ತೆಗೆದ ಸಮಯವಿಲ್ಲ: ಅದು ಹಳೆಯದೇ ಎಂದು ತಿಳಿಯಲಾಗದು.',
  },
  EVIDENCE_NOTE_TIME_MISMATCH: {
    en: 'The camera time and the device time differ by %{hours} hours.',
    kn: 'ಕ್ಯಾಮೆರಾ ಸಮಯ ಮತ್ತು ಸಾಧನದ ಸಮಯದ ನಡುವೆ %{hours} ಗಂಟೆಗಳ ವ್ಯತ್ಯಾಸವಿದೆ.',
  },
  EVIDENCE_NOTE_FUTURE: {
    en: "The camera's time is %{minutes} minutes after the photo was filed.",
    kn: 'ಕ್ಯಾಮೆರಾದ ಸಮಯವು ಫೋಟೋ ಸಲ್ಲಿಸಿದ ಸಮಯಕ್ಕಿಂತ %{minutes} ನಿಮಿಷ ಮುಂದಿದೆ.',
  },
  EVIDENCE_NOTE_TIME_IGNORED: {
    en: "The camera's date %{value} was ignored: it is not a possible capture time, so whether the photo is old cannot be told.",
    kn: 'ಕ್ಯಾಮೆರಾದ ದಿನಾಂಕ %{value} ಅನ್ನು ಕಡೆಗಣಿಸಲಾಗಿದೆ: ಅದು ಫೋಟೋ ತೆಗೆದಿರಬಹುದಾದ ಸಮಯವಲ್ಲ, ಆದ್ದರಿಂದ ಫೋಟೋ ಹಳೆಯದೇ ಎಂದು ತಿಳಿಯಲಾಗದು.',
  },
  EVIDENCE_SUMMARY_CLEAN: {
    en: 'The photo shows where and when it was taken. |||| All %{total} photos show where and when they were taken.',
    kn: 'ಫೋಟೋ ಎಲ್ಲಿ ಮತ್ತು ಯಾವಾಗ ತೆಗೆದದ್ದು ಎಂಬುದನ್ನು ತೋರಿಸುತ್ತದೆ. |||| ಎಲ್ಲಾ %{total} ಫೋಟೋಗಳು ಎಲ್ಲಿ ಮತ್ತು ಯಾವಾಗ ತೆಗೆದವು ಎಂಬುದನ್ನು ತೋರಿಸುತ್ತವೆ.',
  },
  EVIDENCE_SUMMARY_NO_LOCATION: {
    en: '1 of %{total} photos has no location. |||| %{count} of %{total} photos have no location. |||| The only photo has no location.',
    kn: '%{total} ಫೋಟೋಗಳಲ್ಲಿ 1 ಫೋಟೋಗೆ ಸ್ಥಳವಿಲ್ಲ. |||| %{total} ಫೋಟೋಗಳಲ್ಲಿ %{count} ಫೋಟೋಗಳಿಗೆ ಸ್ಥಳವಿಲ್ಲ. |||| ಇರುವ ಒಂದೇ ಫೋಟೋಗೆ ಸ್ಥಳವಿಲ್ಲ.',
  },
  EVIDENCE_SUMMARY_FAR_M: {
    en: '1 of %{total} photos is far from the work site (%{metres} m). |||| %{count} of %{total} photos are far from the work site (%{metres} m). |||| The only photo is far from the work site (%{metres} m).',
    kn: '%{total} ಫೋಟೋಗಳಲ್ಲಿ 1 ಫೋಟೋ ಕಾಮಗಾರಿ ಸ್ಥಳದಿಂದ ದೂರದಲ್ಲಿದೆ (%{metres} ಮೀ.). |||| %{total} ಫೋಟೋಗಳಲ್ಲಿ %{count} ಫೋಟೋಗಳು ಕಾಮಗಾರಿ ಸ್ಥಳದಿಂದ ದೂರದಲ್ಲಿವೆ (%{metres} ಮೀ.). |||| ಇರುವ ಒಂದೇ ಫೋಟೋ ಕಾಮಗಾರಿ ಸ್ಥಳದಿಂದ ದೂರದಲ್ಲಿದೆ (%{metres} ಮೀ.).',
  },
  EVIDENCE_SUMMARY_FAR_KM: {
    en: '1 of %{total} photos is far from the work site (%{km} km). |||| %{count} of %{total} photos are far from the work site (%{km} km). |||| The only photo is far from the work site (%{km} km).',
    kn: '%{total} ಫೋಟೋಗಳಲ್ಲಿ 1 ಫೋಟೋ ಕಾಮಗಾರಿ ಸ್ಥಳದಿಂದ ದೂರದಲ್ಲಿದೆ (%{km} ಕಿ.ಮೀ.). |||| %{total} ಫೋಟೋಗಳಲ್ಲಿ %{count} ಫೋಟೋಗಳು ಕಾಮಗಾರಿ ಸ್ಥಳದಿಂದ ದೂರದಲ್ಲಿವೆ (%{km} ಕಿ.ಮೀ.). |||| ಇರುವ ಒಂದೇ ಫೋಟೋ ಕಾಮಗಾರಿ ಸ್ಥಳದಿಂದ ದೂರದಲ್ಲಿದೆ (%{km} ಕಿ.ಮೀ.).',
  },
  EVIDENCE_SUMMARY_OLD: {
    en: '1 of %{total} photos was taken before the cycle opened or over 7 days before filing. |||| %{count} of %{total} photos were taken before the cycle opened or over 7 days before filing. |||| The only photo was taken before the cycle opened or over 7 days before filing.',
    kn: '%{total} ಫೋಟೋಗಳಲ್ಲಿ 1 ಫೋಟೋವನ್ನು ಸುತ್ತಿನ ಆರಂಭಕ್ಕೂ ಮೊದಲು ಅಥವಾ ಸಲ್ಲಿಕೆಗೆ 7 ದಿನಗಳಿಗಿಂತ ಹೆಚ್ಚು ಮೊದಲು ತೆಗೆಯಲಾಗಿದೆ. |||| %{total} ಫೋಟೋಗಳಲ್ಲಿ %{count} ಫೋಟೋಗಳನ್ನು ಸುತ್ತಿನ ಆರಂಭಕ್ಕೂ ಮೊದಲು ಅಥವಾ ಸಲ್ಲಿಕೆಗೆ 7 ದಿನಗಳಿಗಿಂತ ಹೆಚ್ಚು ಮೊದಲು ತೆಗೆಯಲಾಗಿದೆ. |||| ಇರುವ ಒಂದೇ ಫೋಟೋವನ್ನು ಸುತ್ತಿನ ಆರಂಭಕ್ಕೂ ಮೊದಲು ಅಥವಾ ಸಲ್ಲಿಕೆಗೆ 7 ದಿನಗಳಿಗಿಂತ ಹೆಚ್ಚು ಮೊದಲು ತೆಗೆಯಲಾಗಿದೆ.',
  },
  EVIDENCE_SUMMARY_REUSED: {
    en: '1 of %{total} photos was filed before for another work or by another officer. |||| %{count} of %{total} photos were filed before for another work or by another officer. |||| The only photo was filed before for another work or by another officer.',
    kn: '%{total} ಫೋಟೋಗಳಲ್ಲಿ 1 ಫೋಟೋವನ್ನು ಬೇರೆ ಕಾಮಗಾರಿಗೆ ಅಥವಾ ಬೇರೆ ಅಧಿಕಾರಿ ಈ ಮೊದಲೇ ಸಲ್ಲಿಸಿದ್ದಾರೆ. |||| %{total} ಫೋಟೋಗಳಲ್ಲಿ %{count} ಫೋಟೋಗಳನ್ನು ಬೇರೆ ಕಾಮಗಾರಿಗೆ ಅಥವಾ ಬೇರೆ ಅಧಿಕಾರಿ ಈ ಮೊದಲೇ ಸಲ್ಲಿಸಿದ್ದಾರೆ. |||| ಇರುವ ಒಂದೇ ಫೋಟೋವನ್ನು ಬೇರೆ ಕಾಮಗಾರಿಗೆ ಅಥವಾ ಬೇರೆ ಅಧಿಕಾರಿ ಈ ಮೊದಲೇ ಸಲ್ಲಿಸಿದ್ದಾರೆ.',
  },
  EVIDENCE_SUMMARY_TIME_MISMATCH: {
    en: '1 of %{total} photos: the camera time and the device time differ by over an hour. |||| %{count} of %{total} photos: the camera time and the device time differ by over an hour. |||| The only photo: the camera time and the device time differ by over an hour.',
    kn: '%{total} ಫೋಟೋಗಳಲ್ಲಿ 1 ಫೋಟೋ: ಕ್ಯಾಮೆರಾ ಸಮಯ ಮತ್ತು ಸಾಧನದ ಸಮಯದ ನಡುವೆ ಒಂದು ಗಂಟೆಗಿಂತ ಹೆಚ್ಚು ವ್ಯತ್ಯಾಸವಿದೆ. |||| %{total} ಫೋಟೋಗಳಲ್ಲಿ %{count} ಫೋಟೋಗಳು: ಕ್ಯಾಮೆರಾ ಸಮಯ ಮತ್ತು ಸಾಧನದ ಸಮಯದ ನಡುವೆ ಒಂದು ಗಂಟೆಗಿಂತ ಹೆಚ್ಚು ವ್ಯತ್ಯಾಸವಿದೆ. |||| ಇರುವ ಒಂದೇ ಫೋಟೋ: ಕ್ಯಾಮೆರಾ ಸಮಯ ಮತ್ತು ಸಾಧನದ ಸಮಯದ ನಡುವೆ ಒಂದು ಗಂಟೆಗಿಂತ ಹೆಚ್ಚು ವ್ಯತ್ಯಾಸವಿದೆ.',
  },
  EVIDENCE_SUMMARY_FUTURE: {
    en: "1 of %{total} photos: the camera's time is after the photo was filed. |||| %{count} of %{total} photos: the camera's time is after the photo was filed. |||| The only photo: the camera's time is after the photo was filed.",
    kn: '%{total} ಫೋಟೋಗಳಲ್ಲಿ 1 ಫೋಟೋ: ಕ್ಯಾಮೆರಾದ ಸಮಯವು ಫೋಟೋ ಸಲ್ಲಿಸಿದ ಸಮಯಕ್ಕಿಂತ ನಂತರದ್ದಾಗಿದೆ. |||| %{total} ಫೋಟೋಗಳಲ್ಲಿ %{count} ಫೋಟೋಗಳು: ಕ್ಯಾಮೆರಾದ ಸಮಯವು ಫೋಟೋ ಸಲ್ಲಿಸಿದ ಸಮಯಕ್ಕಿಂತ ನಂತರದ್ದಾಗಿದೆ. |||| ಇರುವ ಒಂದೇ ಫೋಟೋ: ಕ್ಯಾಮೆರಾದ ಸಮಯವು ಫೋಟೋ ಸಲ್ಲಿಸಿದ ಸಮಯಕ್ಕಿಂತ ನಂತರದ್ದಾಗಿದೆ.',
  },
  // Photo evidence report, panchayat locations and the MIS geotag (issue 27; evidence-report helper)
  GP_LOCATIONS_IMPORTED: {
    en: '%{rows} gram panchayat locations read: %{updated} updated, %{unchanged} unchanged.',
    kn: '%{rows} ಗ್ರಾಮ ಪಂಚಾಯತಿ ಸ್ಥಳಗಳನ್ನು ಓದಲಾಗಿದೆ: %{updated} ಬದಲಾಯಿಸಲಾಗಿದೆ, %{unchanged} ಬದಲಾಗಿಲ್ಲ.',
  },
  GP_LOCATIONS_SUMMARY: {
    en: '%{located} of %{panchayats} gram panchayats have a location.',
    kn: '%{panchayats} ಗ್ರಾಮ ಪಂಚಾಯತಿಗಳಲ್ಲಿ %{located} ಗ್ರಾಮ ಪಂಚಾಯತಿಗಳಿಗೆ ಸ್ಥಳವಿದೆ.',
  },
  GP_LOCATIONS_NOT_ALLOWED: {
    en: 'Only state and district administrators can import gram panchayat locations.',
    kn: 'ರಾಜ್ಯ ಮತ್ತು ಜಿಲ್ಲಾ ನಿರ್ವಾಹಕರು ಮಾತ್ರ ಗ್ರಾಮ ಪಂಚಾಯತಿ ಸ್ಥಳಗಳನ್ನು ಆಮದು ಮಾಡಬಹುದು.',
  },
  GP_LOCATIONS_NO_FILE: {
    en: "Upload a CSV file in the field 'file'.",
    kn: "'file' ಕ್ಷೇತ್ರದಲ್ಲಿ CSV ಕಡತವನ್ನು ಅಪ್‌ಲೋಡ್ ಮಾಡಿ.",
  },
  GP_LOCATIONS_FIX_LINES: {
    en: 'Nothing was changed: correct the %{total} problem(s) listed by line and upload the file again.',
    kn: 'ಯಾವುದನ್ನೂ ಬದಲಾಯಿಸಲಾಗಿಲ್ಲ: ಸಾಲುವಾರು ತೋರಿಸಿರುವ %{total} ಸಮಸ್ಯೆ(ಗಳನ್ನು) ಸರಿಪಡಿಸಿ ಕಡತವನ್ನು ಮತ್ತೆ ಅಪ್‌ಲೋಡ್ ಮಾಡಿ.',
  },
  GP_LOCATIONS_NOT_CSV: { en: 'The file is not valid CSV.', kn: 'ಕಡತವು ಸರಿಯಾದ CSV ಅಲ್ಲ.' },
  GP_LOCATIONS_TOO_LARGE: {
    en: 'The file is larger than %{mb} MB: a location file holds at most %{max} rows.',
    kn: 'ಕಡತ %{mb} MB ಗಿಂತ ದೊಡ್ಡದಾಗಿದೆ: ಸ್ಥಳಗಳ ಕಡತದಲ್ಲಿ ಗರಿಷ್ಠ %{max} ಸಾಲುಗಳಿರಬಹುದು.',
  },
  GP_LOCATIONS_TOO_MANY_ROWS: {
    en: 'The file has more than %{max} rows: a location file holds at most %{max}.',
    kn: 'ಕಡತದಲ್ಲಿ %{max} ಕ್ಕಿಂತ ಹೆಚ್ಚು ಸಾಲುಗಳಿವೆ: ಸ್ಥಳಗಳ ಕಡತದಲ್ಲಿ ಗರಿಷ್ಠ %{max} ಸಾಲುಗಳಿರಬಹುದು.',
  },
  GP_LOCATIONS_LINE_TOO_LONG: {
    en: 'A line of the file is longer than %{max} characters: it is not a location row.',
    kn: 'ಕಡತದ ಒಂದು ಸಾಲು %{max} ಅಕ್ಷರಗಳಿಗಿಂತ ಉದ್ದವಾಗಿದೆ: ಅದು ಸ್ಥಳದ ಸಾಲಲ್ಲ.',
  },
  GP_LOCATIONS_EMPTY: { en: 'The file has no rows.', kn: 'ಕಡತದಲ್ಲಿ ಯಾವುದೇ ಸಾಲುಗಳಿಲ್ಲ.' },
  GP_LOCATIONS_HEADER: {
    en: 'The header must be exactly %{header}.',
    kn: 'ಶೀರ್ಷಿಕೆ ಸಾಲು ನಿಖರವಾಗಿ %{header} ಆಗಿರಬೇಕು.',
  },
  GP_LOCATIONS_COLUMNS: { en: 'Expected 3 columns, found %{found}.', kn: '3 ಕಾಲಂಗಳು ಇರಬೇಕು, %{found} ಇವೆ.' },
  GP_LOCATIONS_CODE: {
    en: 'panchayat_code "%{value}" must be 10 digits.',
    kn: 'panchayat_code "%{value}" 10 ಅಂಕಿಗಳಾಗಿರಬೇಕು.',
  },
  GP_LOCATIONS_DUPLICATE: {
    en: 'Gram panchayat %{code} appears again (first on line %{first}).',
    kn: 'ಗ್ರಾಮ ಪಂಚಾಯತಿ %{code} ಮತ್ತೆ ಬಂದಿದೆ (ಮೊದಲು ಸಾಲು %{first} ರಲ್ಲಿ).',
  },
  GP_LOCATIONS_NUMBER: { en: '%{field} "%{value}" is not a number.', kn: '%{field} "%{value}" ಸಂಖ್ಯೆಯಲ್ಲ.' },
  GP_LOCATIONS_RANGE: {
    en: '%{field} %{value} is out of range (%{min} to %{max}).',
    kn: '%{field} %{value} ಮಿತಿಯ ಹೊರಗಿದೆ (%{min} ರಿಂದ %{max}).',
  },
  GP_LOCATIONS_OUTSIDE_KARNATAKA: {
    en: 'The point %{latitude}, %{longitude} is outside Karnataka (latitude 11 to 19, longitude 74 to 79).',
    kn: '%{latitude}, %{longitude} ಬಿಂದು ಕರ್ನಾಟಕದ ಹೊರಗಿದೆ (ಅಕ್ಷಾಂಶ 11 ರಿಂದ 19, ರೇಖಾಂಶ 74 ರಿಂದ 79).',
  },
  GP_LOCATIONS_UNKNOWN: {
    en: 'Gram panchayat %{code} is not in the location master.',
    kn: 'ಗ್ರಾಮ ಪಂಚಾಯತಿ %{code} ಸ್ಥಳಗಳ ಪಟ್ಟಿಯಲ್ಲಿ ಇಲ್ಲ.',
  },
  GP_LOCATIONS_OUTSIDE_DISTRICT: {
    en: 'Gram panchayat %{code} is outside your district.',
    kn: 'ಗ್ರಾಮ ಪಂಚಾಯತಿ %{code} ನಿಮ್ಮ ಜಿಲ್ಲೆಯ ಹೊರಗಿದೆ.',
  },
  EVIDENCE_REPORT_NOT_ALLOWED: {
    en: 'The Photo evidence report is for state, district and taluk administrators.',
    kn: 'ಫೋಟೋ ಸಾಕ್ಷ್ಯ ವರದಿ ರಾಜ್ಯ, ಜಿಲ್ಲಾ ಮತ್ತು ತಾಲ್ಲೂಕು ನಿರ್ವಾಹಕರಿಗೆ ಮಾತ್ರ.',
  },
  EVIDENCE_REPORT: { en: 'Photo evidence report.', kn: 'ಫೋಟೋ ಸಾಕ್ಷ್ಯ ವರದಿ.' },
  EVIDENCE_NO_CYCLE: { en: 'There is no verification cycle yet.', kn: 'ಇನ್ನೂ ಯಾವುದೇ ಪರಿಶೀಲನಾ ಸುತ್ತು ಇಲ್ಲ.' },
  EVIDENCE_CYCLE_NOT_FOUND: { en: 'No such verification cycle.', kn: 'ಅಂತಹ ಪರಿಶೀಲನಾ ಸುತ್ತು ಇಲ್ಲ.' },
  EVIDENCE_CYCLE_INVALID: {
    en: 'cycle_id must be a whole number from 1.',
    kn: 'cycle_id 1 ರಿಂದ ಆರಂಭವಾಗುವ ಪೂರ್ಣ ಸಂಖ್ಯೆಯಾಗಿರಬೇಕು.',
  },
  EVIDENCE_LEVEL_INVALID: { en: 'level must be a whole number from 1 to 5.', kn: 'level 1 ರಿಂದ 5 ರ ಪೂರ್ಣ ಸಂಖ್ಯೆಯಾಗಿರಬೇಕು.' },
  EVIDENCE_FLAG_INVALID: {
    en: 'flag must be one of %{flags}.',
    kn: 'flag ಇವುಗಳಲ್ಲಿ ಒಂದಾಗಿರಬೇಕು: %{flags}.',
  },
  EVIDENCE_WORK: { en: 'Photo evidence of work %{work}.', kn: 'ಕಾಮಗಾರಿ %{work} ರ ಫೋಟೋ ಸಾಕ್ಷ್ಯ.' },
  EVIDENCE_WORK_NOT_FOUND: {
    en: 'No photo evidence of work %{work} in this cycle within your jurisdiction.',
    kn: 'ನಿಮ್ಮ ವ್ಯಾಪ್ತಿಯಲ್ಲಿ ಈ ಸುತ್ತಿನಲ್ಲಿ ಕಾಮಗಾರಿ %{work} ರ ಯಾವುದೇ ಫೋಟೋ ಸಾಕ್ಷ್ಯ ಇಲ್ಲ.',
  },
  EVIDENCE_CSV_DISTRICT: { en: 'District', kn: 'ಜಿಲ್ಲೆ' },
  EVIDENCE_CSV_BLOCK: { en: 'Taluk', kn: 'ತಾಲ್ಲೂಕು' },
  EVIDENCE_CSV_PANCHAYAT: { en: 'Gram panchayat', kn: 'ಗ್ರಾಮ ಪಂಚಾಯತಿ' },
  EVIDENCE_CSV_WORK_CODE: { en: 'Work code', kn: 'ಕಾಮಗಾರಿ ಕೋಡ್' },
  EVIDENCE_CSV_WORK_NAME: { en: 'Work name', kn: 'ಕಾಮಗಾರಿಯ ಹೆಸರು' },
  EVIDENCE_CSV_LEVEL: { en: 'Level', kn: 'ಹಂತ' },
  EVIDENCE_CSV_OFFICER: { en: 'Officer', kn: 'ಅಧಿಕಾರಿ' },
  EVIDENCE_CSV_SUBMITTED_AT: { en: 'Submitted at', kn: 'ಸಲ್ಲಿಸಿದ ಸಮಯ' },
  EVIDENCE_CSV_PHOTOS: { en: 'Photos', kn: 'ಫೋಟೋಗಳು' },
  EVIDENCE_CSV_FLAGGED_PHOTOS: { en: 'Flagged photos', kn: 'ಗುರುತಿಸಲಾದ ಫೋಟೋಗಳು' },
  EVIDENCE_CSV_MAX_DISTANCE: { en: 'Farthest distance (m)', kn: 'ಗರಿಷ್ಠ ದೂರ (ಮೀ.)' },
  EVIDENCE_FLAG_NO_LOCATION: { en: 'No location', kn: 'ಸ್ಥಳವಿಲ್ಲ' },
  EVIDENCE_FLAG_FAR_FROM_WORK: { en: 'Far from the work site', kn: 'ಕಾಮಗಾರಿ ಸ್ಥಳದಿಂದ ದೂರ' },
  EVIDENCE_FLAG_OLD_PHOTO: { en: 'Old photo', kn: 'ಹಳೆಯ ಫೋಟೋ' },
  EVIDENCE_FLAG_REUSED_PHOTO: { en: 'Reused photo', kn: 'ಮರುಬಳಸಿದ ಫೋಟೋ' },
  EVIDENCE_FLAG_TIME_MISMATCH: { en: 'Time mismatch', kn: 'ಸಮಯ ಹೊಂದಿಕೆಯಾಗುತ್ತಿಲ್ಲ' },
  EVIDENCE_FLAG_FUTURE: { en: 'Time in the future', kn: 'ಭವಿಷ್ಯದ ಸಮಯ' },
  // Photo evidence demo and bench (issue 27; evidence-demo helper)
  // Reconciliation: changed in the MIS after verification (issue 29 items 3-4)
  RECONCILIATION_NOT_ALLOWED: {
    en: 'The Reconciliation view is for state, district and taluk administrators.',
    kn: 'ಹೊಂದಾಣಿಕೆ ವರದಿ ರಾಜ್ಯ, ಜಿಲ್ಲಾ ಮತ್ತು ತಾಲ್ಲೂಕು ನಿರ್ವಾಹಕರಿಗೆ ಮಾತ್ರ.',
  },
  RECONCILIATION_REPORT: { en: 'Reconciliation of verified works.', kn: 'ಪರಿಶೀಲಿಸಿದ ಕಾಮಗಾರಿಗಳ ಹೊಂದಾಣಿಕೆ.' },
  RECONCILIATION_CHANGED_INVALID: {
    en: 'changed must be true or false.',
    kn: 'changed true ಅಥವಾ false ಆಗಿರಬೇಕು.',
  },
  RECONCILIATION_CSV_CHANGED: { en: 'Changed in the MIS after verification', kn: 'ಪರಿಶೀಲನೆಯ ನಂತರ MIS ನಲ್ಲಿ ಬದಲಾಗಿದೆ' },
  RECONCILIATION_CSV_LEVEL: { en: 'Highest level verified', kn: 'ಪರಿಶೀಲಿಸಿದ ಅತ್ಯುನ್ನತ ಹಂತ' },
  RECONCILIATION_CSV_RECOMMENDED: { en: 'Recommended for payment', kn: 'ಪಾವತಿಗೆ ಶಿಫಾರಸು' },
  RECONCILIATION_CSV_EXPENDITURE: { en: 'Expenditure (₹)', kn: 'ವೆಚ್ಚ (₹)' },
  RECONCILIATION_CSV_EXPENDITURE_DELTA: { en: 'Expenditure change (₹)', kn: 'ವೆಚ್ಚದ ಬದಲಾವಣೆ (₹)' },
  RECONCILIATION_CSV_BILLS_ADDED: { en: 'Bills added', kn: 'ಸೇರಿಸಿದ ಬಿಲ್‌ಗಳು' },
  RECONCILIATION_CSV_BILLS_PAID: { en: 'Bills paid', kn: 'ಪಾವತಿಸಿದ ಬಿಲ್‌ಗಳು' },
  RECONCILIATION_CSV_BILLS_CHANGED: { en: 'Bills changed', kn: 'ಬದಲಾದ ಬಿಲ್‌ಗಳು' },
  RECONCILIATION_CSV_FTOS_ADDED: { en: 'FTOs added', kn: 'ಸೇರಿಸಿದ FTO ಗಳು' },
  RECONCILIATION_CSV_GONE: { en: 'No longer in the MIS', kn: 'ಈಗ MIS ನಲ್ಲಿ ಇಲ್ಲ' },
  RECONCILIATION_CSV_YES: { en: 'Yes', kn: 'ಹೌದು' },
  RECONCILIATION_CSV_NO: { en: 'No', kn: 'ಇಲ್ಲ' },
} as const satisfies Record<string, { readonly en: string; readonly kn: string }>;

export type MessageCode = keyof typeof MESSAGES;
export type Language = 'en' | 'kn';
export const LANGUAGES: readonly Language[] = ['en', 'kn'];
export type MessageParams = Readonly<Record<string, string | number>>;

export function isMessageCode(value: unknown): value is MessageCode {
  return typeof value === 'string' && Object.prototype.hasOwnProperty.call(MESSAGES, value);
}

export function isLanguage(value: unknown): value is Language {
  return value === 'en' || value === 'kn';
}

/**
 * The text of a code in a language, `%{name}` filled from params (a missing one stays as written).
 * A value that is itself worded in each language (several messages shown as one) is given as
 * `name` (English) and `name.kn`: each language takes its own.
 */
export function format(code: MessageCode, lang: Language, params?: MessageParams): string {
  const text: string = pluralForm(MESSAGES[code][lang], params);
  if (!params) return text;
  const has = (name: string) => Object.prototype.hasOwnProperty.call(params, name);
  return text.replace(/%\{(\w+)\}/g, (whole, name: string) => {
    const own = `${name}.${lang}`;
    return has(own) ? String(params[own]) : has(name) ? String(params[name]) : whole;
  });
}

/**
 * The form of a text for its count (issue 43 item 11): a text with forms for one and for more,
 * `one |||| other` as polyglot writes them, takes the first when the count is 1 and the second
 * otherwise. The count is the `count` param, else `total`, else `smart_count`; a text without
 * `||||`, or params without a count, is given back whole (forms split, the other form). A third
 * form (`one |||| other |||| one of one`) is taken when both `count` and `total` are 1.
 */
export function pluralForm(text: string, params?: Readonly<Record<string, unknown>>): string {
  if (!text.includes('||||')) return text;
  const forms = text.split('||||').map((f) => f.trim());
  // A third form, where a text has one, is for one of one: "1 of 1 photos" reads "the only photo".
  if (forms.length > 2 && Number(params?.count) === 1 && Number(params?.total) === 1) return forms[2];
  const count = [params?.count, params?.total, params?.smart_count].find(
    (v) => typeof v === 'number' || (typeof v === 'string' && /^\d+$/.test(v)),
  );
  return (Number(count) === 1 ? forms[0] : (forms[1] ?? forms[0])) ?? text;
}

/** The placeholder names of a text, sorted (the catalog test compares both languages by it). */
export function placeholdersOf(text: string): string[] {
  return [...text.matchAll(/%\{(\w+)\}/g)].map((m) => m[1]).sort();
}
