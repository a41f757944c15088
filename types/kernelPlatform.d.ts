/**
 * What the kernel (src/kernel) may use beyond ECMAScript, for tsconfig.kernel.json: the WHATWG URL,
 * which browsers and Node both have. Nothing of the DOM, nothing of Node.
 */
declare class URL {
  constructor(url: string, base?: string);
  readonly protocol: string;
  readonly hostname: string;
}
