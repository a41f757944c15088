/**
 * The analysis of the editor's text after a pause in typing, and the last schema that had no error
 * (what the preview shows while the text has problems).
 */
import { useEffect, useMemo, useState } from 'react';
import { resources } from '../../kernel/resources/registry';
import type { ResourceSchema } from '../../kernel/types';
import { debounce } from '../../utils/debounce';
import { analyse, type LabAnalysis, type LabContext } from './analyse';
import type { JsonSchema } from './json/jsonSchema';
import resourceJsonSchema from '../../../schema/resource.schema.json';
import { EXAMPLE_FILE } from './template';

export const PAUSE_MS = 400;

export const labJsonSchema = resourceJsonSchema as unknown as JsonSchema;

let context: LabContext | undefined;
const labContext = (): LabContext => (context ??= { jsonSchema: labJsonSchema, resources });

export interface LabState {
  analysed: string;
  analysis: LabAnalysis;
  /** The newest schema without errors (undefined until there is one). */
  preview?: ResourceSchema;
}

export function useLabAnalysis(text: string): LabState {
  const [analysed, setAnalysed] = useState(text);
  const settle = useMemo(() => debounce((next: string) => setAnalysed(next), PAUSE_MS), []);
  useEffect(() => {
    settle(text);
  }, [settle, text]);
  useEffect(() => () => settle.cancel(), [settle]);

  const analysis = useMemo(() => analyse(analysed, EXAMPLE_FILE, labContext()), [analysed]);
  const [preview, setPreview] = useState<ResourceSchema | undefined>(undefined);
  if (analysis.valid && analysis.schema && analysis.schema !== preview) setPreview(analysis.schema);
  return { analysed, analysis, preview };
}
