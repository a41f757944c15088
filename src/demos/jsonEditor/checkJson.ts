/** Whether a text is valid JSON, and the parser's message when it is not. */
export type JsonCheck = { valid: true; value: unknown } | { valid: false; message: string };

export function checkJson(text: string): JsonCheck {
  try {
    return { valid: true, value: JSON.parse(text) as unknown };
  } catch (error) {
    return { valid: false, message: error instanceof Error ? error.message : String(error) };
  }
}
