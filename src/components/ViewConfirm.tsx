/** react-admin's Confirm, closed while its view is hidden and open again when it is shown, as ViewDialog does for a dialog. */
import { Confirm, type ConfirmProps } from 'react-admin';
import { useViewShown } from '../utils/viewShown';

export function ViewConfirm({ isOpen = false, ...props }: ConfirmProps) {
  const shown = useViewShown();
  return <Confirm isOpen={isOpen && shown} {...props} />;
}
