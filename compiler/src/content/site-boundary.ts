import { errorDiagnostic, CompileError } from '../diagnostics/index.js';
import { filesOutside } from '../safety/index.js';

/**
 * Refuses content read from outside the site folder (issue #13 item 3): a file among `relPaths`
 * whose real path (symbolic links resolved) leaves the site folder's real path would publish
 * whatever it points to. Every such file is reported at once.
 *
 * @param root the site folder
 * @param relPaths content files, relative to `root`
 * @throws CompileError `content/link-outside-site`, one diagnostic per file
 */
export function assertContentInsideSite(root: string, relPaths: Iterable<string>): void {
  const outside = filesOutside(root, relPaths);
  if (outside.length === 0) return;
  throw new CompileError(
    outside.map((o) =>
      errorDiagnostic('content/link-outside-site', `A symbolic link to ${o.target}, outside the site folder; content is read only from inside it. Copy the file into the site instead.`, { file: o.file }),
    ),
  );
}
