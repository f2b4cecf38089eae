import type { SiteInfo } from '#shared/api/contact.ts';
import { useSiteInfo } from '#client/api/site-info.ts';

/**
 * A value of the operator's configuration (publisher, host, contact) inside a legal text. A
 * value the operator left unset answers null: `fallback` is shown then (nothing by default).
 */
export function SiteValue({
  pick,
  fallback = null,
}: {
  pick: (info: SiteInfo) => string | null;
  fallback?: string | null;
}) {
  const { data, isError } = useSiteInfo();
  if (isError) return <>—</>;
  if (!data) {
    return (
      <span className="inline-block h-[1em] w-32 animate-pulse rounded bg-stone-200/70 align-middle">
        <span className="sr-only">Chargement…</span>
      </span>
    );
  }
  return <>{pick(data) ?? fallback}</>;
}

/** The support's address as a mailto link. */
export function SupportEmailLink() {
  const { data } = useSiteInfo();
  if (!data) return <SiteValue pick={(info) => info.supportEmail} />;
  return <a href={`mailto:${data.supportEmail}`}>{data.supportEmail}</a>;
}
