/**
 * The rows of a live list marked as just changed by someone else (useLiveList.ts): the table's rows
 * read it to fade a highlight in and out; with reduced motion the mark shows still, then goes.
 */
import { createContext } from 'react';
import { keyframes } from '@mui/material/styles';

export const LiveMarksContext = createContext<ReadonlySet<string>>(new Set());

const fade = keyframes`
  from { background-color: rgba(255, 193, 7, 0.35); }
  to { background-color: transparent; }
`;

export const markedRowSx = {
  animation: `${fade} 2.5s ease-out`,
  '@media (prefers-reduced-motion: reduce)': { animation: 'none', bgcolor: 'action.selected' },
} as const;
