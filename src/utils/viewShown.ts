/**
 * Whether the view a component belongs to is the one on screen. The tags view keeps visited views
 * mounted but hidden; a form in a hidden view must not hold the Back button nor catch the links of
 * the view that is shown. Outside the tags view's outlet every view is shown.
 */
import { createContext, useContext } from 'react';

export const ViewShownContext = createContext(true);

export const useViewShown = (): boolean => useContext(ViewShownContext);
