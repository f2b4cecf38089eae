import { useQuery } from '@tanstack/react-query';
import { ImagePlus, Send, X } from 'lucide-react';
import { type FormEvent, type KeyboardEvent, useId, useRef, useState } from 'react';
import { toast } from 'sonner';
import { SUPPORT_ATTACHMENT_MAX_BYTES, SUPPORT_MESSAGE_MAX } from '#shared/api/support-chat.ts';
import { contractStatusLabels } from '#shared/contract/status.ts';
import { errorMessages, messages } from '#shared/messages.ts';
import { Button } from '#client/components/ui/button.tsx';
import { NativeSelect } from '#client/components/ui/native-select.tsx';
import { Textarea } from '#client/components/ui/textarea.tsx';
import { listLinkableContracts } from '#client/features/support/api/list-linkable-contracts.ts';
import { supportChatKeys } from '#client/features/support/api/support-chat-keys.ts';
import { useSendSupportMessage } from '#client/features/support/hooks/use-send-support-message.ts';
import { isApiError } from '#client/lib/api-error.ts';

type Screenshot = { name: string; data: string };

/** Reads a picked file as base64 (without the data: prefix). */
function readBase64(file: File): Promise<string> {
  return new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(String(reader.result).replace(/^data:[^,]*,/, ''));
    reader.onerror = () => reject(reader.error);
    reader.readAsDataURL(file);
  });
}

/** What a refusal says: the cause when the person can act on it, else the chat's general message. */
function sendErrorMessage(error: unknown): string {
  const precise = ['INVALID_ATTACHMENT', 'ATTACHMENT_TOO_LARGE', 'RATE_LIMITED', 'NETWORK_ERROR', 'VALIDATION_ERROR'];
  return isApiError(error) && precise.includes(error.code) ? error.message : messages.supportMessageFailed;
}

/** Writing to the team: the text (Entrée sends, Maj+Entrée goes to the line), a screenshot, a contract. */
export function ChatComposer() {
  const ids = useId();
  const [text, setText] = useState('');
  const [screenshot, setScreenshot] = useState<Screenshot | null>(null);
  const [contractId, setContractId] = useState('');
  const fileInput = useRef<HTMLInputElement>(null);
  const send = useSendSupportMessage();
  const contracts = useQuery({
    queryKey: supportChatKeys.contracts,
    queryFn: ({ signal }) => listLinkableContracts(signal),
  });

  const pick = async (file: File | undefined) => {
    if (fileInput.current) fileInput.current.value = '';
    if (!file) return;
    if (!['image/png', 'image/jpeg'].includes(file.type)) return void toast.error(errorMessages.INVALID_ATTACHMENT);
    if (file.size > SUPPORT_ATTACHMENT_MAX_BYTES) return void toast.error(errorMessages.ATTACHMENT_TOO_LARGE);
    setScreenshot({ name: file.name, data: await readBase64(file) });
  };

  const submit = (event?: FormEvent) => {
    event?.preventDefault();
    if (send.isPending || (!text.trim() && !screenshot)) return;
    send.mutate(
      {
        body: text,
        contractId: contractId || null,
        attachment: screenshot ? { data: screenshot.data } : null,
      },
      {
        onSuccess: () => {
          setText('');
          setScreenshot(null);
          setContractId('');
        },
        onError: (error) => toast.error(sendErrorMessage(error)),
      },
    );
  };

  const onKeyDown = (event: KeyboardEvent<HTMLTextAreaElement>) => {
    if (event.key === 'Enter' && !event.shiftKey && !event.nativeEvent.isComposing) submit();
    if (event.key === 'Enter' && !event.shiftKey) event.preventDefault();
  };

  return (
    <form onSubmit={submit} className="grid gap-3" aria-label="Écrire à l’équipe">
      <label htmlFor={`${ids}-text`} className="sr-only">
        Écrire à l’équipe du support
      </label>
      <Textarea
        id={`${ids}-text`}
        rows={3}
        value={text}
        maxLength={SUPPORT_MESSAGE_MAX}
        placeholder="Votre message… (Entrée pour envoyer, Maj+Entrée pour aller à la ligne)"
        onChange={(event) => setText(event.target.value)}
        onKeyDown={onKeyDown}
        className="min-h-20"
      />
      {screenshot ? (
        <p className="flex w-fit max-w-full items-center gap-2 rounded-md border border-stone-200 bg-stone-50 px-2.5 py-1.5 text-sm">
          <ImagePlus aria-hidden="true" className="size-4 shrink-0" />
          <span className="truncate">{screenshot.name}</span>
          <Button
            type="button"
            variant="ghost"
            size="icon-sm"
            onClick={() => setScreenshot(null)}
            aria-label="Retirer la capture"
          >
            <X aria-hidden="true" />
          </Button>
        </p>
      ) : null}
      <div className="flex flex-wrap items-center gap-2">
        <input
          ref={fileInput}
          id={`${ids}-file`}
          type="file"
          accept="image/png,image/jpeg"
          className="sr-only"
          onChange={(event) => void pick(event.target.files?.[0])}
        />
        <Button type="button" variant="secondary" size="sm" onClick={() => fileInput.current?.click()}>
          <ImagePlus aria-hidden="true" />
          Joindre une capture
        </Button>
        {contracts.data && contracts.data.length > 0 ? (
          <div className="min-w-0 flex-1 basis-48">
            <label htmlFor={`${ids}-contract`} className="sr-only">
              Contrat concerné (facultatif)
            </label>
            <NativeSelect
              id={`${ids}-contract`}
              value={contractId}
              onChange={(event) => setContractId(event.target.value)}
              className="h-9 text-sm"
            >
              <option value="">Aucun contrat concerné</option>
              {contracts.data.map((contract) => (
                <option key={contract.id} value={contract.id}>
                  {contract.title} (
                  {contractStatusLabels[contract.status as keyof typeof contractStatusLabels] ?? contract.status})
                </option>
              ))}
            </NativeSelect>
          </div>
        ) : null}
        <Button type="submit" size="sm" className="ml-auto" disabled={send.isPending || (!text.trim() && !screenshot)}>
          <Send aria-hidden="true" />
          {send.isPending ? 'Envoi…' : 'Envoyer'}
        </Button>
      </div>
      <p className="text-xs text-muted-foreground">
        Capture PNG ou JPEG, 2 Mo au plus. L’équipe voit le titre et le statut du contrat choisi, pas son contenu.
      </p>
    </form>
  );
}
