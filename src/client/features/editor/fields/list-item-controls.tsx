import { ArrowDown, ArrowUp, Trash2 } from 'lucide-react';
import { Button } from '#client/components/ui/button.tsx';

type ListItemControlsProps = {
  /** « l’obligation 2 »: completes « Monter », « Descendre », « Supprimer » for screen readers. */
  itemName: string;
  index: number;
  count: number;
  onMove: (from: number, to: number) => void;
  onRemove: (index: number) => void;
  /** Where keyboard focus lands after a move, so a user can move an item several places in a row. */
  onMoved?: (to: number, direction: 'up' | 'down') => void;
};

export function ListItemControls({ itemName, index, count, onMove, onRemove, onMoved }: ListItemControlsProps) {
  const move = (to: number, direction: 'up' | 'down') => {
    onMove(index, to);
    onMoved?.(to, direction);
  };
  return (
    <div className="flex shrink-0 items-center gap-0.5">
      <Button
        variant="ghost"
        size="icon-sm"
        aria-label={`Monter ${itemName}`}
        title="Monter"
        data-move="up"
        disabled={index === 0}
        onClick={() => move(index - 1, 'up')}
      >
        <ArrowUp aria-hidden="true" />
      </Button>
      <Button
        variant="ghost"
        size="icon-sm"
        aria-label={`Descendre ${itemName}`}
        title="Descendre"
        data-move="down"
        disabled={index === count - 1}
        onClick={() => move(index + 1, 'down')}
      >
        <ArrowDown aria-hidden="true" />
      </Button>
      <Button
        variant="ghost"
        size="icon-sm"
        className="text-destructive hover:bg-destructive-soft hover:text-destructive"
        aria-label={`Supprimer ${itemName}`}
        title="Supprimer"
        onClick={() => onRemove(index)}
      >
        <Trash2 aria-hidden="true" />
      </Button>
    </div>
  );
}

/** After a move, the same button of the moved item keeps focus (or its neighbour at the ends). */
export function focusMovedItem(container: HTMLElement | null, to: number, direction: 'up' | 'down') {
  requestAnimationFrame(() => {
    const item = container?.querySelectorAll<HTMLElement>('[data-list-item]')[to];
    const button = item?.querySelector<HTMLButtonElement>(`[data-move="${direction}"]`);
    const fallback = item?.querySelector<HTMLButtonElement>(`[data-move="${direction === 'up' ? 'down' : 'up'}"]`);
    (button && !button.disabled ? button : fallback)?.focus();
  });
}
