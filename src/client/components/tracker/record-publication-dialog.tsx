import { zodResolver } from '@hookform/resolvers/zod';
import { useId } from 'react';
import { Controller, type Resolver, useForm } from 'react-hook-form';
import { toast } from 'sonner';
import type { z } from 'zod';
import { type PublicationItem, recordPublicationBodySchema } from '#shared/api/tracker.ts';
import type { TrackerApi } from '#client/api/tracker.ts';
import { useRecordPublication } from '#client/api/tracker-mutations.ts';
import { Checkbox } from '#client/components/ui/checkbox.tsx';
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle } from '#client/components/ui/dialog.tsx';
import { FieldError, FormField } from '#client/components/ui/form-field.tsx';
import { Input } from '#client/components/ui/input.tsx';
import { Label } from '#client/components/ui/label.tsx';
import { mentionsLabel } from '#client/components/tracker/french-list.ts';
import { ScreenshotPicker } from '#client/components/tracker/screenshot-picker.tsx';
import { trackerErrorMessage, trackerMessages } from '#client/components/tracker/tracker-messages.ts';
import { useScreenshotSelection } from '#client/components/tracker/use-screenshot-selection.ts';
import { isApiError } from '#client/lib/api-error.ts';
import { applyServerFieldErrors } from '#client/lib/form-errors.ts';
import { DialogFormFooter } from '#client/components/tracker/dialog-form-footer.tsx';

const recordFieldsSchema = recordPublicationBodySchema.pick({ url: true, publishedOn: true, mentionConfirmed: true });
type Values = { url: string; publishedOn: string; mentionConfirmed: boolean };
type Parsed = z.output<typeof recordFieldsSchema>;

type RecordPublicationDialogProps = {
  api: TrackerApi;
  item: PublicationItem;
  requiredMentions: readonly string[];
  today: string;
  open: boolean;
  onOpenChange: (open: boolean) => void;
};

/** « Déclarer la publication »: its address, its day, screenshots, and the mention the law asks. */
export function RecordPublicationDialog({ open, onOpenChange, ...props }: RecordPublicationDialogProps) {
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent className="max-w-xl">
        {open ? <RecordPublicationForm {...props} onDone={() => onOpenChange(false)} /> : null}
      </DialogContent>
    </Dialog>
  );
}

function RecordPublicationForm({
  api,
  item,
  requiredMentions,
  today,
  onDone,
}: Omit<RecordPublicationDialogProps, 'open' | 'onOpenChange'> & { onDone: () => void }) {
  const mentionId = useId();
  const record = useRecordPublication(api);
  const shots = useScreenshotSelection(item.record?.screenshots.map((shot) => shot.id) ?? []);
  const form = useForm<Values, unknown, Parsed>({
    // The box holds false until it is ticked; the schema takes only true, in its own words.
    resolver: zodResolver(recordFieldsSchema) as unknown as Resolver<Values, unknown, Parsed>,
    defaultValues: {
      url: item.record?.url ?? '',
      publishedOn: item.record?.publishedOn ?? today,
      mentionConfirmed: item.record?.mentionConfirmed ?? false,
    },
  });
  const { errors, isSubmitting } = form.formState;

  const onSubmit = form.handleSubmit(async (values) => {
    try {
      const screenshots = await shots.encodeAdded();
      await record.mutateAsync({ itemId: item.id, body: { ...values, screenshots, keepScreenshots: shots.kept } });
      toast.success(trackerMessages.publicationRecorded);
      onDone();
    } catch (error) {
      if (applyServerFieldErrors(error, form.setError, ['url', 'publishedOn', 'mentionConfirmed'])) return;
      // A screenshot the server refused (« Capture illisible. ») has no field of its own: said above the buttons.
      const screenshotError = isApiError(error)
        ? Object.entries(error.fields).find(([path]) => /^(screenshots|keepScreenshots)\b/.test(path))?.[1]
        : undefined;
      form.setError('root', {
        message: screenshotError ?? trackerErrorMessage(error, trackerMessages.publicationRecordFailed),
      });
    }
  });

  return (
    <form noValidate onSubmit={onSubmit} className="grid gap-5">
      <DialogHeader>
        <DialogTitle>{item.record ? 'Modifier la déclaration' : 'Déclarer la publication'}</DialogTitle>
        <DialogDescription>{item.label}</DialogDescription>
      </DialogHeader>
      <FormField label="Adresse de la publication" error={errors.url?.message}>
        <Input type="url" inputMode="url" autoComplete="off" placeholder="https://…" {...form.register('url')} />
      </FormField>
      <FormField label="Date de publication" error={errors.publishedOn?.message}>
        <Input type="date" max={today} {...form.register('publishedOn')} />
      </FormField>
      <ScreenshotPicker
        api={api}
        itemId={item.id}
        kept={shots.kept}
        added={shots.added}
        refusals={shots.refusals}
        onPick={(files) => void shots.pick(files)}
        onRemoveKept={shots.removeKept}
        onRemoveAdded={shots.removeAdded}
      />
      <Controller
        control={form.control}
        name="mentionConfirmed"
        render={({ field, fieldState }) => (
          <div className="grid gap-2">
            <div className="flex items-start gap-3">
              <Checkbox
                id={mentionId}
                ref={field.ref}
                checked={field.value}
                onCheckedChange={(checked) => field.onChange(checked === true)}
                onBlur={field.onBlur}
                aria-invalid={fieldState.error ? true : undefined}
                aria-describedby={fieldState.error ? `${mentionId}-error` : undefined}
                className="mt-0.5"
              />
              <Label htmlFor={mentionId} className="leading-snug">
                {mentionsLabel(requiredMentions)}
              </Label>
            </div>
            <FieldError id={`${mentionId}-error`}>{fieldState.error?.message}</FieldError>
          </div>
        )}
      />
      <DialogFormFooter
        error={errors.root?.message}
        onCancel={onDone}
        isSubmitting={isSubmitting}
        submitLabel="Enregistrer la publication"
      />
    </form>
  );
}
