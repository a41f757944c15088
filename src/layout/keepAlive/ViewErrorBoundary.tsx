import { Component, type ErrorInfo, type ReactNode } from 'react';
import { Alert, AlertTitle, Box } from '@mui/material';
import { addErrorLog, toErrorEntry } from '../store/errorLog';

interface Props {
  children: ReactNode;
  title: string;
}

interface State {
  error: Error | undefined;
}

function componentOf(info: ErrorInfo): string {
  const match = /^\s*at (\S+)/m.exec(info.componentStack ?? '');
  return match?.[1] ?? 'unknown';
}

/** Keeps a failing view from taking the layout down, and records the error in the error log. */
export class ViewErrorBoundary extends Component<Props, State> {
  override state: State = { error: undefined };

  static getDerivedStateFromError(error: Error): State {
    return { error };
  }

  override componentDidCatch(error: Error, info: ErrorInfo): void {
    addErrorLog(toErrorEntry(error, componentOf(info), (info.componentStack ?? '').trim().split('\n')[0]?.trim() ?? ''));
  }

  override render() {
    const { error } = this.state;
    if (!error) return this.props.children;
    return (
      <Box sx={{ p: 2 }}>
        <Alert severity="error">
          <AlertTitle>{this.props.title}</AlertTitle>
          {error.message}
        </Alert>
      </Box>
    );
  }
}
