import { useRef, useState } from 'react';
import { FileSpreadsheet, ScanSearch, Upload } from 'lucide-react';
import { Link } from 'react-router';
import { integrityUi } from '#shared/messages/integrity';
import { authMessages } from '#shared/messages/auth';
import { spreadsheetsMessages, spreadsheetsUi } from '#shared/messages/spreadsheets';
import {
  IMPORT_KINDS,
  type ImportKind,
  type ImportPreview,
  type ImportResult,
} from '#shared/schemas/spreadsheets';
import { useCommitImport, useDownloadTemplate, usePreviewImport } from '@/api/imports/import-file';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { Dialog } from '@/components/ui/dialog';
import { EmptyState } from '@/components/ui/empty-state';
import { FormActions } from '@/components/ui/form-actions';
import { focusRing } from '@/components/ui/button';
import { Spinner } from '@/components/ui/spinner';
import { INTEGRITY_PATH } from '@/config/paths';
import { ImportPreviewTable } from '@/features/imports/components/import-preview-table';
import { errorMessage } from '@/lib/api-error';
import { useSession } from '@/lib/auth';

const t = spreadsheetsUi;

/** Importar datos (admins only; the server refuses everyone else too). */
function ImportRoute() {
  const { data: user } = useSession();
  if (user?.role !== 'admin') return <Alert tone="error">{authMessages.adminOnly}</Alert>;
  return <Importer />;
}

function Importer() {
  const [kind, setKind] = useState<ImportKind>('clients');
  const [file, setFile] = useState<File | null>(null);
  const [preview, setPreview] = useState<ImportPreview | null>(null);
  const [result, setResult] = useState<ImportResult | null>(null);
  const [confirming, setConfirming] = useState(false);
  const [onlyProblems, setOnlyProblems] = useState(false);
  const input = useRef<HTMLInputElement>(null);
  const review = usePreviewImport();
  const commit = useCommitImport();
  const template = useDownloadTemplate();

  const reset = (nextKind = kind) => {
    setKind(nextKind);
    setFile(null);
    setPreview(null);
    setResult(null);
    review.reset();
    commit.reset();
    if (input.current) input.current.value = '';
  };
  const runReview = () =>
    file && review.mutate({ kind, file }, { onSuccess: (answer) => (setPreview(answer), setResult(null)) });
  const runCommit = () =>
    file &&
    commit.mutate(
      { kind, file },
      { onSuccess: (answer) => (setResult(answer), setPreview(null), setConfirming(false)) },
    );
  const rows = preview
    ? onlyProblems
      ? preview.rows.filter((r) => r.problems.length > 0)
      : preview.rows
    : [];
  const created = preview?.willCreate;

  return (
    <div className="mx-auto flex max-w-6xl flex-col gap-4">
      <div>
        <h2 className="text-xl font-semibold">{t.importTitle}</h2>
        <p className="mt-1 max-w-3xl text-sm text-muted">{t.importIntro}</p>
      </div>

      <Card className="flex flex-col gap-4 p-4">
        <fieldset className="flex flex-col gap-2">
          <legend className="mb-2 text-sm font-medium">{t.kindLabel}</legend>
          <div className="flex flex-wrap gap-2" role="radiogroup">
            {IMPORT_KINDS.map((option) => (
              <Button
                key={option}
                role="radio"
                aria-checked={kind === option}
                variant={kind === option ? 'primary' : 'secondary'}
                onClick={() => reset(option)}
              >
                {t.kinds[option]}
              </Button>
            ))}
          </div>
          <p className="text-sm text-muted">{t.kindHints[kind]}</p>
        </fieldset>

        <div className="flex flex-wrap items-center gap-2">
          <span className="text-sm font-medium">{t.template}:</span>
          {(['xlsx', 'csv'] as const).map((format) => (
            <Button
              key={format}
              variant="ghost"
              size="sm"
              disabled={template.isPending}
              onClick={() => template.mutate({ kind, format })}
            >
              <FileSpreadsheet aria-hidden className="size-4" />
              {format === 'xlsx' ? t.xlsx : t.csv}
            </Button>
          ))}
        </div>
        {template.isError && (
          <Alert tone="error">{errorMessage(template.error, spreadsheetsMessages.templateFailed)}</Alert>
        )}

        <div className="flex flex-col gap-2 sm:flex-row sm:items-end">
          <label className="flex flex-1 flex-col gap-1 text-sm font-medium">
            {t.fileLabel}
            <input
              ref={input}
              type="file"
              accept=".xlsx,.csv,text/csv,application/vnd.openxmlformats-officedocument.spreadsheetml.sheet"
              className="rounded-md border border-border bg-surface p-2 text-sm file:mr-3 file:rounded file:border-0 file:bg-surface-2 file:px-3 file:py-1"
              onChange={(event) => {
                setFile(event.target.files?.[0] ?? null);
                setPreview(null);
                setResult(null);
                review.reset();
              }}
            />
          </label>
          <Button onClick={runReview} disabled={!file || review.isPending}>
            <Upload aria-hidden className="size-4" />
            {review.isPending ? t.reviewing : t.review}
          </Button>
        </div>
        {review.isError && (
          <Alert tone="error">{errorMessage(review.error, spreadsheetsMessages.previewFailed)}</Alert>
        )}
      </Card>

      {result && (
        <Alert tone="success">
          <span className="flex flex-wrap items-center gap-3">
            {t.done(result.created.clients, result.created.accounts, result.created.profiles)}
            <Button variant="secondary" size="sm" onClick={() => reset()}>
              {t.startOver}
            </Button>
            {/* A moved-in spreadsheet is where bad data comes from (docs/decisions/053). */}
            <Link
              to={INTEGRITY_PATH}
              className={`inline-flex h-8 items-center gap-2 rounded-lg bg-primary px-3 text-sm font-medium text-primary-fg ${focusRing}`}
            >
              <ScanSearch aria-hidden className="size-4" />
              {integrityUi.reviewData}
            </Link>
          </span>
        </Alert>
      )}

      {review.isPending ? (
        <Card className="flex justify-center p-10">
          <Spinner label={t.reviewing} />
        </Card>
      ) : preview ? (
        <Card className="flex flex-col gap-3 overflow-hidden p-4">
          <div className="flex flex-col gap-3 sm:flex-row sm:items-center sm:justify-between">
            <div className="text-sm">
              <p className="font-medium" data-testid="import-counts">
                {t.counts(preview.rows.length, preview.rowsWithProblems)}
              </p>
              {preview.rowsWithProblems === 0 && created && (
                <p className="text-muted">
                  {t.willCreate(created.clients, created.accounts, created.profiles)}
                </p>
              )}
            </div>
            <Button onClick={() => setConfirming(true)} disabled={preview.rowsWithProblems > 0}>
              {t.import}
            </Button>
          </div>
          {preview.rowsWithProblems > 0 && (
            <>
              <Alert tone="error">{t.fixFirst}</Alert>
              <label className="flex items-center gap-2 text-sm">
                <input
                  type="checkbox"
                  checked={onlyProblems}
                  onChange={(e) => setOnlyProblems(e.target.checked)}
                />
                {t.onlyProblems}
              </label>
            </>
          )}
          <ImportPreviewTable rows={rows} />
        </Card>
      ) : (
        !result && (
          <Card>
            <EmptyState title={t.emptyTitle} body={t.emptyBody} />
          </Card>
        )
      )}

      <Dialog
        open={confirming}
        onOpenChange={(open) => !open && !commit.isPending && setConfirming(false)}
        title={t.confirmTitle}
      >
        {created && (
          <p className="text-sm">{t.confirmBody(created.clients, created.accounts, created.profiles)}</p>
        )}
        {commit.isError && (
          <Alert tone="error" className="mt-4">
            {errorMessage(commit.error, spreadsheetsMessages.importFailed)}
          </Alert>
        )}
        <div className="mt-5">
          <FormActions
            onCancel={() => setConfirming(false)}
            pending={commit.isPending}
            label={t.import}
            pendingLabel={t.importing}
            onConfirm={runCommit}
          />
        </div>
      </Dialog>
    </div>
  );
}

export { ImportRoute as Component };
