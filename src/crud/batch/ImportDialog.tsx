/**
 * The import of a CSV or XLSX file, in steps: choose the file (read in the browser), map its
 * columns to fields, check the rows with the server's dry run (refused cells marked), then import
 * all or nothing, or only the valid rows, in one request (one transaction on the server); the
 * report can be downloaded. Every row goes in that one request: the issue asks one transaction
 * per import, and IMPORT_MAX_ROWS bounds the file.
 */
import { useMemo, useState } from 'react';
import { Alert, Box, Button, DialogActions, DialogContent, DialogTitle, LinearProgress, Step, StepLabel, Stepper, Typography } from '@mui/material';
import { ViewDialog } from '../../components/ViewDialog';
import { useDataProvider, useTranslate, type DataProvider } from 'react-admin';
import { fieldLabel, resourceLabel } from '../../kernel/format/defaults';
import { LANGUAGES, lookup } from '../../kernel/texts/translate';
import { IMPORT_BODY_BYTES, type ImportAnswer, type ImportRequest, type RowRefusal } from '../../kernel/http/batch';
import type { FieldSchema, ResourceSchema } from '../../kernel/types';
import { BatchRefusal, type BatchDataProvider } from '../../providers/batch';
import { useGrantee } from '../../providers/grantee';
import { writeTable } from '../export/exportTable';
import { importFields, importSettingsOf } from './batchFields';
import { ImportFileError, readImportFile, type ImportFile } from './importFile';
import { ImportFileStep } from './ImportFileStep';
import { autoMap, choiceIdOf, mappedRows, startsWithLabels, withoutLabelRow, type ColumnMapping } from './importMapping';
import { missingFields } from './importRequired';
import { ImportMappingStep } from './ImportMappingStep';
import { labelText } from '../values/labelText';
import { ImportPreview } from './ImportPreview';
import { reportTable } from './importReport';
import { RefusedRows } from './RefusedRows';
import bulkImportTexts from '../../kernel/texts/sections/bulkImport';
import { registerSection } from '../../providers/pageTexts';

registerSection(bulkImportTexts);

const STEPS = ['file', 'map', 'preview', 'result'] as const;
type Busy = 'reading' | 'checking' | 'importing';

export interface ImportDialogProps {
  schema: ResourceSchema;
  onClose: () => void;
  /** Rows were written: the list reloads. */
  onImported: () => void;
}

export function ImportDialog({ schema, onClose, onImported }: ImportDialogProps) {
  const translate = useTranslate();
  const grantee = useGrantee();
  const dataProvider = useDataProvider<DataProvider & BatchDataProvider>();
  const settings = importSettingsOf(schema) ?? { formats: ['csv', 'xlsx'] as const };
  const fields = useMemo(() => importFields(schema, grantee), [schema, grantee]);
  const [step, setStep] = useState(0);
  const [file, setFile] = useState<ImportFile>();
  const [mapping, setMapping] = useState<ColumnMapping>([]);
  const [preview, setPreview] = useState<ImportAnswer>();
  const [refusedAll, setRefusedAll] = useState<readonly RowRefusal[]>();
  const [result, setResult] = useState<ImportAnswer>();
  const [busy, setBusy] = useState<Busy>();
  const [error, setError] = useState<string>();

  const labelOf = (field: FieldSchema) => labelText(schema, field, translate);
  /** A field's label in the language shown and in each language of the resource file's texts (an export's label row). */
  const labelsOf = (field: FieldSchema) => {
    const { key } = fieldLabel(schema, field);
    const texts = LANGUAGES.map((language) => lookup(schema.texts?.[language] ?? {}, key)).filter((text): text is string => text !== undefined);
    return [labelOf(field), ...texts];
  };
  const keyField = settings.key === undefined ? undefined : schema.fields.find((field) => field.source === settings.key);
  const name = translate(resourceLabel(schema).key, { _: resourceLabel(schema).fallback });
  const rows = useMemo(() => {
    if (!file) return [];
    const fieldOf = (source: string) => fields.find((field) => field.source === source);
    return mappedRows(file, mapping, (source, cell) => choiceIdOf(fieldOf(source), cell, (label) => translate(String(label), { _: String(label) })));
  }, [file, mapping, fields, translate]);
  const missing = useMemo(() => missingFields(fields, mapping), [fields, mapping]);
  // Without an import key every row creates a record: a missing required field refuses them all.
  const missingBlocks = missing.length > 0 && keyField === undefined;
  const mappedFields = mapping.map((source) => fields.find((field) => field.source === source)).filter((field): field is FieldSchema => field !== undefined);
  const lineOf = (row: number) => file?.rows[row]?.line ?? row + 2;
  const rowName = (refusal: RowRefusal) => translate('bulkImport.file.rowLabel', { row: lineOf(refusal.row) });

  const failed = (cause: unknown) =>
    setError(translate('bulkImport.file.failed', { message: cause instanceof Error ? translate(cause.message, { _: cause.message }) : String(cause) }));

  const choose = async (chosen: File) => {
    setError(undefined);
    setBusy('reading');
    try {
      const read = await readImportFile(chosen, settings.formats);
      const mapped = autoMap(read.columns, fields, labelOf);
      const labelled = startsWithLabels(read, mapped, fields, labelsOf);
      if (labelled && read.rows.length === 1) throw new ImportFileError('bulkImport.file.empty');
      setFile(labelled ? withoutLabelRow(read) : read);
      setMapping(mapped);
      setPreview(undefined);
      setStep(1);
    } catch (cause) {
      if (cause instanceof ImportFileError) setError(translate(cause.key, cause.args));
      else failed(cause);
    } finally {
      setBusy(undefined);
    }
  };

  /** One request with every mapped row; a refusal's report is handed back, not thrown. */
  const send = async (request: Omit<ImportRequest, 'rows'>): Promise<{ answer: ImportAnswer; refused: boolean } | undefined> => {
    if (new Blob([JSON.stringify(rows)]).size > IMPORT_BODY_BYTES) {
      setError(translate('bulkImport.file.tooBigToSend', { mb: IMPORT_BODY_BYTES / 1024 / 1024 }));
      return undefined;
    }
    try {
      return { answer: await dataProvider.importRows(schema.name, { rows: rows.slice(), ...request }), refused: false };
    } catch (cause) {
      const answer = cause instanceof BatchRefusal ? cause.importAnswer : undefined;
      if (answer) return { answer, refused: true };
      failed(cause);
      return undefined;
    }
  };

  const check = async () => {
    setError(undefined);
    setRefusedAll(undefined);
    setBusy('checking');
    const sent = await send({ dryRun: true, mode: 'valid' });
    setBusy(undefined);
    if (!sent) return;
    setPreview(sent.answer);
    setStep(2);
  };

  const run = async (mode: 'all' | 'valid') => {
    setError(undefined);
    setRefusedAll(undefined);
    setBusy('importing');
    const sent = await send({ mode });
    setBusy(undefined);
    if (!sent) return;
    if (sent.refused) {
      // All or nothing: nothing was written; the preview shows the refusals the server found now.
      setPreview(sent.answer);
      setRefusedAll(sent.answer.refused);
      return;
    }
    setResult(sent.answer);
    setStep(3);
    if (sent.answer.created + sent.answer.updated > 0) onImported();
  };

  const download = async () => {
    if (!result || !file) return;
    await writeTable(reportTable(result, file, translate), 'csv', translate('bulkImport.file.reportFile', { name }));
  };

  const titleId = `${schema.name}-import-title`;
  const progressLabel =
    busy === 'importing'
      ? translate('bulkImport.file.importing', { smart_count: rows.length })
      : translate(busy === 'checking' ? 'bulkImport.file.checking' : 'bulkImport.file.reading');
  const validRows = preview?.rows.length ?? 0;

  return (
    <ViewDialog open onClose={busy ? undefined : onClose} aria-labelledby={titleId} fullWidth maxWidth="md">
      <DialogTitle id={titleId}>{translate('bulkImport.file.title', { name })}</DialogTitle>
      <DialogContent dividers>
        <Stepper activeStep={step} sx={{ mb: 2 }}>
          {STEPS.map((key) => (
            <Step key={key}>
              <StepLabel>{translate(`bulkImport.file.steps.${key}`)}</StepLabel>
            </Step>
          ))}
        </Stepper>
        {step === 0 && <ImportFileStep formats={settings.formats} disabled={busy !== undefined} onFile={(chosen) => void choose(chosen)} />}
        {step === 1 && file && (
          <ImportMappingStep
            file={file}
            fields={fields}
            labelOf={labelOf}
            mapping={mapping}
            onChange={(column, source) => setMapping(mapping.map((current, index) => (index === column ? source : current)))}
            keyLabel={keyField && labelOf(keyField)}
          />
        )}
        {step === 2 && file && preview && (
          <>
            <ImportPreview file={file} fields={mappedFields} labelOf={labelOf} rows={rows} answer={preview} withKey={keyField !== undefined} />
            {preview.refused.length > 0 && (
              <Box sx={{ mt: 1 }}>
                <RefusedRows
                  schema={schema}
                  refused={preview.refused}
                  title={
                    refusedAll
                      ? translate('bulkImport.file.refusedAll', { smart_count: refusedAll.length })
                      : translate('bulkImport.file.counts', { valid: validRows, refused: preview.refused.length })
                  }
                  rowName={rowName}
                />
              </Box>
            )}
          </>
        )}
        {step === 3 && result && (
          <>
            <Typography role="status" sx={{ fontWeight: 500 }}>
              {translate('bulkImport.file.done')}
            </Typography>
            <Typography>{translate('bulkImport.file.created', { smart_count: result.created })}</Typography>
            <Typography>{translate('bulkImport.file.updated', { smart_count: result.updated })}</Typography>
            <Typography>{translate('bulkImport.file.refusedCount', { smart_count: result.refused.length })}</Typography>
            {result.refused.length > 0 && (
              <Box sx={{ mt: 1 }}>
                <RefusedRows schema={schema} refused={result.refused} title={translate('bulkImport.file.refusedCount', { smart_count: result.refused.length })} rowName={rowName} />
              </Box>
            )}
          </>
        )}
        {busy && (
          <Box sx={{ mt: 2 }}>
            <Typography variant="body2">{progressLabel}</Typography>
            <LinearProgress aria-label={progressLabel} />
          </Box>
        )}
        {error && (
          <Alert severity="error" role="alert" sx={{ mt: 2 }}>
            {error}
          </Alert>
        )}
        {step === 1 && missing.length > 0 && (
          <Alert severity={missingBlocks ? 'error' : 'warning'} sx={{ mt: 2 }}>
            {translate(missingBlocks ? 'bulkImport.file.missingRequired' : 'bulkImport.file.missingRequiredUpdate', { fields: missing.map(labelOf).join(', ') })}
          </Alert>
        )}
        {step === 1 && mappedFields.length === 0 && (
          <Alert severity="info" sx={{ mt: 2 }}>
            {translate('bulkImport.file.noneMapped')}
          </Alert>
        )}
      </DialogContent>
      <DialogActions>
        {step < 3 && (
          <Button onClick={onClose} disabled={busy !== undefined}>
            {translate('crud.cancel')}
          </Button>
        )}
        {(step === 1 || step === 2) && (
          <Button onClick={() => setStep(step - 1)} disabled={busy !== undefined}>
            {translate('bulkImport.file.back')}
          </Button>
        )}
        {step === 1 && (
          <Button variant="contained" onClick={() => void check()} disabled={busy !== undefined || mappedFields.length === 0 || missingBlocks}>
            {translate('bulkImport.file.check')}
          </Button>
        )}
        {step === 2 && (
          <>
            <Button variant="outlined" onClick={() => void run('valid')} disabled={busy !== undefined || validRows === 0}>
              {translate('bulkImport.file.importValid')}
            </Button>
            <Button variant="contained" onClick={() => void run('all')} disabled={busy !== undefined || validRows === 0}>
              {translate('bulkImport.file.importAll')}
            </Button>
          </>
        )}
        {step === 3 && (
          <>
            <Button onClick={() => void download()}>{translate('bulkImport.file.download')}</Button>
            <Button variant="contained" onClick={onClose}>
              {translate('bulkImport.file.close')}
            </Button>
          </>
        )}
      </DialogActions>
    </ViewDialog>
  );
}
