import { readdirSync, readFileSync } from "node:fs";

/** Clock ticks per second of /proc's utime/stime (100 on Linux x86 and arm). */
const TICKS_PER_SECOND = 100;

function statFields(pid: number): string[] | null {
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, "utf8");
    // The command name may hold spaces; the fields after it are fixed.
    return stat.slice(stat.lastIndexOf(")") + 2).split(" ");
  } catch {
    return null;
  }
}

/** The process and every descendant (next start may run its server in a child). */
function tree(root: number): number[] {
  const parents = new Map<number, number[]>();
  for (const name of readdirSync("/proc")) {
    const pid = Number(name);
    if (!Number.isInteger(pid)) continue;
    const fields = statFields(pid);
    if (!fields) continue;
    const ppid = Number(fields[1]);
    parents.set(ppid, [...(parents.get(ppid) ?? []), pid]);
  }
  const all = [root];
  for (let i = 0; i < all.length; i += 1) all.push(...(parents.get(all[i]) ?? []));
  return all;
}

/** User + system CPU time, in milliseconds, of a process tree so far. */
export function cpuMs(root: number): number {
  let ticks = 0;
  for (const pid of tree(root)) {
    const fields = statFields(pid);
    // After the name: state(0) ppid(1) ... utime(11) stime(12).
    if (fields) ticks += Number(fields[11]) + Number(fields[12]);
  }
  return (ticks * 1000) / TICKS_PER_SECOND;
}

/** Resident memory, in bytes, of a process tree now. */
export function rssBytes(root: number): number {
  let kb = 0;
  for (const pid of tree(root)) {
    try {
      const match = /^VmRSS:\s+(\d+) kB/m.exec(readFileSync(`/proc/${pid}/status`, "utf8"));
      kb += Number(match?.[1] ?? 0);
    } catch {
      // Gone since the listing.
    }
  }
  return kb * 1024;
}
