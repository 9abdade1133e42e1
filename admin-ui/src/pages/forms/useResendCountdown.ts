import { useCallback, useEffect, useState } from 'react';

/**
 * Seconds after a one-time code is sent before another may be asked for: the server's resend
 * gap (RESEND_GAP_MS in server/src/auth/otp.service.ts), which answers 429 "Please wait N seconds
 * before requesting another OTP." when asked sooner.
 */
export const OTP_RESEND_SECONDS = 60;

/**
 * The countdown to "Resend OTP" on the sign-in, registration and forgot-password pages: `left`
 * seconds until the button may be pressed, counted from the last `restart()` (a code sent).
 * `running` false keeps it still (no code sent yet).
 */
export function useResendCountdown(running: boolean): { left: number; restart: () => void } {
  const [sentAt, setSentAt] = useState(() => Date.now());
  const [now, setNow] = useState(() => Date.now());
  const left = running ? Math.max(0, Math.ceil((sentAt + OTP_RESEND_SECONDS * 1000 - now) / 1000)) : 0;
  useEffect(() => {
    if (!running || left === 0) return;
    const timer = setInterval(() => setNow(Date.now()), 1000);
    return () => clearInterval(timer);
  }, [running, left]);
  const restart = useCallback(() => {
    const at = Date.now();
    setSentAt(at);
    setNow(at);
  }, []);
  return { left, restart };
}
