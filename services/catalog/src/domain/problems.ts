/** Where a malformed or skipped input record sits: file, record index (or line) and field. */
export interface SourceLocation {
  file: string;
  /** 0-based index in the file's array, or 1-based line for line-oriented files. */
  index?: number;
  line?: number;
  field?: string;
}

/** A record (or part of one) the importer did not take, and why. */
export interface ImportProblem extends SourceLocation {
  /** Short reason category used to group the summary (e.g. "unknown set", "malformed card"). */
  reason: string;
  message: string;
}

/** Formats a problem the way the summary prints it: `cardinfo.json[12].type: unknown card type "Foo"`. */
export function describeProblem(problem: ImportProblem): string {
  const position =
    problem.index !== undefined ? `[${problem.index}]` : problem.line !== undefined ? `:${problem.line}` : '';
  const field = problem.field ? `.${problem.field}` : '';
  return `${problem.file}${position}${field}: ${problem.message}`;
}

/** Collects problems while a mapper walks one record. */
export class ProblemList {
  readonly items: ImportProblem[] = [];

  add(location: SourceLocation, reason: string, message: string): void {
    this.items.push({ ...location, reason, message });
  }

  get isEmpty(): boolean {
    return this.items.length === 0;
  }
}
