import { useQuery } from '@tanstack/react-query';
import { ImageOff } from 'lucide-react';
import { useEffect, useMemo } from 'react';

/**
 * A screenshot of the conversation, fetched with the session (an <img> cannot send the token)
 * and shown from a blob: URL; a click opens it full size.
 */
export function ChatAttachment({
  queryKey,
  load,
}: {
  queryKey: readonly unknown[];
  load: (signal: AbortSignal) => Promise<Blob>;
}) {
  const { data, isError } = useQuery({ queryKey, queryFn: ({ signal }) => load(signal), staleTime: Infinity });
  const url = useMemo(() => (data ? URL.createObjectURL(data) : null), [data]);
  useEffect(() => () => (url ? URL.revokeObjectURL(url) : undefined), [url]);
  if (isError) {
    return (
      <span className="inline-flex items-center gap-1.5 text-xs opacity-80">
        <ImageOff aria-hidden="true" className="size-4" /> Capture indisponible
      </span>
    );
  }
  if (!url) return <span className="block h-24 w-36 animate-pulse rounded-md bg-stone-200" aria-hidden="true" />;
  return (
    <a href={url} target="_blank" rel="noreferrer" className="block w-fit">
      <img src={url} alt="Capture d’écran jointe" className="max-h-48 max-w-full rounded-md border border-black/10" />
    </a>
  );
}
