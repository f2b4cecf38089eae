import { zodResolver } from '@hookform/resolvers/zod';
import { type FocusEvent, useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { FormProvider, useForm } from 'react-hook-form';
import { useNavigate } from 'react-router';
import { createPrefilledContract } from '#shared/contract/profile-party.ts';
import { isAmendment } from '#shared/contract/schema-amendment.ts';
import { type Contract, type ContractDraft, type ContractType, contractDraftSchema } from '#shared/contract/schema.ts';
import { canEditContract } from '#shared/contract/status.ts';
import { Alert } from '#client/components/ui/alert.tsx';
import { cn } from '#client/lib/cn.ts';
import { MOBILE_QUERY, useMediaQuery } from '#client/lib/use-media-query.ts';
import { useCurrentUser, useSession } from '#client/lib/use-session.ts';
import { toPreviewContract } from '#client/components/contract-document/preview-contract.ts';
import { AmendmentBanner } from '#client/features/editor/components/amendment-banner.tsx';
import { ComplianceChecklist } from '#client/features/editor/components/compliance-checklist.tsx';
import { DraftBanner } from '#client/features/editor/components/draft-banner.tsx';
import { ConflictDialog, LeaveDialog } from '#client/features/editor/components/editor-dialogs.tsx';
import { EditorForm } from '#client/features/editor/components/editor-form.tsx';
import { ContractHistory } from '#client/features/editor/history/contract-history.tsx';
import { EditorHeader, MobileActionBar } from '#client/features/editor/components/editor-header.tsx';
import { EditorPreview, PreviewSheet, type TemplateState } from '#client/features/editor/components/editor-preview.tsx';
import { useContractPersistence, toEditorValues } from '#client/features/editor/hooks/use-contract-persistence.ts';
import { useServerAutosave } from '#client/features/editor/hooks/use-server-autosave.ts';
import { useDraftAutosave } from '#client/features/editor/hooks/use-draft-autosave.ts';
import { useDirtyInTransition } from '#client/features/editor/hooks/use-dirty-in-transition.ts';
import { useEditorExport } from '#client/features/editor/hooks/use-editor-export.ts';
import { type LawVerdict, lawVerdictOf } from '#client/features/editor/hooks/use-law-verdict.ts';
import { LawVerdictSource } from '#client/features/editor/components/law-verdict-source.tsx';
import { useLeaveGuard } from '#client/features/editor/hooks/use-leave-guard.ts';
import { clearDraft, draftKey } from '#client/features/editor/lib/draft-storage.ts';
import { type EditorPath, type EditorValues, pathOfFieldId } from '#client/features/editor/lib/editor-values.ts';
import { focusFieldElement } from '#client/features/editor/lib/focus-field.ts';
import { GuidedEditor } from '#client/features/editor/guided/guided-editor.tsx';
import { ModeSwitch } from '#client/features/editor/guided/mode-switch.tsx';
import { useGuidedMode } from '#client/features/editor/guided/use-guided-mode.ts';
import { anchorsOfField, fieldsOfAnchor } from '#shared/template/preview-links.ts';
import { initiallyOpenSections, sectionIds, sectionOfPath } from '#client/features/editor/lib/sections.ts';
import { type FullScreenState, fullScreenTarget } from '#client/lib/contract-navigation.ts';

const WIDE_QUERY = '(min-width: 1024px)';

type EditorScreenProps = {
  type: ContractType;
  /** The saved contract being edited, or null for a new one. */
  initial: Contract | null;
  /** The editor's React key: names the save queue of a contract not created yet. */
  editorKey: string;
  template: TemplateState;
  /** Back from the full-screen preview: the unsaved draft comes back without a question. */
  resumeDraft: boolean;
  onCreated: (contract: Contract) => void;
  /** Before the full-screen preview: coming back (Back, Retour) takes the draft back silently. */
  onLeaveForPreview: () => Promise<void>;
};

export function EditorScreen(props: EditorScreenProps) {
  const { type, initial, editorKey, template, resumeDraft, onCreated, onLeaveForPreview } = props;
  const user = useCurrentUser();
  const { userDetails } = useSession();
  const navigate = useNavigate();
  const isMobile = useMediaQuery(MOBILE_QUERY);
  const isWide = useMediaQuery(WIDE_QUERY);
  // A new contract opens with the user's side filled from the profile; the row is created at
  // the first save with what the form shows, so the prefill lives here, not in POST /contracts.
  const [initialValues] = useState<EditorValues>(() =>
    initial ? toEditorValues(initial) : createPrefilledContract(type, user, userDetails),
  );
  const baseline = useRef<EditorValues>(initialValues);
  // An amendment (« avenant ») edits only its renewal: one section, no guided mode.
  const amendment = initial && isAmendment(initial) ? initial.amendment : null;
  const form = useForm<EditorValues, unknown, ContractDraft>({
    resolver: zodResolver(contractDraftSchema),
    defaultValues: initialValues,
    mode: 'onTouched',
  });
  const { isDirty, dirtyNow } = useDirtyInTransition(form);
  const [openSections, setOpenSections] = useState<string[]>(initiallyOpenSections);
  const allowNavigation = useRef(false);

  const guided = useGuidedMode({ userId: user.id, type, isNew: initial === null, isMobile });
  const { focusInGuidedMode } = guided;

  /** Opens the field's step or section and focuses it; given several, the first the form shows. */
  const focusField = useCallback(
    (paths: string | readonly string[]) => {
      const candidates = typeof paths === 'string' ? [paths] : paths;
      if (!amendment && focusInGuidedMode(candidates)) return;
      const sections = candidates.map(sectionOfPath);
      setOpenSections((open) => [...new Set([...open, ...sections])]);
      focusFieldElement(candidates, `#section-${sections[0]} [data-state]`);
    },
    [focusInGuidedMode, amendment],
  );

  // The field last focused: its part of the contract is highlighted in the preview.
  const [editedPath, setEditedPath] = useState<string | null>(null);
  const highlight = useMemo(() => (editedPath ? anchorsOfField(editedPath) : []), [editedPath]);
  const onFieldFocus = useCallback((event: FocusEvent<HTMLElement>) => {
    const element = event.target.closest<HTMLElement>('[id^="champ-"]');
    const path = element ? pathOfFieldId(element.id) : null;
    if (path) setEditedPath(path);
  }, []);
  const linking = useMemo(
    () => ({
      highlight,
      onAnchorClick: (anchor: string) => {
        const paths = fieldsOfAnchor(anchor);
        if (paths.length > 0) focusField(paths);
      },
    }),
    [focusField, highlight],
  );

  const onInvalid = useCallback(
    (paths: string[]) => {
      const sections = paths.map(sectionOfPath);
      setOpenSections((open) => [...new Set([...open, ...sections])]);
      // The first field to fix in the form's order, not in the schema's.
      const first = [...paths].sort(
        (left, right) => sectionIds.indexOf(sectionOfPath(left)) - sectionIds.indexOf(sectionOfPath(right)),
      )[0];
      if (first) focusField(first);
    },
    [focusField],
  );

  const onSaved = useCallback(
    (contract: Contract) => {
      // The drafts of this contract, and of the new contract it was until now, are saved.
      clearDraft(localStorage, draftKey({ userId: user.id, contractId: contract.id, type }));
      clearDraft(localStorage, draftKey({ userId: user.id, contractId: null, type }));
    },
    [type, user.id],
  );

  const persistence = useContractPersistence({ form, initial, editorKey, baseline, onCreated, onSaved, onInvalid });
  const { saved } = persistence;
  const readOnly = persistence.locked || (saved !== null && !canEditContract(saved.status));

  const drafts = useDraftAutosave({
    form,
    storageKey: draftKey({ userId: user.id, contractId: saved?.id ?? null, type }),
    baseline,
    baseVersion: saved?.version ?? null,
    enabled: !readOnly,
    resume: resumeDraft,
    onRestored: (draft) => {
      if (draft.baseVersion !== null) persistence.rebase(draft.baseVersion);
    },
  });

  const autosave = useServerAutosave({
    form,
    enabled: !readOnly,
    status: persistence.status,
    autosave: persistence.autosave,
  });

  // A draft saved with fields in a wrong format opens with their errors shown.
  // biome-ignore lint/correctness/useExhaustiveDependencies: once, for the contract as opened.
  useEffect(() => {
    const pending = Object.keys(initial?.pendingInputs ?? {});
    if (pending.length > 0) void form.trigger(pending as EditorPath[]);
  }, []);

  const blocker = useLeaveGuard({
    unsaved: isDirty && !readOnly,
    unsavedNow: () => dirtyNow.current && !readOnly,
    allowNext: allowNavigation,
  });

  const save = useCallback(async () => {
    if (readOnly) return null;
    return persistence.save();
  }, [persistence, readOnly]);

  // Held here, computed by `LawVerdictSource`: typing re-renders the screen only when it changes.
  const [lawVerdict, setLawVerdict] = useState<LawVerdict>(() =>
    lawVerdictOf(toPreviewContract(initialValues), { saved: initial }),
  );

  const exporting = useEditorExport({
    form,
    saved,
    readOnly,
    dirtyNow,
    save: persistence.save,
    blocking: lawVerdict.blocking,
    onInvalid,
  });

  const openFullScreen = useCallback(async () => {
    const data = toPreviewContract(form.getValues());
    const target = fullScreenTarget({
      contractId: saved?.id ?? null,
      unsaved: dirtyNow.current || !saved,
      data,
      templateHtml: template.templateHtml,
    });
    if (target.state) {
      drafts.flush();
      allowNavigation.current = true;
      await onLeaveForPreview();
    }
    void navigate(target.to, { state: target.state satisfies FullScreenState | undefined });
  }, [dirtyNow, drafts, form, navigate, onLeaveForPreview, saved, template.templateHtml]);

  const actions = {
    onSave: () => void save(),
    onFullScreen: () => void openFullScreen(),
    onExport: exporting.startExport,
    exportsDraft: exporting.exportsDraft,
    isSaving: persistence.isSaving,
    isExporting: exporting.isExporting,
    readOnly,
  };

  return (
    <FormProvider {...form}>
      <LawVerdictSource saved={saved} onChange={setLawVerdict} />
      <div className={cn('flex flex-col gap-6', isMobile && 'pb-24')}>
        <EditorHeader
          {...actions}
          isSaved={saved !== null}
          status={saved?.status ?? null}
          isDirty={isDirty}
          saveStatus={persistence.status}
          showActions={!isMobile}
          history={
            saved ? (
              <ContractHistory
                contractId={saved.id}
                currentVersion={saved.version}
                readOnly={readOnly}
                hasUnsavedChanges={isDirty}
                onRestored={async () => {
                  // The restored contract replaces the form's values; the local draft of the old ones goes.
                  await persistence.reload();
                  drafts.discard();
                }}
              />
            ) : null
          }
        />
        {readOnly ? (
          <Alert variant="info" title="Contrat en lecture seule">
            {persistence.locked || saved?.status === 'sent'
              ? 'Ce contrat est envoyé pour signature ou signé : il ne peut plus être modifié. Vous pouvez toujours l’exporter en PDF ou le dupliquer depuis la liste de vos contrats.'
              : 'Ce contrat est signé : il ne peut plus être modifié. Vous pouvez toujours l’exporter en PDF ou le dupliquer depuis la liste de vos contrats.'}
          </Alert>
        ) : null}
        {drafts.offer ? (
          <DraftBanner
            draft={drafts.offer}
            onRestore={() => drafts.offer && drafts.restore(drafts.offer)}
            onIgnore={drafts.discard}
          />
        ) : null}
        <div className="grid items-start gap-6 lg:grid-cols-[minmax(0,1fr)_minmax(0,1fr)]">
          <div
            className="flex min-w-0 flex-col gap-4"
            onBlurCapture={autosave.onBlurCapture}
            onFocusCapture={onFieldFocus}
          >
            {amendment ? <AmendmentBanner amendment={amendment} /> : null}
            {amendment ? null : <ModeSwitch mode={guided.mode} onChange={guided.chooseMode} />}
            {guided.mode === 'guided' && !amendment ? (
              <GuidedEditor
                type={type}
                step={guided.step}
                onStepChange={guided.setStep}
                reveal={guided.reveal}
                verdict={lawVerdict}
                onFocusField={focusField}
                readOnly={readOnly}
                actions={actions}
                previewBeside={isWide}
              />
            ) : (
              <>
                <ComplianceChecklist verdict={lawVerdict} onFocusField={focusField} />
                <EditorForm
                  type={type}
                  openSections={openSections}
                  onOpenSectionsChange={setOpenSections}
                  readOnly={readOnly}
                  amendment={amendment !== null}
                />
              </>
            )}
          </div>
          {isWide ? (
            <aside
              aria-label="Aperçu du contrat"
              // biome-ignore lint/a11y/noNoninteractiveTabindex: it scrolls on its own, so the keyboard must reach it to scroll it (WCAG 2.1.1, axe scrollable-region-focusable)
              tabIndex={0}
              className="sticky top-4 max-h-[calc(100dvh-2rem)] overflow-y-auto rounded-xl border border-border bg-stone-100 p-2"
            >
              <EditorPreview template={template} linking={linking} />
            </aside>
          ) : null}
        </div>
      </div>
      {isWide || isMobile ? null : <PreviewSheet template={template} />}
      {isMobile ? (
        <MobileActionBar
          {...actions}
          preview={(trigger) => (
            <PreviewSheet template={template} trigger={trigger} onFullScreen={actions.onFullScreen} />
          )}
        />
      ) : null}
      <LeaveDialog
        open={blocker.state === 'blocked'}
        isSaving={persistence.isSaving}
        onStay={() => blocker.reset?.()}
        onLeave={() => blocker.proceed?.()}
        onSave={async () => {
          if (await save()) blocker.proceed?.();
          else blocker.reset?.();
        }}
      />
      <ConflictDialog
        open={persistence.conflict}
        onReload={() => void persistence.reload().then(() => drafts.discard())}
        onOverwrite={() => void persistence.overwrite()}
        onCancel={persistence.dismissConflict}
      />
    </FormProvider>
  );
}
