import { useQuery } from '@tanstack/react-query';
import { type TrackerApi, trackerQuery } from '#client/api/tracker.ts';
import { TrackerView } from '#client/components/tracker/tracker-view.tsx';
import { Toaster } from '#client/components/ui/toaster.tsx';

/** The tracker view as a page shows it: read through its query, so each action's answer replaces it, with the toasts. */
export function TrackerHarness({ api }: { api: TrackerApi }) {
  const tracker = useQuery(trackerQuery(api));
  return (
    <>
      {tracker.data ? <TrackerView tracker={tracker.data} api={api} /> : null}
      <Toaster />
    </>
  );
}
