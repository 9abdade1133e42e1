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
  UNAUTHENTICATED: { en: 'Please sign in to continue.', kn: 'ಮುಂದುವರಿಯಲು ದಯವಿಟ್ಟು ಸೈನ್ ಇನ್ ಮಾಡಿ.' },
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
    kn: 'ಕೊನೆಯ STATE ಆಡಳಿತಗಾರರನ್ನು ತೆಗೆದುಹಾಕಲು ಸಾಧ್ಯವಿಲ್ಲ.',
  },
  // A rule the database raised that has no code of its own yet: its text is the database's.
  DATABASE_RULE: { en: '%{text}', kn: '%{text}' },
  SERVER_BUSY: {
    en: 'The server is busy. Please try again in a moment.',
    kn: 'ಸರ್ವರ್ ಈಗ ಕಾರ್ಯನಿರತವಾಗಿದೆ. ದಯವಿಟ್ಟು ಸ್ವಲ್ಪ ಹೊತ್ತಿನ ನಂತರ ಮತ್ತೆ ಪ್ರಯತ್ನಿಸಿ.',
  },

  // Common checks: ids, lists, uploads, roles, repeats
  ID_INVALID: { en: "%{field} must be a whole number from 1 to %{max}.", kn: "%{field} 1 ರಿಂದ %{max} ವರೆಗಿನ ಪೂರ್ಣ ಸಂಖ್ಯೆಯಾಗಿರಬೇಕು." },
  LIST_PARAM_ONCE: { en: "%{name} must be given once, as JSON", kn: "%{name} ಅನ್ನು ಒಂದೇ ಬಾರಿ, JSON ಆಗಿ ನೀಡಬೇಕು" },
  LIST_PARAM_NOT_JSON: { en: "%{name} is not valid JSON", kn: "%{name} ಸರಿಯಾದ JSON ಅಲ್ಲ" },
  LIST_FIELD_INVALID_JSON: { en: "Invalid JSON", kn: "JSON ಸರಿಯಿಲ್ಲ" },
  LIST_SORT_INVALID: { en: "sort must look like [\"field\",\"ASC\"]", kn: "sort ಮೌಲ್ಯ [\"field\",\"ASC\"] ರೂಪದಲ್ಲಿರಬೇಕು" },
  LIST_SORT_FIELD_INVALID: { en: "Invalid sort", kn: "ವಿಂಗಡಣೆ ಸರಿಯಿಲ್ಲ" },
  LIST_SORT_UNKNOWN: { en: "Cannot sort %{resource} by \"%{field}\". Sortable fields: %{fields}", kn: "%{resource} ಅನ್ನು \"%{field}\" ಪ್ರಕಾರ ವಿಂಗಡಿಸಲು ಸಾಧ್ಯವಿಲ್ಲ. ವಿಂಗಡಿಸಬಹುದಾದ ಕ್ಷೇತ್ರಗಳು: %{fields}" },
  LIST_SORT_UNKNOWN_FIELD: { en: "Unknown sort field", kn: "ತಿಳಿಯದ ವಿಂಗಡಣೆ ಕ್ಷೇತ್ರ" },
  LIST_SORT_ORDER_INVALID: { en: "sort order must be ASC or DESC", kn: "ವಿಂಗಡಣೆಯ ಕ್ರಮ ASC ಅಥವಾ DESC ಆಗಿರಬೇಕು" },
  LIST_SORT_ORDER_FIELD_INVALID: { en: "Invalid sort order", kn: "ವಿಂಗಡಣೆಯ ಕ್ರಮ ಸರಿಯಿಲ್ಲ" },
  LIST_RANGE_INVALID: { en: "range must look like [0,24] with 0 <= start <= end", kn: "range ಮೌಲ್ಯ [0,24] ರೂಪದಲ್ಲಿರಬೇಕು, 0 <= ಆರಂಭ <= ಅಂತ್ಯ" },
  LIST_RANGE_FIELD_INVALID: { en: "Invalid range", kn: "ವ್ಯಾಪ್ತಿ ಸರಿಯಿಲ್ಲ" },
  LIST_RANGE_TOO_LARGE: { en: "range may cover at most %{max} %{resource}", kn: "ಒಂದು ಬಾರಿಗೆ ಗರಿಷ್ಠ %{max} %{resource} ಮಾತ್ರ ಕೇಳಬಹುದು" },
  LIST_RANGE_FIELD_TOO_LARGE: { en: "Range too large", kn: "ವ್ಯಾಪ್ತಿ ತುಂಬಾ ದೊಡ್ಡದು" },
  LIST_FILTER_INVALID: { en: "filter must be a JSON object", kn: "filter ಒಂದು JSON ವಸ್ತು ಆಗಿರಬೇಕು" },
  LIST_FILTER_FIELD_INVALID: { en: "Invalid filter", kn: "ಫಿಲ್ಟರ್ ಸರಿಯಿಲ್ಲ" },
  LIST_FILTER_UNKNOWN: { en: "Cannot filter %{resource} by \"%{field}\". Filterable fields: %{fields}", kn: "%{resource} ಅನ್ನು \"%{field}\" ಪ್ರಕಾರ ಫಿಲ್ಟರ್ ಮಾಡಲು ಸಾಧ್ಯವಿಲ್ಲ. ಫಿಲ್ಟರ್ ಮಾಡಬಹುದಾದ ಕ್ಷೇತ್ರಗಳು: %{fields}" },
  LIST_FILTER_UNKNOWN_FIELD: { en: "Unknown filter field", kn: "ತಿಳಿಯದ ಫಿಲ್ಟರ್ ಕ್ಷೇತ್ರ" },
  LIST_FOUND: { en: "%{total} %{resource} found", kn: "%{total} %{resource} ಸಿಕ್ಕಿವೆ" },
  UPLOAD_TOO_LARGE: { en: "The submission is larger than %{mb} MB.", kn: "ಸಲ್ಲಿಕೆ %{mb} MB ಗಿಂತ ದೊಡ್ಡದಾಗಿದೆ." },
  UPLOAD_FILE_TOO_LARGE: { en: "A file is larger than %{mb} MB.", kn: "ಒಂದು ಕಡತ %{mb} MB ಗಿಂತ ದೊಡ್ಡದಾಗಿದೆ." },
  UPLOAD_UNREADABLE: { en: "The upload could not be read. Please try again.", kn: "ಅಪ್‌ಲೋಡ್ ಓದಲು ಸಾಧ್ಯವಾಗಲಿಲ್ಲ. ದಯವಿಟ್ಟು ಮತ್ತೆ ಪ್ರಯತ್ನಿಸಿ." },
  UPLOAD_FIELDS_BEFORE_FILES: { en: "Send the form fields before the files.", kn: "ಕಡತಗಳಿಗಿಂತ ಮೊದಲು ಫಾರ್ಮ್‌ನ ಕ್ಷೇತ್ರಗಳನ್ನು ಕಳುಹಿಸಿ." },
  UPLOAD_UNEXPECTED_FIELD: { en: "Unexpected form field %{name}.", kn: "ನಿರೀಕ್ಷಿಸದ ಫಾರ್ಮ್ ಕ್ಷೇತ್ರ %{name}." },
  UPLOAD_FIELD_TOO_LONG: { en: "A form field is too long.", kn: "ಫಾರ್ಮ್‌ನ ಒಂದು ಕ್ಷೇತ್ರ ತುಂಬಾ ಉದ್ದವಾಗಿದೆ." },
  UPLOAD_FIELD_TWICE: { en: "Only one value may be sent as %{name}.", kn: "%{name} ಆಗಿ ಒಂದೇ ಮೌಲ್ಯವನ್ನು ಕಳುಹಿಸಬಹುದು." },
  UPLOAD_UNEXPECTED_FILE_FIELD: { en: "Unexpected file field %{name}.", kn: "ನಿರೀಕ್ಷಿಸದ ಕಡತ ಕ್ಷೇತ್ರ %{name}." },
  UPLOAD_TOO_MANY_FILES: { en: "At most %{max} files may be sent at once.", kn: "ಒಂದು ಬಾರಿಗೆ ಗರಿಷ್ಠ %{max} ಕಡತಗಳನ್ನು ಕಳುಹಿಸಬಹುದು." },
  UPLOAD_TOO_MANY_FIELDS: { en: "The form has more fields than it takes.", kn: "ಫಾರ್ಮ್‌ನಲ್ಲಿ ಅನುಮತಿಸಿದುದಕ್ಕಿಂತ ಹೆಚ್ಚು ಕ್ಷೇತ್ರಗಳಿವೆ." },
  UPLOAD_TOO_MANY_PARTS: { en: "The form has more parts than it takes.", kn: "ಫಾರ್ಮ್‌ನಲ್ಲಿ ಅನುಮತಿಸಿದುದಕ್ಕಿಂತ ಹೆಚ್ಚು ಭಾಗಗಳಿವೆ." },
  IDEMPOTENCY_KEY_INVALID: { en: "Idempotency-Key must be a UUID.", kn: "Idempotency-Key ಒಂದು UUID ಆಗಿರಬೇಕು." },
  SUBMISSION_DIFFERENT_CONTENTS: { en: "This submission was already sent with different contents.", kn: "ಈ ಸಲ್ಲಿಕೆಯನ್ನು ಬೇರೆ ವಿವರಗಳೊಂದಿಗೆ ಈಗಾಗಲೇ ಕಳುಹಿಸಲಾಗಿದೆ." },
  CURRENT_ROLE_REQUIRED: { en: "currentRole is required", kn: "currentRole ಅಗತ್ಯವಿದೆ" },
  CURRENT_ROLE_SELECT: { en: "Select a role first", kn: "ಮೊದಲು ಒಂದು ಹುದ್ದೆಯನ್ನು ಆಯ್ಕೆ ಮಾಡಿ" },
  CURRENT_ROLE_INVALID: { en: "currentRole must be a role object", kn: "currentRole ಒಂದು ಹುದ್ದೆಯ ವಿವರವಾಗಿರಬೇಕು" },
  CURRENT_ROLE_FIELD_INVALID: { en: "Invalid role", kn: "ಹುದ್ದೆ ಸರಿಯಿಲ್ಲ" },
  ROLE_NOT_ASSIGNED: { en: "Selected role is not assigned to you.", kn: "ಆಯ್ಕೆ ಮಾಡಿದ ಹುದ್ದೆ ನಿಮಗೆ ನಿಯೋಜಿತವಾಗಿಲ್ಲ." },
  NO_ROLE: { en: "No role is assigned to you yet. Ask your administrator to assign you a role.", kn: "ನಿಮಗೆ ಇನ್ನೂ ಯಾವುದೇ ಹುದ್ದೆ ನಿಯೋಜಿಸಿಲ್ಲ. ಹುದ್ದೆ ನಿಯೋಜಿಸುವಂತೆ ನಿಮ್ಮ ಆಡಳಿತಗಾರರನ್ನು ಕೇಳಿ." },
  NOT_ADMIN: { en: "Only administrators may do this.", kn: "ಇದನ್ನು ಆಡಳಿತಗಾರರು ಮಾತ್ರ ಮಾಡಬಹುದು." },
  NOT_STATE_ADMIN: { en: "You are not authorized to access this page.", kn: "ಈ ಪುಟವನ್ನು ನೋಡಲು ನಿಮಗೆ ಅಧಿಕಾರವಿಲ್ಲ." },
  QUEUE_UNAVAILABLE: { en: "The job queue is not available at the moment. Please try again in a moment.", kn: "ಕೆಲಸಗಳ ಸರತಿ ಈಗ ಲಭ್ಯವಿಲ್ಲ. ದಯವಿಟ್ಟು ಸ್ವಲ್ಪ ಹೊತ್ತಿನ ನಂತರ ಮತ್ತೆ ಪ್ರಯತ್ನಿಸಿ." },
  JOB_UNKNOWN: { en: "Unknown job %{queue}/%{name}", kn: "ತಿಳಿಯದ ಕೆಲಸ %{queue}/%{name}" },
  NOT_READY: { en: "Not ready: %{down} unavailable", kn: "ಸಿದ್ಧವಿಲ್ಲ: %{down} ಲಭ್ಯವಿಲ್ಲ" },
  DATE_YMD_INVALID: { en: "%{field} must be a date written as YYYY-MM-DD.", kn: "%{field} ದಿನಾಂಕವನ್ನು YYYY-MM-DD ರೂಪದಲ್ಲಿ ಬರೆಯಬೇಕು." },
  DATE_INVALID: { en: "Invalid date", kn: "ದಿನಾಂಕ ಸರಿಯಿಲ್ಲ" },

  // Health
  DATABASE_DOWN: { en: "The database did not answer.", kn: "ಡೇಟಾಬೇಸ್ ಉತ್ತರಿಸಲಿಲ್ಲ." },
  REDIS_DOWN: { en: "Redis did not answer.", kn: "Redis ಉತ್ತರಿಸಲಿಲ್ಲ." },

  // Sign-in, registration, forgot password, preferences
  BAD_CREDENTIALS: { en: "Invalid mobile number or password.", kn: "ಮೊಬೈಲ್ ಸಂಖ್ಯೆ ಅಥವಾ ಪಾಸ್‌ವರ್ಡ್ ತಪ್ಪಾಗಿದೆ." },
  SIGNIN_ADDRESS_LIMIT: { en: "Too many failed sign-in attempts from your network. Please try again later.", kn: "ನಿಮ್ಮ ನೆಟ್‌ವರ್ಕ್‌ನಿಂದ ತುಂಬಾ ಸಲ ಸೈನ್ ಇನ್ ವಿಫಲವಾಗಿದೆ. ದಯವಿಟ್ಟು ಸ್ವಲ್ಪ ಸಮಯದ ನಂತರ ಮತ್ತೆ ಪ್ರಯತ್ನಿಸಿ." },
  ACCOUNT_LOCKED: { en: "Your account is locked after too many failed attempts. Try again after %{minutes} minutes.", kn: "ತುಂಬಾ ಸಲ ವಿಫಲ ಪ್ರಯತ್ನಗಳಾದ್ದರಿಂದ ನಿಮ್ಮ ಖಾತೆಯನ್ನು ತಡೆಹಿಡಿಯಲಾಗಿದೆ. %{minutes} ನಿಮಿಷಗಳ ನಂತರ ಮತ್ತೆ ಪ್ರಯತ್ನಿಸಿ." },
  ACCOUNT_LOCKED_ONE_MINUTE: { en: "Your account is locked after too many failed attempts. Try again after 1 minute.", kn: "ತುಂಬಾ ಸಲ ವಿಫಲ ಪ್ರಯತ್ನಗಳಾದ್ದರಿಂದ ನಿಮ್ಮ ಖಾತೆಯನ್ನು ತಡೆಹಿಡಿಯಲಾಗಿದೆ. 1 ನಿಮಿಷದ ನಂತರ ಮತ್ತೆ ಪ್ರಯತ್ನಿಸಿ." },
  OTP_INVALID: { en: "Invalid OTP.", kn: "ಒಟಿಪಿ ತಪ್ಪಾಗಿದೆ." },
  OTP_EXPIRED: { en: "OTP has expired. Please request a new OTP.", kn: "ಒಟಿಪಿಯ ಅವಧಿ ಮುಗಿದಿದೆ. ದಯವಿಟ್ಟು ಹೊಸ ಒಟಿಪಿ ಕೇಳಿ." },
  OTP_EXHAUSTED: { en: "Too many wrong attempts. Please request a new OTP.", kn: "ತುಂಬಾ ಸಲ ತಪ್ಪು ಒಟಿಪಿ ನಮೂದಿಸಲಾಗಿದೆ. ದಯವಿಟ್ಟು ಹೊಸ ಒಟಿಪಿ ಕೇಳಿ." },
  RESET_OTP_INVALID: { en: "Invalid OTP", kn: "ಒಟಿಪಿ ತಪ್ಪಾಗಿದೆ" },
  MOBILE_OTP_INVALID: { en: "Invalid mobile OTP.", kn: "ಮೊಬೈಲ್ ಒಟಿಪಿ ತಪ್ಪಾಗಿದೆ." },
  MOBILE_OTP_EXPIRED: { en: "Mobile OTP has expired. Please request a new OTP.", kn: "ಮೊಬೈಲ್ ಒಟಿಪಿಯ ಅವಧಿ ಮುಗಿದಿದೆ. ದಯವಿಟ್ಟು ಹೊಸ ಒಟಿಪಿ ಕೇಳಿ." },
  MOBILE_OTP_EXHAUSTED: { en: "Too many wrong attempts on the mobile OTP. Please request a new OTP.", kn: "ಮೊಬೈಲ್ ಒಟಿಪಿಯನ್ನು ತುಂಬಾ ಸಲ ತಪ್ಪಾಗಿ ನಮೂದಿಸಲಾಗಿದೆ. ದಯವಿಟ್ಟು ಹೊಸ ಒಟಿಪಿ ಕೇಳಿ." },
  EMAIL_OTP_INVALID: { en: "Invalid email OTP.", kn: "ಇಮೇಲ್ ಒಟಿಪಿ ತಪ್ಪಾಗಿದೆ." },
  EMAIL_OTP_EXPIRED: { en: "Email OTP has expired. Please request a new OTP.", kn: "ಇಮೇಲ್ ಒಟಿಪಿಯ ಅವಧಿ ಮುಗಿದಿದೆ. ದಯವಿಟ್ಟು ಹೊಸ ಒಟಿಪಿ ಕೇಳಿ." },
  EMAIL_OTP_EXHAUSTED: { en: "Too many wrong attempts on the email OTP. Please request a new OTP.", kn: "ಇಮೇಲ್ ಒಟಿಪಿಯನ್ನು ತುಂಬಾ ಸಲ ತಪ್ಪಾಗಿ ನಮೂದಿಸಲಾಗಿದೆ. ದಯವಿಟ್ಟು ಹೊಸ ಒಟಿಪಿ ಕೇಳಿ." },
  EMAIL_OTP_FORMAT: { en: "Please enter a valid 6-digit email OTP.", kn: "ದಯವಿಟ್ಟು ಸರಿಯಾದ 6 ಅಂಕಿಯ ಇಮೇಲ್ ಒಟಿಪಿ ನಮೂದಿಸಿ." },
  MOBILE_OTP_FORMAT: { en: "Please enter a valid 6-digit mobile OTP.", kn: "ದಯವಿಟ್ಟು ಸರಿಯಾದ 6 ಅಂಕಿಯ ಮೊಬೈಲ್ ಒಟಿಪಿ ನಮೂದಿಸಿ." },
  OTP_VERIFY_FIRST: { en: "Please verify OTP first.", kn: "ದಯವಿಟ್ಟು ಮೊದಲು ಒಟಿಪಿ ಪರಿಶೀಲಿಸಿ." },
  OTP_ADDRESS_LIMIT: { en: "Too many OTP requests from your network. Please try again later.", kn: "ನಿಮ್ಮ ನೆಟ್‌ವರ್ಕ್‌ನಿಂದ ತುಂಬಾ ಒಟಿಪಿ ವಿನಂತಿಗಳು ಬಂದಿವೆ. ದಯವಿಟ್ಟು ಸ್ವಲ್ಪ ಸಮಯದ ನಂತರ ಮತ್ತೆ ಪ್ರಯತ್ನಿಸಿ." },
  OTP_RESEND_WAIT: { en: "Please wait %{seconds} seconds before requesting another OTP.", kn: "ಇನ್ನೊಂದು ಒಟಿಪಿ ಕೇಳುವ ಮೊದಲು ದಯವಿಟ್ಟು %{seconds} ಸೆಕೆಂಡುಗಳು ಕಾಯಿರಿ." },
  OTP_TARGET_LIMIT: { en: "Too many OTPs were requested for this number. Please try again after an hour.", kn: "ಈ ಸಂಖ್ಯೆಗೆ ತುಂಬಾ ಒಟಿಪಿಗಳನ್ನು ಕೇಳಲಾಗಿದೆ. ದಯವಿಟ್ಟು ಒಂದು ಗಂಟೆಯ ನಂತರ ಮತ್ತೆ ಪ್ರಯತ್ನಿಸಿ." },
  OTP_SMS_FAILED: { en: "Could not send the OTP SMS. Please try again in a few minutes.", kn: "ಒಟಿಪಿ SMS ಕಳುಹಿಸಲು ಸಾಧ್ಯವಾಗಲಿಲ್ಲ. ದಯವಿಟ್ಟು ಕೆಲವು ನಿಮಿಷಗಳ ನಂತರ ಮತ್ತೆ ಪ್ರಯತ್ನಿಸಿ." },
  EMAIL_NOT_CONFIGURED: { en: "E-mail delivery is not configured.", kn: "ಇಮೇಲ್ ಕಳುಹಿಸುವ ವ್ಯವಸ್ಥೆ ಸಿದ್ಧಪಡಿಸಿಲ್ಲ." },
  REGISTRATION_ADDRESS_LIMIT: { en: "Too many registration attempts from your network. Please try again later.", kn: "ನಿಮ್ಮ ನೆಟ್‌ವರ್ಕ್‌ನಿಂದ ತುಂಬಾ ನೋಂದಣಿ ಪ್ರಯತ್ನಗಳು ಬಂದಿವೆ. ದಯವಿಟ್ಟು ಸ್ವಲ್ಪ ಸಮಯದ ನಂತರ ಮತ್ತೆ ಪ್ರಯತ್ನಿಸಿ." },
  MOBILE_ALREADY_REGISTERED: { en: "This mobile number is already registered.", kn: "ಈ ಮೊಬೈಲ್ ಸಂಖ್ಯೆ ಈಗಾಗಲೇ ನೋಂದಣಿಯಾಗಿದೆ." },
  EMAIL_ALREADY_REGISTERED: { en: "This email is already registered.", kn: "ಈ ಇಮೇಲ್ ಈಗಾಗಲೇ ನೋಂದಣಿಯಾಗಿದೆ." },
  KGID_PAN_ALREADY_REGISTERED: { en: "This KGID/PAN is already registered.", kn: "ಈ KGID/PAN ಈಗಾಗಲೇ ನೋಂದಣಿಯಾಗಿದೆ." },
  DISTRICT_UNKNOWN: { en: "The selected District does not exist.", kn: "ಆಯ್ಕೆ ಮಾಡಿದ ಜಿಲ್ಲೆ ಅಸ್ತಿತ್ವದಲ್ಲಿಲ್ಲ." },
  DISTRICT_FIELD_UNKNOWN: { en: "Unknown district", kn: "ತಿಳಿಯದ ಜಿಲ್ಲೆ" },
  BLOCK_NOT_IN_DISTRICT: { en: "The selected Block is not in the selected District.", kn: "ಆಯ್ಕೆ ಮಾಡಿದ ತಾಲ್ಲೂಕು ಆಯ್ಕೆ ಮಾಡಿದ ಜಿಲ್ಲೆಯಲ್ಲಿ ಇಲ್ಲ." },
  BLOCK_FIELD_UNKNOWN: { en: "Unknown block", kn: "ತಿಳಿಯದ ತಾಲ್ಲೂಕು" },
  PANCHAYAT_NOT_IN_BLOCK: { en: "The selected Panchayat is not in the selected Block.", kn: "ಆಯ್ಕೆ ಮಾಡಿದ ಗ್ರಾಮ ಪಂಚಾಯತಿ ಆಯ್ಕೆ ಮಾಡಿದ ತಾಲ್ಲೂಕಿನಲ್ಲಿ ಇಲ್ಲ." },
  PANCHAYAT_FIELD_UNKNOWN: { en: "Unknown panchayat", kn: "ತಿಳಿಯದ ಗ್ರಾಮ ಪಂಚಾಯತಿ" },
  NAME_LETTERS_ONLY: { en: "Invalid name. Only letters and spaces allowed.", kn: "ಹೆಸರು ಸರಿಯಿಲ್ಲ. ಅಕ್ಷರಗಳು ಮತ್ತು ಖಾಲಿ ಜಾಗ ಮಾತ್ರ ಬಳಸಬಹುದು." },
  MOBILE_TEN_DIGITS: { en: "Mobile number must be exactly 10 digits.", kn: "ಮೊಬೈಲ್ ಸಂಖ್ಯೆ ನಿಖರವಾಗಿ 10 ಅಂಕಿಗಳಾಗಿರಬೇಕು." },
  MOBILE_INVALID: { en: "Enter a valid 10-digit mobile number", kn: "ಸರಿಯಾದ 10 ಅಂಕಿಯ ಮೊಬೈಲ್ ಸಂಖ್ಯೆ ನಮೂದಿಸಿ" },
  MOBILE_INVALID_SENTENCE: { en: "Enter a valid 10-digit mobile number.", kn: "ಸರಿಯಾದ 10 ಅಂಕಿಯ ಮೊಬೈಲ್ ಸಂಖ್ಯೆ ನಮೂದಿಸಿ." },
  OTP_FORMAT: { en: "Enter a 6-digit OTP", kn: "6 ಅಂಕಿಯ ಒಟಿಪಿ ನಮೂದಿಸಿ" },
  EMAIL_INVALID: { en: "Invalid email format.", kn: "ಇಮೇಲ್ ವಿಳಾಸ ಸರಿಯಾದ ರೂಪದಲ್ಲಿಲ್ಲ." },
  KGID_PAN_REQUIRED: { en: "KGID/PAN is required.", kn: "KGID/PAN ಅಗತ್ಯವಿದೆ." },
  DESIGNATION_REQUIRED: { en: "Designation is required.", kn: "ಪದನಾಮ ಅಗತ್ಯವಿದೆ." },
  PASSWORD_MIN_8: { en: "Password must be at least 8 characters.", kn: "ಪಾಸ್‌ವರ್ಡ್ ಕನಿಷ್ಠ 8 ಅಕ್ಷರಗಳಿರಬೇಕು." },
  PASSWORD_MAX: { en: "Password must be at most %{max} characters.", kn: "ಪಾಸ್‌ವರ್ಡ್ ಗರಿಷ್ಠ %{max} ಅಕ್ಷರಗಳಿರಬೇಕು." },
  PASSWORD_MAX_20: { en: "Password must be at most 20 characters", kn: "ಪಾಸ್‌ವರ್ಡ್ ಗರಿಷ್ಠ 20 ಅಕ್ಷರಗಳಿರಬೇಕು" },
  PASSWORD_LETTERS_NUMBERS: { en: "Password must contain letters and numbers.", kn: "ಪಾಸ್‌ವರ್ಡ್‌ನಲ್ಲಿ ಅಕ್ಷರಗಳು ಮತ್ತು ಅಂಕಿಗಳು ಇರಬೇಕು." },
  PASSWORD_MATCHES_DETAILS: { en: "Password should not match name, mobile, email, or KGID/PAN.", kn: "ಪಾಸ್‌ವರ್ಡ್ ಹೆಸರು, ಮೊಬೈಲ್, ಇಮೇಲ್ ಅಥವಾ KGID/PAN ಗೆ ಸಮವಾಗಿರಬಾರದು." },
  PASSWORDS_DIFFER: { en: "Passwords do not match.", kn: "ಪಾಸ್‌ವರ್ಡ್‌ಗಳು ಹೊಂದಿಕೆಯಾಗುತ್ತಿಲ್ಲ." },
  OFFICER_LEVEL_REQUIRED: { en: "Please select Officer Level.", kn: "ದಯವಿಟ್ಟು ಅಧಿಕಾರಿಯ ಹಂತವನ್ನು ಆಯ್ಕೆ ಮಾಡಿ." },
  DISTRICT_REQUIRED: { en: "Please select District.", kn: "ದಯವಿಟ್ಟು ಜಿಲ್ಲೆಯನ್ನು ಆಯ್ಕೆ ಮಾಡಿ." },
  DISTRICT_BLOCK_REQUIRED: { en: "Please select both District and Block.", kn: "ದಯವಿಟ್ಟು ಜಿಲ್ಲೆ ಮತ್ತು ತಾಲ್ಲೂಕು ಎರಡನ್ನೂ ಆಯ್ಕೆ ಮಾಡಿ." },
  DISTRICT_BLOCK_PANCHAYAT_REQUIRED: { en: "Please select District, Block, and Panchayat.", kn: "ದಯವಿಟ್ಟು ಜಿಲ್ಲೆ, ತಾಲ್ಲೂಕು ಮತ್ತು ಗ್ರಾಮ ಪಂಚಾಯತಿಯನ್ನು ಆಯ್ಕೆ ಮಾಡಿ." },
  PASSWORD_REQUIRED: { en: "Password is required", kn: "ಪಾಸ್‌ವರ್ಡ್ ಅಗತ್ಯವಿದೆ" },
  RESET_PASSWORD_RULE: { en: "Password must be at least 6 characters and include 1 letter & 1 number.", kn: "ಪಾಸ್‌ವರ್ಡ್ ಕನಿಷ್ಠ 6 ಅಕ್ಷರಗಳಿರಬೇಕು ಮತ್ತು ಅದರಲ್ಲಿ ಕನಿಷ್ಠ 1 ಅಕ್ಷರ ಹಾಗೂ 1 ಅಂಕಿ ಇರಬೇಕು." },
  USER_NOT_FOUND: { en: "User not found.", kn: "ಬಳಕೆದಾರರು ಸಿಗಲಿಲ್ಲ." },
  MOBILE_NOT_REGISTERED: { en: "No user is registered with this mobile number.", kn: "ಈ ಮೊಬೈಲ್ ಸಂಖ್ಯೆಯಲ್ಲಿ ಯಾವ ಬಳಕೆದಾರರೂ ನೋಂದಣಿಯಾಗಿಲ್ಲ." },
  OWN_ADMIN_REMOVAL: { en: "You cannot remove your own administrator permission.", kn: "ನಿಮ್ಮ ಸ್ವಂತ ಆಡಳಿತಗಾರ ಅನುಮತಿಯನ್ನು ನೀವೇ ತೆಗೆದುಹಾಕಲು ಸಾಧ್ಯವಿಲ್ಲ." },
  LANGUAGE_INVALID: { en: "language must be en or kn.", kn: "ಭಾಷೆ en ಅಥವಾ kn ಆಗಿರಬೇಕು." },
  OTP_SENT: { en: "OTP sent to your registered mobile number.", kn: "ನಿಮ್ಮ ನೋಂದಾಯಿತ ಮೊಬೈಲ್ ಸಂಖ್ಯೆಗೆ ಒಟಿಪಿ ಕಳುಹಿಸಲಾಗಿದೆ." },
  LOGIN_SUCCESS: { en: "Login successful.", kn: "ಸೈನ್ ಇನ್ ಯಶಸ್ವಿಯಾಗಿದೆ." },
  LOGGED_OUT: { en: "Logged out.", kn: "ಸೈನ್ ಔಟ್ ಆಗಿದೆ." },
  ROLE_SELECTED: { en: "Now working as %{role}.", kn: "ಈಗ %{role} ಆಗಿ ಕೆಲಸ ಮಾಡುತ್ತಿದ್ದೀರಿ." },
  MOBILE_VERIFIED: { en: "Mobile number verified.", kn: "ಮೊಬೈಲ್ ಸಂಖ್ಯೆ ಪರಿಶೀಲಿಸಲಾಗಿದೆ." },
  REGISTERED: { en: "Registration successful!", kn: "ನೋಂದಣಿ ಯಶಸ್ವಿಯಾಗಿದೆ!" },
  RESET_OTP_SENT: { en: "If this mobile number is registered, an OTP has been sent to it.", kn: "ಈ ಮೊಬೈಲ್ ಸಂಖ್ಯೆ ನೋಂದಣಿಯಾಗಿದ್ದರೆ, ಅದಕ್ಕೆ ಒಟಿಪಿ ಕಳುಹಿಸಲಾಗಿದೆ." },
  OTP_VERIFIED: { en: "OTP verified.", kn: "ಒಟಿಪಿ ಪರಿಶೀಲಿಸಲಾಗಿದೆ." },
  PASSWORD_UPDATED: { en: "Password updated successfully", kn: "ಪಾಸ್‌ವರ್ಡ್ ಯಶಸ್ವಿಯಾಗಿ ಬದಲಾಯಿಸಲಾಗಿದೆ" },
  PREFERENCES_SAVED: { en: "Preferences saved.", kn: "ಆದ್ಯತೆಗಳನ್ನು ಉಳಿಸಲಾಗಿದೆ." },
  OTP_SMS_LOGIN: { en: "%{code} is your OTP to sign in to the MGNREGA Workflow Portal. It is valid for 5 minutes. Do not share it with anyone. - RDPR, Government of Karnataka", kn: "%{code} - MGNREGA ವರ್ಕ್‌ಫ್ಲೋ ಪೋರ್ಟಲ್‌ಗೆ ಸೈನ್ ಇನ್ ಮಾಡಲು ನಿಮ್ಮ ಒಟಿಪಿ. ಇದು 5 ನಿಮಿಷ ಮಾನ್ಯವಾಗಿರುತ್ತದೆ. ಇದನ್ನು ಯಾರೊಂದಿಗೂ ಹಂಚಿಕೊಳ್ಳಬೇಡಿ. - ಗ್ರಾಮೀಣಾಭಿವೃದ್ಧಿ ಮತ್ತು ಪಂಚಾಯತ್ ರಾಜ್ ಇಲಾಖೆ, ಕರ್ನಾಟಕ ಸರ್ಕಾರ" },
  OTP_SMS_REGISTRATION: { en: "%{code} is your OTP to verify your mobile number for MGNREGA Workflow Portal registration. It is valid for 5 minutes. Do not share it with anyone. - RDPR, Government of Karnataka", kn: "%{code} - MGNREGA ವರ್ಕ್‌ಫ್ಲೋ ಪೋರ್ಟಲ್ ನೋಂದಣಿಗಾಗಿ ನಿಮ್ಮ ಮೊಬೈಲ್ ಸಂಖ್ಯೆ ಪರಿಶೀಲಿಸುವ ಒಟಿಪಿ. ಇದು 5 ನಿಮಿಷ ಮಾನ್ಯವಾಗಿರುತ್ತದೆ. ಇದನ್ನು ಯಾರೊಂದಿಗೂ ಹಂಚಿಕೊಳ್ಳಬೇಡಿ. - ಗ್ರಾಮೀಣಾಭಿವೃದ್ಧಿ ಮತ್ತು ಪಂಚಾಯತ್ ರಾಜ್ ಇಲಾಖೆ, ಕರ್ನಾಟಕ ಸರ್ಕಾರ" },
  OTP_SMS_PASSWORD_RESET: { en: "%{code} is your OTP to reset your MGNREGA Workflow Portal password. It is valid for 5 minutes. Do not share it with anyone. - RDPR, Government of Karnataka", kn: "%{code} - MGNREGA ವರ್ಕ್‌ಫ್ಲೋ ಪೋರ್ಟಲ್‌ನ ಪಾಸ್‌ವರ್ಡ್ ಬದಲಾಯಿಸಲು ನಿಮ್ಮ ಒಟಿಪಿ. ಇದು 5 ನಿಮಿಷ ಮಾನ್ಯವಾಗಿರುತ್ತದೆ. ಇದನ್ನು ಯಾರೊಂದಿಗೂ ಹಂಚಿಕೊಳ್ಳಬೇಡಿ. - ಗ್ರಾಮೀಣಾಭಿವೃದ್ಧಿ ಮತ್ತು ಪಂಚಾಯತ್ ರಾಜ್ ಇಲಾಖೆ, ಕರ್ನಾಟಕ ಸರ್ಕಾರ" },

  // Registration OTP
  OTP_SENT_TO: { en: "OTP sent to %{mobile}.", kn: "%{mobile} ಗೆ ಒಟಿಪಿ ಕಳುಹಿಸಲಾಗಿದೆ." },
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

/** The text of a code in a language, `%{name}` filled from params (a missing one stays as written). */
export function format(code: MessageCode, lang: Language, params?: MessageParams): string {
  const text: string = MESSAGES[code][lang];
  if (!params) return text;
  return text.replace(/%\{(\w+)\}/g, (whole, name: string) => (Object.prototype.hasOwnProperty.call(params, name) ? String(params[name]) : whole));
}

/** The placeholder names of a text, sorted (the catalog test compares both languages by it). */
export function placeholdersOf(text: string): string[] {
  return [...text.matchAll(/%\{(\w+)\}/g)].map((m) => m[1]).sort();
}
