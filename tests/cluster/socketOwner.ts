/**
 * Which process holds a TCP connection, from its local port (Linux /proc): the webhook receiver sees
 * a sender's port, and the kill test needs to know that the server it kills is mid-send.
 */
import { readdirSync, readFileSync, readlinkSync } from 'node:fs';

/** The socket inodes of the process's open files. */
function socketInodes(pid: number): Set<string> {
  const inodes = new Set<string>();
  let fds: string[];
  try {
    fds = readdirSync(`/proc/${pid}/fd`);
  } catch {
    return inodes;
  }
  for (const fd of fds) {
    try {
      const match = /^socket:\[(\d+)\]$/.exec(readlinkSync(`/proc/${pid}/fd/${fd}`));
      if (match?.[1]) inodes.add(match[1]);
    } catch {
      // Closed meanwhile.
    }
  }
  return inodes;
}

/** Whether the process `pid` holds an IPv4 TCP socket whose local port is `port`. */
export function holdsLocalPort(pid: number, port: number): boolean {
  let table: string;
  try {
    table = readFileSync(`/proc/${pid}/net/tcp`, 'utf8');
  } catch {
    return false;
  }
  const hex = port.toString(16).toUpperCase().padStart(4, '0');
  const inodes = table
    .split('\n')
    .slice(1)
    .map((line) => line.trim().split(/\s+/))
    .filter((columns) => columns[1]?.endsWith(`:${hex}`))
    .map((columns) => columns[9] ?? '');
  if (inodes.length === 0) return false;
  const mine = socketInodes(pid);
  return inodes.some((inode) => mine.has(inode));
}
