import { useEffect, useRef, useState } from 'react';
import { useNotify } from 'react-admin';
import { serverMessage } from '../../../admin/common/useLoad';
import type { RoleAssignment } from '../../../providers/authApi';
import { isFinished, scraperApi } from '../data-analysis/scraperApi';
import { useFtoTranslate } from '../useFtoTranslate';
import { ftoApi } from '../common/ftoApi';
import { TOAST } from '../common/toast';
import { serverMessage as answerMessage } from '../../../i18n/serverMessage';

/** Spec 2 §4/§9: the reset button rests 300 s after a reset attempt. */
export const RESET_COOLDOWN_SECONDS = 300;
const JOB_POLL_MS = 1000;

/** When each work's button may be used again, so closing and reopening the dialog keeps the countdown. */
const cooldownEnds = new Map<string, number>();

const retryAfterOf = (error: unknown): number | null => {
  const body = (error as { body?: { retryAfter?: unknown } } | null)?.body;
  const n = Number(body?.retryAfter);
  return Number.isFinite(n) && n > 0 ? Math.ceil(n) : null;
};

/**
 * The reset-materials button (docs/fto-api.md resetMaterialList): asks the server to load the
 * work's material bills and FTOs again from the MIS, counts down the cooldown (the server's
 * seconds when it answers 429), follows the load it started and then calls `onReloaded` so the
 * dialog reads the bills and FTO rows again.
 */
export function useMaterialReset(currentRole: RoleAssignment | null, workCode: string, onReloaded: () => void) {
  const t = useFtoTranslate();
  const notify = useNotify();
  const [endsAt, setEndsAt] = useState(() => cooldownEnds.get(workCode) ?? 0);
  const [now, setNow] = useState(() => Date.now());
  const [busy, setBusy] = useState(false);
  const [jobId, setJobId] = useState<string | null>(null);

  const onReloadedRef = useRef(onReloaded);
  useEffect(() => {
    onReloadedRef.current = onReloaded;
  });

  useEffect(() => {
    if (endsAt <= now) return;
    const timer = setTimeout(() => setNow(Date.now()), Math.min(1000, endsAt - now));
    return () => clearTimeout(timer);
  }, [endsAt, now]);

  useEffect(() => {
    if (!jobId) return;
    let stopped = false;
    let timer: ReturnType<typeof setTimeout> | undefined;
    const poll = async () => {
      try {
        const run = await scraperApi.run(jobId);
        if (stopped) return;
        if (!isFinished(run.state)) {
          timer = setTimeout(() => void poll(), JOB_POLL_MS);
          return;
        }
        if (run.state === 'completed') notify(t('fto.fill.material.reloaded'), { type: 'success', ...TOAST });
        else
          notify(run.error ? `${t('fto.fill.material.resetFailed')} ${run.error}` : t('fto.fill.material.resetFailed'), {
            type: 'error',
            ...TOAST,
          });
      } catch (error) {
        // The load can no longer be followed (it went, or this role may not see it): read what is there.
        if (stopped) return;
        console.warn(`The material reload of ${workCode} could not be followed.`, error);
      }
      setJobId(null);
      onReloadedRef.current();
    };
    timer = setTimeout(() => void poll(), JOB_POLL_MS);
    return () => {
      stopped = true;
      clearTimeout(timer);
    };
  }, [jobId, notify, t, workCode]);

  const startCooldown = (seconds: number) => {
    const at = Date.now();
    const end = at + seconds * 1000;
    cooldownEnds.set(workCode, end);
    setEndsAt(end);
    setNow(at);
  };

  const reset = async () => {
    setBusy(true);
    try {
      const answer = await ftoApi.resetMaterials(currentRole, workCode);
      startCooldown(RESET_COOLDOWN_SECONDS);
      if (answer.message) notify(answerMessage(answer, answer.message), { type: 'info', ...TOAST });
      if (answer.jobId) setJobId(answer.jobId);
      else onReloadedRef.current();
    } catch (error) {
      startCooldown(retryAfterOf(error) ?? RESET_COOLDOWN_SECONDS);
      notify(serverMessage(error) ?? t('fto.fill.material.resetFailed'), { type: 'error', ...TOAST });
    } finally {
      setBusy(false);
    }
  };

  const secondsLeft = Math.max(0, Math.ceil((endsAt - now) / 1000));
  return { secondsLeft, busy, reloading: jobId !== null, reset };
}
