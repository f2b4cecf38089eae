import { zodResolver } from '@hookform/resolvers/zod';
import { Check, MessageSquareWarning } from 'lucide-react';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { toast } from 'sonner';
import { type PublicationItem, REVIEW_COMMENT_MAX, reviewPublicationBodySchema } from '#shared/api/tracker.ts';
import type { TrackerApi } from '#client/api/tracker.ts';
import { useReviewPublication } from '#client/api/tracker-mutations.ts';
import { Button } from '#client/components/ui/button.tsx';
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle } from '#client/components/ui/dialog.tsx';
import { FormField } from '#client/components/ui/form-field.tsx';
import { Textarea } from '#client/components/ui/textarea.tsx';
import { trackerErrorMessage, trackerMessages } from '#client/components/tracker/tracker-messages.ts';
import { applyServerFieldErrors } from '#client/lib/form-errors.ts';
import { DialogFormFooter } from '#client/components/tracker/dialog-form-footer.tsx';

/** The brand's answer to a recorded publication: « Approuver », or a correction with what to fix. */
export function ReviewActions({ api, item }: { api: TrackerApi; item: PublicationItem }) {
  const review = useReviewPublication(api);
  const [correcting, setCorrecting] = useState(false);
  const approving = review.isPending && review.variables?.body.decision === 'approve';
  const approve = () =>
    review.mutate(
      { itemId: item.id, body: { decision: 'approve' } },
      {
        onSuccess: () => toast.success(trackerMessages.publicationApproved),
        onError: (error) => toast.error(trackerErrorMessage(error, trackerMessages.reviewFailed)),
      },
    );
  return (
    <>
      <Button size="sm" isLoading={approving} disabled={review.isPending} onClick={approve}>
        {approving ? null : <Check aria-hidden="true" />}
        Approuver
      </Button>
      <Button variant="secondary" size="sm" disabled={review.isPending} onClick={() => setCorrecting(true)}>
        <MessageSquareWarning aria-hidden="true" />
        Demander une correction
      </Button>
      <Dialog open={correcting} onOpenChange={setCorrecting}>
        <DialogContent>
          {correcting ? <CorrectionForm api={api} item={item} onDone={() => setCorrecting(false)} /> : null}
        </DialogContent>
      </Dialog>
    </>
  );
}

function CorrectionForm({ api, item, onDone }: { api: TrackerApi; item: PublicationItem; onDone: () => void }) {
  const review = useReviewPublication(api);
  const form = useForm({
    resolver: zodResolver(reviewPublicationBodySchema),
    defaultValues: { decision: 'request-correction', comment: '' },
  });
  const { errors, isSubmitting } = form.formState;
  const onSubmit = form.handleSubmit(async (body) => {
    try {
      await review.mutateAsync({ itemId: item.id, body });
      toast.success(trackerMessages.correctionRequested);
      onDone();
    } catch (error) {
      if (applyServerFieldErrors(error, form.setError, ['comment'])) return;
      form.setError('root', { message: trackerErrorMessage(error, trackerMessages.reviewFailed) });
    }
  });
  return (
    <form noValidate onSubmit={onSubmit} className="grid gap-5">
      <DialogHeader>
        <DialogTitle>Demander une correction</DialogTitle>
        <DialogDescription>
          {item.label} : le Créateur verra votre commentaire et pourra déclarer de nouveau la publication.
        </DialogDescription>
      </DialogHeader>
      <FormField label="Ce qu’il faut corriger" error={errors.comment?.message}>
        <Textarea maxLength={REVIEW_COMMENT_MAX} {...form.register('comment')} />
      </FormField>
      <DialogFormFooter
        error={errors.root?.message}
        onCancel={onDone}
        isSubmitting={isSubmitting}
        submitLabel="Envoyer la demande"
      />
    </form>
  );
}
