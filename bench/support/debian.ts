// Tools the benches need from Debian's packages, found on PATH (or in the usual folders) and
// installed with apt-get when missing.
import { execSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { delimiter, join } from 'node:path';

/** `sudo ` unless this process is root. */
export const sudo = process.getuid?.() === 0 ? '' : 'sudo ';

/** The path of `binary` on PATH or in `extraDirs`, if there is one. */
export function findBinary(binary: string, extraDirs: string[]): string | undefined {
  const dirs = [...(process.env.PATH ?? '').split(delimiter).filter(Boolean), ...extraDirs];
  return dirs.map((dir) => join(dir, binary)).find((candidate) => existsSync(candidate));
}

/** Installs a Debian package (non-interactively); throws with what to do by hand when it cannot. */
export function installDebianPackage(name: string): void {
  console.log(`Installing Debian's ${name} package…`);
  try {
    execSync(
      `${sudo}apt-get update -qq && ${sudo}env DEBIAN_FRONTEND=noninteractive apt-get install -y -qq ${name}`,
      { stdio: 'inherit' },
    );
  } catch {
    throw new Error(`could not install ${name}: install the Debian package "${name}" and retry`);
  }
}
