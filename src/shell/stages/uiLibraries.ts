/**
 * The first part of the admin shell to run: MUI, emotion and the fallback themes. The build puts
 * this module and what it uses in a chunk of its own (see scripts/shellChunksPlugin.ts), and
 * loadAdmin (src/shell/loadAdmin.ts) runs it in a task before the rest of the shell, so a slow
 * phone runs two shorter tasks instead of one long one.
 *
 * The list is the MUI components the shell itself shows (layout, menu, navbar, tags, notification,
 * dashboard frame). A component listed here but not used by the shell would only move into the
 * shell's first load; one missing is simply evaluated with the rest.
 */
export {
  Alert,
  AlertTitle,
  Avatar,
  Backdrop,
  Badge,
  Box,
  Breadcrumbs,
  Button,
  CircularProgress,
  ClickAwayListener,
  Collapse,
  CssBaseline,
  Dialog,
  DialogActions,
  DialogContent,
  DialogContentText,
  DialogTitle,
  Divider,
  Drawer,
  Fade,
  GlobalStyles,
  Grow,
  IconButton,
  LinearProgress,
  Link,
  List,
  ListItemButton,
  ListItemIcon,
  ListItemText,
  ListSubheader,
  Paper,
  Popover,
  Slide,
  Snackbar,
  SnackbarContent,
  SvgIcon,
  Table,
  TableBody,
  TableCell,
  TableContainer,
  TableHead,
  TableRow,
  Tooltip,
  Typography,
} from '@mui/material';
export { ThemeProvider, createTheme } from '@mui/material/styles';
