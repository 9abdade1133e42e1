import { useCallback, useEffect, useRef, useState } from 'react';
import { isFinished, scraperApi, type RunState, type ScrapeRun, type SpiderName } from './scraperApi';

/** How often a load under way is asked about (spec: about every second). */
export const POLL_MS = 1000;

/** A load the page follows: one per panchayat and spider. */
export interface TrackedRun {
  jobId: string;
  spider: SpiderName | string;
  panchayat_code: string;
  panchayat_name: string;
  block_code: string;
  state: RunState | string;
  pages_fetched: number;
  pages_expected: number;
  /** Started (or joined) from this page: its end is announced with a toast. Others only refresh their row. */
  announce: boolean;
}

export const runKey = (panchayatCode: string, spider: string) => `${panchayatCode}|${spider}`;

export interface RunTrackerEvents {
  /** The run reached `completed` or `failed`. */
  onFinished: (tracked: TrackedRun, run: ScrapeRun) => void;
  /** The run can no longer be followed (gone, or outside the role's jurisdiction now). */
  onLost: (tracked: TrackedRun, error: unknown) => void;
  /** Any failed poll, before the tracker decides (a 401 ends the session). */
  onPollError: (error: unknown) => void;
}

const statusOf = (error: unknown) =>
  typeof error === 'object' && error !== null && typeof (error as { status?: unknown }).status === 'number'
    ? (error as { status: number }).status
    : 0;

/**
 * Follows scraper runs by polling `GET /Scraper/jobs/{id}` until each is completed or failed.
 * One poll round at a time for all runs (the next round starts a second after the last answer),
 * nothing while no run is followed, and nothing after unmount. A failed poll (network, 5xx) is
 * retried next round; a 403/404 drops the run.
 */
export function useRunTracker(events: RunTrackerEvents) {
  const [runs, setRuns] = useState<Record<string, TrackedRun>>({});
  const runsRef = useRef(runs);
  const eventsRef = useRef(events);
  useEffect(() => {
    runsRef.current = runs;
    eventsRef.current = events;
  });

  const track = useCallback((run: TrackedRun) => {
    const key = runKey(run.panchayat_code, run.spider);
    setRuns((previous) => {
      const known = previous[key];
      // A row reloaded while its run is followed reports the same job: keep what we know of it.
      if (known?.jobId === run.jobId)
        return known.announce || !run.announce ? previous : { ...previous, [key]: { ...known, announce: true } };
      const next = { ...previous, [key]: run };
      runsRef.current = next;
      return next;
    });
  }, []);

  const following = Object.keys(runs).length > 0;

  useEffect(() => {
    if (!following) return;
    let stopped = false;
    let timer: ReturnType<typeof setTimeout> | undefined;

    const round = async () => {
      const current = Object.values(runsRef.current);
      const answers = await Promise.all(
        current.map((tracked) =>
          scraperApi.run(tracked.jobId).then(
            (run) => ({ tracked, run, error: null as unknown }),
            (error: unknown) => ({ tracked, run: null, error }),
          ),
        ),
      );
      if (stopped) return;

      const finished: { tracked: TrackedRun; run: ScrapeRun }[] = [];
      const lost: { tracked: TrackedRun; error: unknown }[] = [];
      const progress = new Map<string, ScrapeRun>();
      for (const { tracked, run, error } of answers) {
        const key = runKey(tracked.panchayat_code, tracked.spider);
        if (run) {
          if (isFinished(run.state)) finished.push({ tracked, run });
          else progress.set(key, run);
        } else {
          eventsRef.current.onPollError(error);
          const status = statusOf(error);
          if (status === 401 || status === 403 || status === 404) lost.push({ tracked, error });
        }
      }
      const gone = new Set([...finished, ...lost].map(({ tracked }) => tracked.jobId));
      setRuns((previous) => {
        const next: Record<string, TrackedRun> = {};
        for (const [key, tracked] of Object.entries(previous)) {
          if (gone.has(tracked.jobId)) continue;
          const run = progress.get(key);
          next[key] =
            run && run.id === tracked.jobId
              ? { ...tracked, state: run.state, pages_fetched: run.pages_fetched, pages_expected: run.pages_expected }
              : tracked;
        }
        runsRef.current = next;
        return next;
      });
      for (const { tracked, run } of finished) eventsRef.current.onFinished(tracked, run);
      for (const { tracked, error } of lost) eventsRef.current.onLost(tracked, error);
      timer = setTimeout(() => void round(), POLL_MS);
    };

    timer = setTimeout(() => void round(), POLL_MS);
    return () => {
      stopped = true;
      clearTimeout(timer);
    };
  }, [following]);

  return { runs, track };
}
