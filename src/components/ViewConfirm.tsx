/**
 * react-admin's Confirm, closed while its view is hidden and open again when it is shown, as
 * ViewDialog does for a dialog. Memoised: a closed confirm given the same props is not drawn again
 * with its page (a list's page renders on every keystroke of its search).
 */
import { memo } from 'react';
import { Confirm, type ConfirmProps } from 'react-admin';
import { useViewShown } from '../utils/viewShown';

export const ViewConfirm = memo(function ViewConfirm({ isOpen = false, ...props }: ConfirmProps) {
  const shown = useViewShown();
  return <Confirm isOpen={isOpen && shown} {...props} />;
});
