import { useEffect, useState } from 'react';

/**
 * Seconds after a one-time code is sent before another may be asked for: the server's resend
 * gap (RESEND_GAP_MS in server/src/auth/otp.service.ts), which answers 429 "Please wait N seconds
 * before requesting another OTP." when asked sooner.
 */
export const OTP_RESEND_SECONDS = 60;

/**
 * The countdown to "Resend OTP" on the sign-in, registration and forgot-password pages: the
 * seconds left until another code may be asked for, counted from `sentAt` (when the last code
 * was sent, as Date.now() gave it; null while none was). The page keeps `sentAt` with the rest of
 * its state, so the first render after a code is sent already shows the full wait.
 */
export function useResendCountdown(sentAt: number | null): number {
  const [now, setNow] = useState(() => Date.now());
  const left = sentAt === null ? 0 : Math.max(0, Math.ceil((sentAt + OTP_RESEND_SECONDS * 1000 - Math.max(now, sentAt)) / 1000));
  useEffect(() => {
    if (left === 0) return;
    const timer = setInterval(() => setNow(Date.now()), 1000);
    return () => clearInterval(timer);
  }, [left]);
  return left;
}
