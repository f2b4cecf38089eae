import { cn } from '#client/lib/cn.ts';

type LogoMarkProps = { className?: string };

/** The mark: an ivory P on ink, underlined by the gold flourish of a paraph. */
export function LogoMark({ className }: LogoMarkProps) {
  return (
    <svg viewBox="0 0 32 32" aria-hidden="true" focusable="false" className={cn('size-8 shrink-0', className)}>
      <rect width="32" height="32" rx="8" fill="#1f2a44" />
      <path
        d="M12 21.5V8.5h5a4.25 4.25 0 0 1 0 8.5h-5"
        fill="none"
        stroke="#fbfaf7"
        strokeWidth="2.4"
        strokeLinecap="round"
        strokeLinejoin="round"
      />
      <path
        d="M6.5 25.2c3.6-1.5 7.4-1.7 10.6-.5 2.6 1 5.2 1.1 7.6-.6 1-.7 1.4-1.7.6-2.3"
        fill="none"
        stroke="#d4a853"
        strokeWidth="1.8"
        strokeLinecap="round"
      />
    </svg>
  );
}

type LogoProps = {
  className?: string;
  /** `light` for dark backgrounds. */
  tone?: 'dark' | 'light';
  /** Hides the word, e.g. in a collapsed sidebar; the name stays for screen readers. */
  compact?: boolean;
};

/** The Paraphe logo: mark and wordmark. Its accessible name is "Paraphe". */
export function Logo({ className, tone = 'dark', compact = false }: LogoProps) {
  return (
    <span className={cn('inline-flex items-center gap-2.5', className)}>
      <LogoMark />
      <span
        className={cn(
          'font-serif text-[1.375rem] leading-none font-semibold tracking-tight',
          tone === 'dark' ? 'text-ink-900' : 'text-white',
          compact && 'sr-only',
        )}
      >
        Paraphe
      </span>
    </span>
  );
}
