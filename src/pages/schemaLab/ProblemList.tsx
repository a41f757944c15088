/** The problems under the editor: each names its line and key, and a click puts the cursor there. */
import { Alert, List, ListItem, ListItemButton, ListItemIcon, ListItemText, Typography } from '@mui/material';
import ErrorIcon from '@mui/icons-material/ErrorOutline';
import WarningIcon from '@mui/icons-material/WarningAmber';
import { useTranslate } from 'react-admin';
import type { LabProblem } from './analyse';

interface ProblemListProps {
  problems: readonly LabProblem[];
  messageOf: (problem: LabProblem) => string;
  onPick: (problem: LabProblem) => void;
}

export function ProblemList({ problems, messageOf, onPick }: ProblemListProps) {
  const translate = useTranslate();
  return (
    <section aria-labelledby="schema-lab-problems">
      <Typography id="schema-lab-problems" variant="subtitle1" component="h2" sx={{ fontWeight: 600, mt: 2 }}>
        {translate('schemaLab.problems')} ({problems.length})
      </Typography>
      {problems.length === 0 ? (
        <Alert severity="success" data-testid="schema-lab-no-problems">
          {translate('schemaLab.noProblems')}
        </Alert>
      ) : (
        <List dense data-testid="schema-lab-problems" sx={{ maxHeight: 240, overflow: 'auto', border: 1, borderColor: 'divider', borderRadius: 1 }}>
          {problems.map((problem, index) => (
            <ListItem key={`${problem.from}-${problem.key}-${index}`} disablePadding>
              <ListItemButton onClick={() => onPick(problem)}>
                <ListItemIcon sx={{ minWidth: 32 }}>
                  {problem.severity === 'error' ? <ErrorIcon color="error" fontSize="small" /> : <WarningIcon color="warning" fontSize="small" />}
                </ListItemIcon>
                <ListItemText
                  primary={messageOf(problem)}
                  secondary={[translate('schemaLab.problemAt', { line: problem.line }), problem.key].filter(Boolean).join(' · ')}
                />
              </ListItemButton>
            </ListItem>
          ))}
        </List>
      )}
    </section>
  );
}
