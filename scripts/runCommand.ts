/**
 * Runs a script's `main` when the file is the command node was started with (not when a test
 * imports it): exits with its code, or 2 with '<name> failed: <why>' when it throws.
 */
import { pathToFileURL } from 'node:url';

export function runCommand(moduleUrl: string, name: string, main: (args: string[]) => Promise<number>): void {
  if (!process.argv[1] || moduleUrl !== pathToFileURL(process.argv[1]).href) return;
  main(process.argv.slice(2)).then(
    (code) => process.exit(code),
    (error: unknown) => {
      console.error(`${name} failed: ${error instanceof Error ? error.message : String(error)}`);
      process.exit(2);
    },
  );
}
