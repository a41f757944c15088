/**
 * Sidebar and device state. On a desktop the sidebar is open or collapsed to
 * icons, remembered in the sidebarStatus cookie. On a mobile device (body under 992 px) it is a
 * drawer over the page: closed on arrival, after every route change and by its overlay; the cookie
 * keeps the desktop choice, so going back to a wide window restores it.
 */
import { getSidebarOpened, setSidebarOpened } from '../../providers/session';
import { createStore, useStore } from './createStore';

export const MOBILE_BREAKPOINT = 992;
export const RESIZE_DEBOUNCE_MS = 100;

export type Device = 'desktop' | 'mobile';

export interface AppState {
  /** Desktop sidebar open (true) or collapsed to icons (false). */
  opened: boolean;
  device: Device;
  /** The mobile drawer is showing. */
  mobileOpen: boolean;
}

export function deviceFor(bodyWidth: number): Device {
  return bodyWidth < MOBILE_BREAKPOINT ? 'mobile' : 'desktop';
}

/**
 * The device at start, from the window's width: the body's would force a style and layout pass
 * while the admin's code is evaluated. While the admin loads the page has no scroll bar,
 * so both are the same; the layout checks the body's width again once mounted (useResizeHandler).
 */
function currentDevice(): Device {
  return typeof window === 'undefined' ? 'desktop' : deviceFor(window.innerWidth);
}

export const appStore = createStore<AppState>({ opened: getSidebarOpened(), device: currentDevice(), mobileOpen: false });

export function toggleSidebar(): void {
  const state = appStore.get();
  if (state.device === 'mobile') {
    appStore.set({ ...state, mobileOpen: !state.mobileOpen });
    return;
  }
  setSidebarOpened(!state.opened);
  appStore.set({ ...state, opened: !state.opened });
}

export function closeMobileSidebar(): void {
  const state = appStore.get();
  if (state.mobileOpen) appStore.set({ ...state, mobileOpen: false });
}

export function setDevice(device: Device): void {
  const state = appStore.get();
  if (state.device !== device) appStore.set({ ...state, device, mobileOpen: false });
  else if (device === 'mobile') closeMobileSidebar();
}

export const useAppState = (): AppState => useStore(appStore);
