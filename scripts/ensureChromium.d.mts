/** The full browser: CHROMIUM_PATH, else `chromium` on PATH. */
export function findChromium(): string | undefined;
/** The browser the test suite drives: CHROMIUM_PATH, else `chromium-headless-shell`, else the full browser. */
export function findTestChromium(): string | undefined;
