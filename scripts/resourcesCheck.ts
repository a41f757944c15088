/**
 * `npm run resources:check -- <file...>`: judges resource files with the one check the console,
 * the server and the Schema lab run (src/kernel/check/checkFile.ts), together and with the built-in
 * resources, as a deployment's config.json would list them. Prints each problem (file, key, what
 * would be right) and one verdict line per file; exits 1 on any problem (a warning too: it is
 * worth fixing before it ships), 0 with a short OK line otherwise.
 */
import { readFile } from 'node:fs/promises';
import { resolve } from 'node:path';
import { checkResourceFiles, describeFileProblem, type ResourceFileInput } from '../src/kernel/check/checkFile';
import { resources } from '../src/kernel/resources/registry';

import { runCommand } from './runCommand';

type Write = (line: string) => void;

async function readJson(file: string): Promise<ResourceFileInput | string> {
  let text: string;
  try {
    text = await readFile(file, 'utf8');
  } catch (error) {
    return `${file}: cannot be read (${error instanceof Error ? error.message : String(error)})`;
  }
  try {
    return { file, json: JSON.parse(text) };
  } catch (error) {
    return `${file}: not JSON (${error instanceof Error ? error.message : String(error)})`;
  }
}

const plural = (count: number, word: string) => `${count} ${word}${count === 1 ? '' : 's'}`;

/** The command without the process: returns the exit code. */
export async function main(given: readonly string[], write: Write = (line) => console.log(line)): Promise<number> {
  // A file named twice is checked once: each of its problems is printed once.
  const files = given.filter((file, index) => given.findIndex((other) => resolve(other) === resolve(file)) === index);
  if (files.length === 0) {
    write('Usage: npm run resources:check -- <file.json...>');
    return 1;
  }
  const read = await Promise.all(files.map(readJson));
  const unreadable = read.filter((entry): entry is string => typeof entry === 'string');
  const checked = checkResourceFiles(read.filter((entry): entry is ResourceFileInput => typeof entry !== 'string'), resources);
  unreadable.forEach((line) => write(line));
  let problems = unreadable.length;
  for (const file of checked) {
    file.problems.forEach((problem) => write(describeFileProblem(problem)));
    problems += file.problems.length;
    const errors = file.problems.filter((problem) => problem.severity === 'error').length;
    const warnings = file.problems.length - errors;
    if (!file.schema) write(`${file.file}: refused (${plural(errors, 'error')}) — the console and the server would not use it`);
    else if (warnings > 0) write(`${file.file}: accepted with ${plural(warnings, 'warning')}`);
  }
  if (problems > 0) return 1;
  write(`OK: ${plural(files.length, 'resource file')}, no problems`);
  return 0;
}

runCommand(import.meta.url, 'resources:check', main);
