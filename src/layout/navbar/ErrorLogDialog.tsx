/** The error log's dialog: the captured runtime errors, with their stacks, and Clear all. */
import {
  Box,
  Button,
  Dialog,
  DialogActions,
  DialogContent,
  DialogTitle,
  Table,
  TableBody,
  TableCell,
  TableContainer,
  TableHead,
  TableRow,
  useMediaQuery,
  type Theme,
} from '@mui/material';
import { useTranslate } from 'react-admin';
import { clearErrorLog, useErrorLog } from '../store/errorLog';

export default function ErrorLogDialog({ open, onClose }: { open: boolean; onClose: () => void }) {
  const translate = useTranslate();
  const entries = useErrorLog();
  const narrow = useMediaQuery((theme: Theme) => theme.breakpoints.down('sm'));
  const title = translate('layout.errorLog.title');
  return (
    <Dialog open={open} onClose={onClose} fullWidth maxWidth="lg" fullScreen={narrow} aria-labelledby="error-log-title">
      <DialogTitle id="error-log-title">{title}</DialogTitle>
      <DialogContent>
        <TableContainer>
          <Table size="small">
            <TableHead>
              <TableRow>
                <TableCell>{translate('layout.errorLog.message')}</TableCell>
                <TableCell>{translate('layout.errorLog.info')}</TableCell>
                <TableCell>{translate('layout.errorLog.stack')}</TableCell>
              </TableRow>
            </TableHead>
            <TableBody>
              {entries.map((entry, index) => (
                <TableRow key={index}>
                  <TableCell sx={{ verticalAlign: 'top', minWidth: 180 }}>
                    <Box sx={{ color: 'error.main', fontWeight: 600 }}>{entry.err.message}</Box>
                    <Box sx={{ fontSize: '0.75rem', color: 'text.secondary', wordBreak: 'break-all' }}>{entry.url}</Box>
                  </TableCell>
                  <TableCell sx={{ verticalAlign: 'top' }}>
                    <Box component="strong">{entry.vm}</Box> {entry.info}
                  </TableCell>
                  <TableCell sx={{ verticalAlign: 'top' }}>
                    <Box component="pre" sx={{ m: 0, fontSize: '0.7rem', whiteSpace: 'pre-wrap', maxHeight: 160, overflow: 'auto' }}>
                      {entry.err.stack}
                    </Box>
                  </TableCell>
                </TableRow>
              ))}
            </TableBody>
          </Table>
        </TableContainer>
      </DialogContent>
      <DialogActions>
        <Button
          color="error"
          onClick={() => {
            clearErrorLog();
            onClose();
          }}
        >
          {translate('layout.errorLog.clearAll')}
        </Button>
        <Button onClick={onClose}>{translate('layout.close')}</Button>
      </DialogActions>
    </Dialog>
  );
}
