/**
 * PLACEHOLDER on branch i18n-lang: the real catalog of every message code is written on
 * branch i18n-codes, and the lead keeps that file at merge. The shape is the contract the UI
 * builds against (imports nothing; `%{name}` placeholders).
 */
export const MESSAGES = {
  OTP_INVALID: { en: 'Invalid OTP.', kn: 'ಒಟಿಪಿ ತಪ್ಪಾಗಿದೆ.' },
  OTP_RESEND_WAIT: {
    en: 'Please wait %{seconds} seconds before requesting another OTP.',
    kn: 'ಇನ್ನೊಂದು ಒಟಿಪಿ ಕೋರುವ ಮೊದಲು ದಯವಿಟ್ಟು %{seconds} ಸೆಕೆಂಡುಗಳು ಕಾಯಿರಿ.',
  },
  PREFERENCES_SAVED: { en: 'Preferences saved.', kn: 'ಆದ್ಯತೆಗಳನ್ನು ಉಳಿಸಲಾಗಿದೆ.' },
} as const;

export type MessageCode = keyof typeof MESSAGES;
