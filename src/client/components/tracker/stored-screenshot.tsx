import { useQuery } from '@tanstack/react-query';
import { ImageOff } from 'lucide-react';
import { useEffect, useMemo } from 'react';
import { fetchScreenshot, type TrackerApi } from '#client/api/tracker.ts';

type StoredScreenshotProps = { api: TrackerApi; itemId: string; shotId: string; alt: string };

/**
 * A screenshot recorded with a publication, as a thumbnail that opens full size. Fetched as a
 * Blob (the owner's bearer token cannot ride on an <img>) and shown from an object URL.
 */
export function StoredScreenshot({ api, itemId, shotId, alt }: StoredScreenshotProps) {
  const { data, isError } = useQuery({
    queryKey: [...api.queryKey, 'screenshot', shotId],
    queryFn: ({ signal }) => fetchScreenshot(api, { itemId, shotId }, signal),
    // A screenshot never changes: a new one has a new id.
    staleTime: Number.POSITIVE_INFINITY,
  });
  const url = useMemo(() => (data ? URL.createObjectURL(data) : null), [data]);
  useEffect(() => () => (url ? URL.revokeObjectURL(url) : undefined), [url]);

  if (isError) {
    return (
      <span className="inline-flex size-20 flex-col items-center justify-center gap-1 rounded-md border border-dashed border-stone-300 text-center text-[0.6875rem] text-muted-foreground">
        <ImageOff aria-hidden="true" className="size-4" />
        Capture indisponible
      </span>
    );
  }
  if (!url) return <span aria-hidden="true" className="block size-20 animate-pulse rounded-md bg-stone-200" />;
  return (
    <a href={url} target="_blank" rel="noopener noreferrer" className="block rounded-md">
      <img src={url} alt={alt} className="size-20 rounded-md border border-black/10 object-cover" />
    </a>
  );
}
