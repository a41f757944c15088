// The unit project runs each file in its own VM context (pool vmForks) whose global is jsdom's
// window: it lacks Node's web streams (MSW's interceptors and fetch use them) and Web Crypto's
// `subtle` (the mock API's password hashing). Lend them Node's.
import { webcrypto } from 'node:crypto';
import * as webStreams from 'node:stream/web';

const lent: Record<string, unknown> = webStreams;
for (const name of ['ReadableStream', 'WritableStream', 'TransformStream', 'TextEncoderStream', 'TextDecoderStream', 'ByteLengthQueuingStrategy', 'CountQueuingStrategy']) {
  if (!(name in globalThis) && lent[name]) Object.defineProperty(globalThis, name, { value: lent[name], writable: true, configurable: true });
}
if (!globalThis.crypto?.subtle) Object.defineProperty(globalThis, 'crypto', { value: webcrypto, writable: true, configurable: true });
