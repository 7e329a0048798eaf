/** A non-ok HTTP response: its status and its body (parsed JSON, text, or undefined when empty). */
export class ApiError extends Error {
  constructor(
    readonly status: number,
    readonly body: unknown,
  ) {
    super(messageOf(body) ?? `Request failed with status ${status}`);
    this.name = 'ApiError';
  }

  /** The `{message}` a service put in its error body, if any. */
  get serverMessage(): string | undefined {
    return messageOf(this.body);
  }

  /** The `{field}` a service named in a 400 body, if any. */
  get field(): string | undefined {
    const body = this.body as { field?: unknown } | undefined;
    return typeof body?.field === 'string' ? body.field : undefined;
  }
}

function messageOf(body: unknown): string | undefined {
  const message = (body as { message?: unknown } | undefined)?.message;
  return typeof message === 'string' ? message : undefined;
}
