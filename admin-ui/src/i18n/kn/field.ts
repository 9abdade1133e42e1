import type { Widen } from '../en';
import type { fieldMessages } from '../field';

/**
 * Kannada texts of the field pieces (drafts, the outbox, offline reading). A placeholder such
 * as %{label} (a work code and name, or an issue's filing) is never given a case ending: it
 * stands in brackets or before a noun, so the sentence reads right whatever it holds.
 */
export const knField: Widen<typeof fieldMessages> = {
  field: {
    draft: {
      restored: '%{at} ರಂದು ಉಳಿಸಿದ ಕರಡನ್ನು ಮರಳಿ ತರಲಾಗಿದೆ',
      saved: 'ಕರಡು ಉಳಿಸಲಾಗಿದೆ: %{at}',
      rejected: 'ಸರ್ವರ್ ಈ ಕಡತವನ್ನು ಹಿಂದಿರುಗಿಸಿದೆ: %{message}',
      queued: 'ಈ ಕಡತ ನೆಟ್‌ವರ್ಕ್‌ಗಾಗಿ ಕಾಯುತ್ತಿದೆ; ಸಂಪರ್ಕ ಮರಳಿದಾಗ ಕಳುಹಿಸಲಾಗುತ್ತದೆ. ಸರದಿಗೆ ಸೇರಿಸಿದ ಸಮಯ: %{at}.',
      queuedSignIn: 'ನೀವು ಮತ್ತೆ ಲಾಗಿನ್ ಆಗುವವರೆಗೆ ಈ ಕಡತ ಕಾಯುತ್ತಿದೆ; ಲಾಗಿನ್ ಆದ ನಂತರ ಕಳುಹಿಸಲಾಗುತ್ತದೆ.',
      rejectedSubmission: 'ಸರ್ವರ್ ಈ ಸಲ್ಲಿಕೆಯನ್ನು ಹಿಂದಿರುಗಿಸಿದೆ: %{message}',
      queuedSubmission: 'ಈ ಸಲ್ಲಿಕೆ ನೆಟ್‌ವರ್ಕ್‌ಗಾಗಿ ಕಾಯುತ್ತಿದೆ; ಸಂಪರ್ಕ ಮರಳಿದಾಗ ಕಳುಹಿಸಲಾಗುತ್ತದೆ. ಸರದಿಗೆ ಸೇರಿಸಿದ ಸಮಯ: %{at}.',
      queuedSubmissionSignIn: 'ನೀವು ಮತ್ತೆ ಲಾಗಿನ್ ಆಗುವವರೆಗೆ ಈ ಸಲ್ಲಿಕೆ ಕಾಯುತ್ತಿದೆ; ಲಾಗಿನ್ ಆದ ನಂತರ ಕಳುಹಿಸಲಾಗುತ್ತದೆ.',
      saveFailed: 'ಕರಡನ್ನು ಈ ಸಾಧನದಲ್ಲಿ ಉಳಿಸಲು ಆಗಲಿಲ್ಲ (ಸ್ಟೋರೇಜ್ ತುಂಬಿದೆ ಅಥವಾ ತಡೆಹಿಡಿಯಲಾಗಿದೆ). ಸಲ್ಲಿಸುವವರೆಗೆ ಈ ಫಾರ್ಮ್ ಅನ್ನು ಮುಚ್ಚಬೇಡಿ.',
      confirm: {
        title: 'ಈ ಫಾರ್ಮ್ ಮುಚ್ಚಬೇಕೇ?',
        text: 'ಸಲ್ಲಿಸದ ಉತ್ತರಗಳಿವೆ. ನೀವು ಅಳಿಸದಿದ್ದರೆ ಅವು ಈ ಸಾಧನದಲ್ಲಿ ಕರಡಾಗಿ ಉಳಿಯುತ್ತವೆ.',
        keep: 'ಕರಡು ಉಳಿಸಿ ಮುಚ್ಚಿ',
        discard: 'ಕರಡು ಅಳಿಸಿ',
        continue: 'ತಿದ್ದುವುದನ್ನು ಮುಂದುವರಿಸಿ',
      },
    },
    outbox: {
      waiting: '1 ಸಲ್ಲಿಕೆ ನೆಟ್‌ವರ್ಕ್‌ಗಾಗಿ ಕಾಯುತ್ತಿದೆ |||| %{smart_count} ಸಲ್ಲಿಕೆಗಳು ನೆಟ್‌ವರ್ಕ್‌ಗಾಗಿ ಕಾಯುತ್ತಿವೆ',
      signIn: 'ಕಾಯುತ್ತಿರುವ 1 ಸಲ್ಲಿಕೆಯನ್ನು ಕಳುಹಿಸಲು ಮತ್ತೆ ಲಾಗಿನ್ ಆಗಿ |||| ಕಾಯುತ್ತಿರುವ %{smart_count} ಸಲ್ಲಿಕೆಗಳನ್ನು ಕಳುಹಿಸಲು ಮತ್ತೆ ಲಾಗಿನ್ ಆಗಿ',
      returned: '1 ಸಲ್ಲಿಕೆ ಹಿಂದಿರುಗಿದೆ: ಕಾರಣ ನೋಡಲು ಕಾಮಗಾರಿಯನ್ನು ತೆರೆಯಿರಿ |||| %{smart_count} ಸಲ್ಲಿಕೆಗಳು ಹಿಂದಿರುಗಿವೆ: ಕಾರಣ ನೋಡಲು ಕಾಮಗಾರಿಯನ್ನು ತೆರೆಯಿರಿ',
      queued: 'ನೆಟ್‌ವರ್ಕ್ ಇಲ್ಲ: ಕಾಮಗಾರಿ ಕಡತ (%{label}) ಈ ಸಾಧನದಲ್ಲಿ ಉಳಿದಿದೆ; ಸಂಪರ್ಕ ಮರಳಿದಾಗ ಕಳುಹಿಸಲಾಗುತ್ತದೆ.',
      queuedSubmission: 'ನೆಟ್‌ವರ್ಕ್ ಇಲ್ಲ: %{label} ಈ ಸಾಧನದಲ್ಲಿ ಉಳಿದಿದೆ; ಸಂಪರ್ಕ ಮರಳಿದಾಗ ಕಳುಹಿಸಲಾಗುತ್ತದೆ.',
      sendLater: 'ನೆಟ್‌ವರ್ಕ್ ಬಂದಾಗ ಕಳುಹಿಸಿ',
      returnedSubmissionNotice: 'ಸರ್ವರ್ ಹಿಂದಿರುಗಿಸಿದೆ: %{label}: %{message}. ಸರಿಪಡಿಸಲು ಅದನ್ನು ಮತ್ತೆ ತೆರೆಯಿರಿ.',
      signInSubmissionNotice: 'ನಿಮ್ಮ ಸೆಷನ್ ಮುಗಿದಿದೆ. %{label} ಕಳುಹಿಸಲು ಮತ್ತೆ ಲಾಗಿನ್ ಆಗಿ.',
      sent: 'ಕಳುಹಿಸಲಾಗಿದೆ: %{label}. %{message}',
      sentDefault: 'ಪರಿಶೀಲನೆಯನ್ನು ಯಶಸ್ವಿಯಾಗಿ ಸಲ್ಲಿಸಲಾಗಿದೆ.',
      returnedNotice: 'ಸರ್ವರ್ ಕಾಮಗಾರಿ ಕಡತವನ್ನು (%{label}) ಹಿಂದಿರುಗಿಸಿದೆ: %{message}. ಸರಿಪಡಿಸಲು ಕಾಮಗಾರಿಯನ್ನು ತೆರೆಯಿರಿ.',
      signInNotice: 'ನಿಮ್ಮ ಸೆಷನ್ ಮುಗಿದಿದೆ. ಕಾಮಗಾರಿ ಕಡತ (%{label}) ಕಳುಹಿಸಲು ಮತ್ತೆ ಲಾಗಿನ್ ಆಗಿ.',
      uploading: 'ಅಪ್‌ಲೋಡ್ ಆಗುತ್ತಿದೆ %{percent}%',
    },
    offline: {
      saved: 'ಆಫ್‌ಲೈನ್: %{at} ರಂದು ಉಳಿಸಿದ ಮಾಹಿತಿ',
      session: 'ನೀವು ಆಫ್‌ಲೈನ್‌ನಲ್ಲಿದ್ದೀರಿ. ಈ ಸಾಧನದಲ್ಲಿ ಉಳಿಸಿದ ಮಾಹಿತಿಯನ್ನು ತೋರಿಸಲಾಗುತ್ತಿದೆ; ಸಲ್ಲಿಕೆಗಳು ನೆಟ್‌ವರ್ಕ್‌ಗಾಗಿ ಕಾಯುತ್ತವೆ.',
    },
  },
};
