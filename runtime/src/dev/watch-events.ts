/**
 * Whether a chokidar event (`add`, `change`, `unlink`, `addDir`, `unlinkDir`, …) is about a
 * file. Folder events are not changes to compile: a new, renamed or deleted folder reports its
 * files with their own `add`/`unlink` events, and reading a folder as a file fails (EISDIR).
 */
export function isFileEvent(event: string): boolean {
  return event === 'add' || event === 'change' || event === 'unlink';
}
