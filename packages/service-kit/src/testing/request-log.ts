/** One request a service answered, read from its JSON request log (the kit logs one line per request). */
export interface LoggedRequest {
  method: string;
  /** The path, without the query. */
  url: string;
  status: number;
  /** The `x-request-id` the caller sent, or the one the service made up. */
  reqId: string;
}

export interface RequestLog {
  /** Pass as `startServiceProcess({ onStdoutLine })`; the service must log at `debug` to log 2xx answers. */
  onStdoutLine(line: string): void;
  /** Requests answered so far, health and metrics checks left out. */
  requests(): LoggedRequest[];
  clear(): void;
}

const CHECKS = new Set(['/readyz', '/healthz', '/metrics']);

/** Collects the requests a service in its own process answered; its warnings and errors go to stderr. */
export function requestLog(): RequestLog {
  const answered: LoggedRequest[] = [];
  return {
    onStdoutLine(line) {
      let entry: Partial<LoggedRequest> & { msg?: string; level?: number };
      try {
        entry = JSON.parse(line) as typeof entry;
      } catch {
        return;
      }
      if (entry.msg === 'request' && entry.url && !CHECKS.has(entry.url))
        answered.push({ method: entry.method!, url: entry.url, status: entry.status!, reqId: entry.reqId! });
      else if ((entry.level ?? 0) >= 40) process.stderr.write(`${line}\n`);
    },
    requests: () => [...answered],
    clear: () => {
      answered.length = 0;
    },
  };
}
