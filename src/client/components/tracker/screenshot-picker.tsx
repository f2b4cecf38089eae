import { ImagePlus, X } from 'lucide-react';
import { useRef } from 'react';
import { SCREENSHOTS_MAX } from '#shared/api/tracker.ts';
import type { TrackerApi } from '#client/api/tracker.ts';
import { Alert } from '#client/components/ui/alert.tsx';
import { Button } from '#client/components/ui/button.tsx';
import { MAX_SIZE_LABEL, type ScreenshotMimeType } from '#client/components/tracker/screenshot-files.ts';
import { StoredScreenshot } from '#client/components/tracker/stored-screenshot.tsx';

/** A screenshot picked in this form: its file, the type read from its bytes, its preview's object URL. */
export type AddedScreenshot = { key: string; file: File; mimeType: ScreenshotMimeType; previewUrl: string };

type ScreenshotPickerProps = {
  api: TrackerApi;
  itemId: string;
  /** Ids of the screenshots of the earlier record that stay. */
  kept: readonly string[];
  added: readonly AddedScreenshot[];
  refusals: readonly string[];
  onPick: (files: File[]) => void;
  onRemoveKept: (shotId: string) => void;
  onRemoveAdded: (key: string) => void;
};

function RemoveButton({ label, onClick }: { label: string; onClick: () => void }) {
  return (
    <Button
      variant="secondary"
      size="icon-sm"
      onClick={onClick}
      aria-label={label}
      className="absolute -top-2 -right-2 size-7 rounded-full shadow-sm"
    >
      <X aria-hidden="true" />
    </Button>
  );
}

/** Screenshots of the publication: thumbnails of those chosen, each removable, and the button to add more. */
export function ScreenshotPicker(props: ScreenshotPickerProps) {
  const { api, itemId, kept, added, refusals, onPick, onRemoveKept, onRemoveAdded } = props;
  const input = useRef<HTMLInputElement>(null);
  const count = kept.length + added.length;
  return (
    <fieldset className="grid gap-3">
      <legend className="mb-1 text-sm font-medium text-ink-900">
        Captures d’écran <span className="font-normal text-muted-foreground">(facultatif)</span>
      </legend>
      <p className="-mt-1 text-xs text-muted-foreground">
        PNG ou JPEG, {MAX_SIZE_LABEL} chacune et {SCREENSHOTS_MAX} au plus. Elles rejoignent le dossier de preuves.
      </p>
      {count > 0 ? (
        <ul aria-label="Captures choisies" className="flex flex-wrap gap-3">
          {kept.map((shotId, index) => (
            <li key={shotId} className="relative">
              <StoredScreenshot api={api} itemId={itemId} shotId={shotId} alt={`Capture enregistrée ${index + 1}`} />
              <RemoveButton
                label={`Retirer la capture enregistrée ${index + 1}`}
                onClick={() => onRemoveKept(shotId)}
              />
            </li>
          ))}
          {added.map((shot) => (
            <li key={shot.key} className="relative">
              <img
                src={shot.previewUrl}
                alt={shot.file.name}
                className="size-20 rounded-md border border-black/10 object-cover"
              />
              <RemoveButton label={`Retirer la capture ${shot.file.name}`} onClick={() => onRemoveAdded(shot.key)} />
            </li>
          ))}
        </ul>
      ) : null}
      {refusals.length > 0 ? (
        <Alert variant="destructive" role="alert" title="Certaines captures n’ont pas été ajoutées">
          <ul className="grid gap-1">
            {refusals.map((refusal) => (
              <li key={refusal}>{refusal}</li>
            ))}
          </ul>
        </Alert>
      ) : null}
      <input
        ref={input}
        type="file"
        multiple
        accept="image/png,image/jpeg"
        className="sr-only"
        tabIndex={-1}
        aria-hidden="true"
        data-testid="screenshot-input"
        onChange={(event) => {
          onPick([...(event.target.files ?? [])]);
          event.target.value = '';
        }}
      />
      <Button
        variant="secondary"
        size="sm"
        className="w-fit"
        disabled={count >= SCREENSHOTS_MAX}
        onClick={() => input.current?.click()}
      >
        <ImagePlus aria-hidden="true" />
        Ajouter des captures
      </Button>
    </fieldset>
  );
}
