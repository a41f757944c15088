/**
 * MUI's Dialog, closed while its view is hidden. The tags view keeps a view the user left mounted
 * (hidden), and a dialog it left open is portaled to the body: it would stay over the page Back or a
 * tag led to, holding its focus and the page's scroll. It opens again when its view is shown. (A
 * form with changes never gets here unasked: leaving it asks first.)
 */
import { Dialog, type DialogProps } from '@mui/material';
import { useViewShown } from '../utils/viewShown';

export function ViewDialog({ open, ...props }: DialogProps) {
  const shown = useViewShown();
  return <Dialog open={open && shown} {...props} />;
}
