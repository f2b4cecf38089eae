import { FileText } from 'lucide-react';
import { useState } from 'react';
import { Button } from '#client/components/ui/button.tsx';
import { Dialog, DialogContent } from '#client/components/ui/dialog.tsx';
import { CreateInvoiceForm, type CreateInvoiceFormProps } from '#client/components/tracker/create-invoice-form.tsx';

type CreateInvoiceButtonProps = Omit<CreateInvoiceFormProps, 'onCancel'>;

/**
 * « Créer la facture », through a short form: the VAT numbers the contract's treatment asks and
 * the account to pay into, filled with those of the previous invoice of the session.
 */
export function CreateInvoiceButton({ onIssued, ...props }: CreateInvoiceButtonProps) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <Button variant="secondary" size="sm" onClick={() => setOpen(true)}>
        <FileText aria-hidden="true" />
        Créer la facture
      </Button>
      <Dialog open={open} onOpenChange={setOpen}>
        <DialogContent className="max-w-xl">
          {open ? (
            <CreateInvoiceForm
              {...props}
              onIssued={(details) => {
                onIssued(details);
                setOpen(false);
              }}
              onCancel={() => setOpen(false)}
            />
          ) : null}
        </DialogContent>
      </Dialog>
    </>
  );
}
