export interface RunningPostgres {
  url: string;
  version: string;
  folder: string;
  stop(): void;
}
export function startPostgres(): Promise<RunningPostgres | { skipped: string }>;
export function skipNotice(reason: string): string;
export function postgresPossible(): boolean;
