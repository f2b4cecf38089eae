import { ListChecks, SlidersHorizontal } from 'lucide-react';
import { cn } from '#client/lib/cn.ts';
import type { EditorMode } from '#client/features/editor/guided/use-guided-mode.ts';

const MODES: ReadonlyArray<{ mode: EditorMode; label: string; Icon: typeof ListChecks }> = [
  { mode: 'guided', label: 'Mode guidé', Icon: ListChecks },
  { mode: 'expert', label: 'Mode expert', Icon: SlidersHorizontal },
];

/** « Mode guidé » / « Mode expert »: two toggle buttons, the pressed one is the mode shown. */
export function ModeSwitch({ mode, onChange }: { mode: EditorMode; onChange: (mode: EditorMode) => void }) {
  return (
    <fieldset
      aria-label="Mode d’édition"
      className="m-0 grid w-full min-w-0 grid-cols-2 gap-1 rounded-xl border border-border bg-stone-100 p-1 sm:w-fit"
    >
      {MODES.map(({ mode: value, label, Icon }) => (
        <button
          key={value}
          type="button"
          aria-pressed={mode === value}
          onClick={() => onChange(value)}
          className={cn(
            'flex h-10 cursor-pointer items-center justify-center gap-2 rounded-lg px-4 text-sm font-medium text-ink-700 hover:text-ink-950',
            mode === value && 'bg-surface text-ink-950 shadow-card',
          )}
        >
          <Icon aria-hidden="true" className="size-4" />
          {label}
        </button>
      ))}
    </fieldset>
  );
}
